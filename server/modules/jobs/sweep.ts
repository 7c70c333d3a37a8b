import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { toStamp } from '../../db/time.js';
import type { FastifyInstance } from 'fastify';
import { resultOf } from './view.js';

/** A finished job's file (an export, failed rows) is kept this long, then removed; its message says so no more. */
export const JOB_FILE_DAYS = 7;
/** An uploaded import file whose check was never imported is kept this long. */
export const UNUSED_IMPORT_HOURS = 24;
/**
 * A temporary file (a `.part` under FILES_ROOT/tmp) nothing has written for this long belongs to a write that was cut
 * off (a server killed mid-export): an hour, far longer than any write of ours pauses, so another server's live
 * write on a shared FILES_ROOT is never taken for one.
 */
export const TEMPORARY_FILE_HOURS = 1;

/**
 * Removes the files of jobs that ended more than JOB_FILE_DAYS ago (the job row stays, without its download),
 * the uploaded files of import checks never imported, or of imports that ended, after UNUSED_IMPORT_HOURS, and the
 * storage's temporary files untouched since `temporaryBefore` (TEMPORARY_FILE_HOURS ago unless given). Answers how
 * many files went. Safe to run on several servers at once: each job is cleared by one update, its file removed after.
 */
export async function sweepJobFiles(
  db: Kysely<Database>,
  storage: FastifyInstance['fileStorage'],
  now = new Date(),
  temporaryBefore = new Date(now.getTime() - TEMPORARY_FILE_HOURS * 3600 * 1000),
): Promise<number> {
  let removed = (await storage.sweepTemporary?.(temporaryBefore)) ?? 0;
  const old = toStamp(new Date(now.getTime() - JOB_FILE_DAYS * 24 * 3600 * 1000));
  const ended = await db.selectFrom('jobs').select(['id', 'result']).where('status', 'in', ['done', 'failed', 'cancelled']).where('updated_at', '<', old).where('result', 'like', '%file_key%').execute();
  for (const job of ended) {
    const result = resultOf(job);
    const { file_key: key, ...rest } = result;
    const cleared = await db.updateTable('jobs').set({ result: JSON.stringify(rest) }).where('id', '=', job.id).where('result', '=', job.result).executeTakeFirst();
    if (key && Number(cleared.numUpdatedRows) === 1) {
      await storage.delete(key).catch(() => undefined);
      removed += 1;
    }
  }
  const stale = toStamp(new Date(now.getTime() - UNUSED_IMPORT_HOURS * 3600 * 1000));
  const unused = await db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', 'import-check').where('updated_at', '<', stale).execute();
  for (const job of unused) {
    const claimed = await db.updateTable('jobs').set({ kind: 'import-check:expired' }).where('id', '=', job.id).where('kind', '=', 'import-check').executeTakeFirst();
    const key = (JSON.parse(job.payload) as { fileKey?: string }).fileKey;
    if (key && Number(claimed.numUpdatedRows) === 1) {
      await storage.delete(key).catch(() => undefined);
      removed += 1;
    }
  }
  // An import that failed, was cancelled or died with its server removes its upload itself when it can: one that
  // died cannot, so its upload goes here (the key is taken off the payload first, so it goes once).
  const imports = await db.selectFrom('jobs').select(['id', 'payload']).where('kind', '=', 'import').where('status', 'in', ['done', 'failed', 'cancelled']).where('updated_at', '<', stale).where('payload', 'like', '%fileKey%').execute();
  for (const job of imports) {
    const { fileKey: key, ...rest } = JSON.parse(job.payload) as { fileKey?: string };
    const cleared = await db.updateTable('jobs').set({ payload: JSON.stringify(rest) }).where('id', '=', job.id).where('payload', '=', job.payload).executeTakeFirst();
    if (key && Number(cleared.numUpdatedRows) === 1) {
      await storage.delete(key).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
