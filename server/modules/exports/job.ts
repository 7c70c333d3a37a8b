import type { JobKind } from '../../../schemas/generated/job.js';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ScopeSubject } from '../../acl/subject.js';
import { ApiError } from '../../http/envelope.js';
import { message, type Language } from '../../http/messages.js';
import { JobFailure, type JobContext, type JobResult } from '../jobs/queue.js';
import { resourceAccess } from '../resources/access.js';
import { narrowToOrg } from '../resources/remote-params.js';
import type { ExportColumn } from './columns.js';
import { countExportRows, writeExport } from './write.js';

/** Everything an export job needs to run again from the start, after a restart too: the scope is asked again. */
export interface ExportJobPayload {
  resource: string;
  indexUrl: string;
  permsId: number;
  flag: string;
  roleId: number;
  subject: ScopeSubject;
  orgId?: number;
  where?: unknown;
  order?: string;
  ids?: number[];
  columns: ExportColumn[];
  language: Language;
  sheet: string;
  filename: string;
}

export const EXPORT_JOB: JobKind = 'export';

/**
 * The export job: the starter's grant is asked again (a button taken away meanwhile fails the job), the rows
 * written into the file storage as they are read, progress reported per batch; a cancel stops it at the next
 * batch and the half-written file is removed.
 */
export function exportJob(app: FastifyInstance) {
  const { db } = app.database;
  return async (context: JobContext<ExportJobPayload>): Promise<JobResult> => {
    const p = context.payload;
    const definition = app.resources.named(p.resource);
    if (!definition) throw new JobFailure(message(p.language, 'notFound'));
    let scope;
    try {
      const granted = await resourceAccess(db, p.indexUrl).button({ roleId: p.roleId, subject: p.subject }, p.flag, p.permsId);
      scope = await narrowToOrg(db, granted, p.orgId, p.subject);
    } catch (error) {
      if (error instanceof ApiError) throw new JobFailure(message(p.language, error.key, error.params));
      throw error;
    }
    const total = await countExportRows(db, definition, scope, { where: p.where, ids: p.ids });
    await context.progress(0, total);
    const file = new PassThrough();
    const stored = app.fileStorage.put(file);
    // put() settles only when the stream ends or fails: a failure below destroys the stream so it never waits.
    stored.catch(() => undefined);
    try {
      const rows = await writeExport(db, definition, scope, { ...p, columns: p.columns, batch: app.exportBatch }, file, async (written) => {
        context.signal.throwIfAborted();
        await context.progress(written);
      });
      const { key, size } = await stored;
      if (rows === total) return { file_key: key, name: `${p.filename}.xlsx`, size, rows };
      // Rows changed while it ran (added, deleted, or edited past the place it had read to): the job ends at the rows
      // written, and its message says how many the list had when it began; a short file never passes as the whole list.
      await context.progress(rows, rows);
      return { file_key: key, name: `${p.filename}.xlsx`, size, rows, expected: total };
    } catch (error) {
      file.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.then((done) => app.fileStorage.delete(done.key), () => undefined);
      throw error;
    }
  };
}
