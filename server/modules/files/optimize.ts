import type { JobKind } from '../../../schemas/generated/job.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { OptimizeAnswer, OptimizeQuery } from '../../../schemas/generated/attachment.js';
import { ApiError, Code } from '../../http/envelope.js';
import { message, requestLanguage, type Language } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import { JobFailure, type JobContext, type JobResult, type JobRow } from '../jobs/queue.js';
import { CompressionError, DEFAULT_COMPRESSION, compressPdf, type CompressionSettings } from './pdf-compress.js';
import { attachmentOf, DOWNLOAD_PATH, visibleFile } from './records.js';

/** The least share of its size a compression must save for the file to be replaced (1 %). */
const MIN_SAVING = 0.01;

export const PDF_COMPRESS_JOB: JobKind = 'pdf-compress';
/** How long sync=1 waits for the job before answering it as still running. */
export const SYNC_WAIT_MS = 60_000;

interface CompressPayload extends CompressionSettings {
  fileId: number;
  language: Language;
}

/** What the job leaves as its result, and what file/optimize answers once it is done. */
interface CompressResult extends JobResult {
  file_id: number;
  size: number;
  before: number;
  path: string;
  compressed: 0 | 1;
}

/** `source` as upload answered the file (its url, relative or absolute) or its bare id. */
export function sourceFileId(source: string): number {
  const id = /^\d{1,10}$/.test(source) ? source : /^(?:https?:\/\/[^/?#]+)?\/api\/base\/file\/download\?(?:[^#]*&)?id=(\d{1,10})(?:&[^#]*)?$/.exec(source)?.[1];
  const n = Number(id);
  if (!id || !Number.isSafeInteger(n) || n < 1 || n > 2147483647) throw new ApiError(Code.BAD_REQUEST, 'compressSource');
  return n;
}

const REASONS = { unavailable: 'compressUnavailable', failed: 'compressBroken', timeout: 'compressTimeout' } as const;

/**
 * The compression job: the stored PDF is copied to a private temporary folder, written again by Ghostscript
 * (pages reported as progress) and, only when that made it smaller, stored under a new key and swapped into
 * the file's row in one update that also checks the row still holds the bytes it started from (a file deleted
 * or replaced meanwhile fails the job and the new bytes are removed). The old bytes go after the swap.
 */
export function pdfCompressJob(app: FastifyInstance) {
  const { db } = app.database;
  return async (context: JobContext<CompressPayload>): Promise<CompressResult> => {
    const p = context.payload;
    // The job's error is the reason alone; file/optimize answers it as 'PDF 压缩失败：{reason}'.
    const fail = (key: Parameters<typeof message>[1]) => new JobFailure(message(p.language, key));
    const row = await db.selectFrom('files').selectAll().where('id', '=', p.fileId).executeTakeFirst();
    if (!row) throw fail('compressFileGone');
    const folder = await mkdtemp(join(tmpdir(), 'hkwl-pdf-'));
    try {
      const input = join(folder, 'in.pdf');
      const output = join(folder, 'out.pdf');
      await pipeline(await app.fileStorage.get(row.storage_key), createWriteStream(input, { flags: 'wx' }));
      const before = (await stat(input)).size;
      try {
        await compressPdf(input, output, p, context.signal, (page, pages) => void context.progress(page, pages || undefined).catch(() => undefined));
      } catch (error) {
        if (error instanceof CompressionError) throw fail(REASONS[error.reason]);
        throw error;
      }
      context.signal.throwIfAborted();
      const after = (await stat(output)).size;
      const path = `${DOWNLOAD_PATH}?id=${row.id}`;
      // A pass over an already compressed file differs by a few bytes of metadata either way: only a real saving
      // replaces the file (each pass re-encodes its images once more).
      if (after > before * (1 - MIN_SAVING) || !(await startsAsPdf(output))) return { file_id: row.id, size: before, before, path, compressed: 0 };
      const stored = await app.fileStorage.put(createReadStream(output));
      const swapped = await db
        .updateTable('files')
        .set({ storage_key: stored.key, size: stored.size })
        .where('id', '=', row.id)
        .where('storage_key', '=', row.storage_key)
        .executeTakeFirst();
      if (Number(swapped.numUpdatedRows) !== 1) {
        await app.fileStorage.delete(stored.key);
        throw fail('compressFileGone');
      }
      await app.fileStorage.delete(row.storage_key);
      return { file_id: row.id, size: stored.size, before, path, compressed: 1 };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  };
}

/** Ghostscript's output is a PDF; anything else (an empty file from a crash) never replaces the stored one. */
async function startsAsPdf(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    return bytesRead === 5 && buffer.toString('latin1') === '%PDF-';
  } finally {
    await handle.close();
  }
}

/**
 * GET file/optimize (spec 001 §7 PDF compression): the caller must see the file's record (its data scope, as
 * for a download); the file must be a PDF and not locked (not_del). The compression runs as a job; sync=1
 * waits for it (up to SYNC_WAIT_MS) and answers the new size and path, sync=0 answers the job to follow. Without a
 * compression tool (`compressing` false) no job runs: the file is answered as kept (skipped 1).
 */
export async function optimize(app: FastifyInstance, request: FastifyRequest<{ Querystring: OptimizeQuery }>, compressing: boolean): Promise<OptimizeAnswer> {
  const session = sessionOf(request);
  const language = requestLanguage(request);
  const query = request.query;
  const row = await visibleFile(app, session, sourceFileId(query.source), query.perms_id, 'update');
  if (row.mime !== 'application/pdf') throw new ApiError(Code.FILE_REFUSED, 'compressOnlyPdf');
  if (row.not_del === 1) throw new ApiError(Code.FORBIDDEN, 'fileNotCompressible');
  // No compression tool on this server (said once at start): the file stays as sent, with nothing to tell the user.
  if (!compressing) return { job_id: 0, status: 'done', size: row.size, before: row.size, path: `${DOWNLOAD_PATH}?id=${row.id}`, compressed: 0, skipped: 1, file: attachmentOf(row) };
  const payload: CompressPayload = { fileId: row.id, quality: query.quality ?? DEFAULT_COMPRESSION.quality, ppi: query.ppi ?? DEFAULT_COMPRESSION.ppi, language };
  const job = await app.jobs.enqueue({ kind: PDF_COMPRESS_JOB, title: row.name, payload, userId: session.userId, companyId: session.subject.companyOrgId });
  if (query.sync === 0) return { job_id: job.id, status: job.status };
  const ended = (await app.jobs.settled(job.id, SYNC_WAIT_MS)) ?? job;
  return optimizeAnswer(app, ended);
}

async function optimizeAnswer(app: FastifyInstance, job: JobRow): Promise<OptimizeAnswer> {
  if (job.status === 'failed') throw new ApiError(Code.FILE_REFUSED, 'compressFailed', { reason: job.error ?? '' });
  if (job.status === 'cancelled') throw new ApiError(Code.JOB_STATE, 'jobCancelled');
  if (job.status !== 'done') return { job_id: job.id, status: job.status };
  const result = JSON.parse(job.result ?? '{}') as CompressResult;
  const file = await app.database.db.selectFrom('files').selectAll().where('id', '=', result.file_id).executeTakeFirst();
  return { job_id: job.id, status: 'done', size: result.size, before: result.before, path: result.path, compressed: result.compressed, ...(file ? { file: attachmentOf(file) } : {}) };
}
