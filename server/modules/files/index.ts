import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.js';
import { checkRequiredItems } from './items.js';
import type { DeleteBody, FileQuery, OptimizeQuery, RecordQuery, RemarksBody } from '../../../schemas/generated/attachment.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { attachmentOf, visibleFile, visibleRecord } from './records.js';
import { upload } from './upload.js';
import { bindPendingFiles, sweepPendingFiles } from './pending.js';
import { optimize, pdfCompressJob, PDF_COMPRESS_JOB } from './optimize.js';
import { ghostscript, ghostscriptRuns } from './pdf-compress.js';
import { releaseLineFile } from '../resources/line-store.js';

const A = 'attachment.schema.json';

/**
 * RFC 6266 / 5987 Content-Disposition: an ASCII fallback (anything else, quotes and backslashes as `_`) and the
 * real name percent-encoded as UTF-8, so no name can break out of the header or change its meaning.
 */
/**
 * The attachment calls (spec 001 §3 Attachment, §7 upload), under /api/base/file. Every one goes through the
 * owning record's data scope (files/records.ts). multipart/form-data is accepted here only: the parser is
 * registered inside this module, so no other route takes a multipart body.
 */
export async function filesModule(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { throwFileSizeLimit: true });
  const { db } = app.database;

  app.jobs.register(PDF_COMPRESS_JOB, pdfCompressJob(app));
  // Without Ghostscript the product works on: PDFs are kept as sent, and this is said once, here.
  const compressing = await ghostscriptRuns();
  if (!compressing) app.log.warn(`PDF compression is off: Ghostscript (${ghostscript()}) does not run on this server; PDFs are kept as uploaded`);
  // The required-files step of every document write (resources/document-steps.ts).
  app.documentSteps.requiredFiles = (definition, id, pending) => checkRequiredItems(db, definition, id, pending);
  // A new document's pending uploads, bound by the write that creates it; those never bound go after a day.
  app.documentSteps.bindFiles = (trx, definition, id, ids, userId) => bindPendingFiles(trx, app.database.dialect, definition, id, ids, userId);
  const sweep = () => void sweepPendingFiles(db, app.fileStorage).catch((error: unknown) => app.log.error({ err: error }, 'pending file sweep'));
  let sweeping: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    sweep();
    sweeping = setInterval(sweep, 3600 * 1000);
    sweeping.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeping));

  app.post('/upload', { schema: { response: answers(ref(A, 'Attachment')) } }, async (request) => ok(await upload(app, request)));

  app.get<{ Querystring: RecordQuery }>('/index', { schema: { querystring: ref(A, 'RecordQuery'), response: answers(ref(A, 'Attachments')) }, config: { readOnly: true } }, async (request) => {
    const { resource, data_id, perms_id } = request.query;
    await visibleRecord(app, sessionOf(request), resource, data_id, perms_id);
    const rows = await db.selectFrom('files').selectAll().where('resource', '=', resource).where('data_id', '=', data_id).orderBy('id').execute();
    return ok(rows.map(attachmentOf));
  });

  // Not `readOnly`: a session found revoked beside the handler would swap a stream's answer for JSON under the
  // file's headers. The session is checked before the file is opened.
  app.get<{ Querystring: FileQuery }>('/download', { schema: { querystring: ref(A, 'FileQuery') } }, async (request, reply) => {
    const row = await visibleFile(app, sessionOf(request), request.query.id, request.query.perms_id);
    if (row.not_down === 1) throw new ApiError(Code.FORBIDDEN, 'fileNotDownloadable');
    const stream = await app.fileStorage.get(row.storage_key);
    // The sniffed type, never guessed again by the browser (nosniff), always as a download: an SVG or PDF
    // opened in place would run in this origin.
    return reply
      .header('content-type', row.mime)
      .header('content-length', String(row.size))
      .header('content-disposition', contentDisposition(row.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.post<{ Body: DeleteBody }>('/del', { schema: { body: ref(A, 'DeleteBody'), response: answers(ref(A, 'DeleteAnswer')) } }, async (request) => {
    const row = await visibleFile(app, sessionOf(request), request.body.id, request.body.perms_id, 'delete');
    if (row.not_del === 1) throw new ApiError(Code.FORBIDDEN, 'fileNotDeletable');
    const definition = app.resources.named(row.resource);
    const gone = await db.transaction().execute(async (trx) => {
      // A line's file cell holding it is emptied in the same transaction (resources/line-store.ts).
      if (definition) await releaseLineFile(trx, definition, row.data_id, row.id);
      return trx.deleteFrom('files').where('id', '=', row.id).returning('storage_key').execute();
    });
    // The row first: a file without a row is unreachable; a row without its file would answer errors.
    for (const { storage_key } of gone) await app.fileStorage.delete(storage_key);
    return ok({ deleted: gone.length });
  });

  // A GET that writes, as the spec names it: the job replaces the file's bytes when that makes them smaller.
  app.get<{ Querystring: OptimizeQuery }>('/optimize', { schema: { querystring: ref(A, 'OptimizeQuery'), response: answers(ref(A, 'OptimizeAnswer')) } }, async (request) =>
    ok(await optimize(app, request, compressing)),
  );

  app.post<{ Body: RemarksBody }>('/remarks', { schema: { body: ref(A, 'RemarksBody'), response: answers(ref(A, 'Attachment')) } }, async (request) => {
    const row = await visibleFile(app, sessionOf(request), request.body.id, request.body.perms_id, 'update');
    const updated = await db.updateTable('files').set({ remarks: request.body.remarks }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
    return ok(attachmentOf(updated));
  });
}
