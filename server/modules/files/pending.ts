import type { Kysely, Transaction } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { toStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { FileStorage } from './storage.js';
import { checkItemRoom, fileItemOf } from './items.js';
import { checkListRoom, configuredFlags } from './list.js';
import { PENDING_DATA_ID } from './pending-id.js';

/**
 * Pending uploads (issue 41 item 6): a new document's form takes files before the record exists. Each is stored
 * at once under `data_id` 0, its uploader's alone (records.ts visibleFile), and the write that creates the record
 * binds the ones its body lists (`pending_files`) in its own transaction; one never bound is swept after a day.
 */

/** Pending files one user may hold at once: far more than a form takes, few enough that unbound uploads cannot fill the storage. */
export const PENDING_LIMIT = 100;
/** A pending upload no write bound is removed after this long. */
export const PENDING_HOURS = 24;

/** Refuses a pending upload past the user's PENDING_LIMIT (counted in the transaction that writes its row). */
export async function checkPendingRoom(trx: Transaction<Database>, userId: number): Promise<void> {
  const held = await trx
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('data_id', '=', PENDING_DATA_ID)
    .where('add_user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(held.n) >= PENDING_LIMIT) throw new ApiError(Code.FILE_REFUSED, 'pendingFilesFull', { n: PENDING_LIMIT });
}

/**
 * Binds the pending files `ids` of user `userId` to record `dataId` of `definition`, inside the write's transaction:
 * each must be the user's, still pending, uploaded for this resource (or for none) and under one of its items if it
 * names one; else 4400 and nothing is written. Answers the room check to run once the record's lines are written
 * (a file a line's cell holds is not counted in the list): the list and each item hold their limits.
 */
export async function bindPendingFiles(
  trx: Transaction<Database>,
  dialect: string,
  definition: ResourceDefinition,
  dataId: number,
  ids: readonly number[],
  userId: number,
): Promise<() => Promise<void>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return async () => undefined;
  const rows = await trx.selectFrom('files').select(['id', 'resource', 'item']).where('id', 'in', unique).where('data_id', '=', PENDING_DATA_ID).where('add_user_id', '=', userId).execute();
  const gone = rows.length !== unique.length || rows.some((row) => row.resource !== '' && row.resource !== definition.name);
  if (gone) throw new ApiError(Code.BAD_REQUEST, 'pendingFileGone');
  for (const row of rows) {
    const item = row.item ? fileItemOf(definition, row.item) : undefined;
    // Guarded by its pending state: a file a racing write bound first is gone for this one.
    const bound = await trx
      .updateTable('files')
      .set({ resource: definition.name, data_id: dataId, ...configuredFlags(definition, item) })
      .where('id', '=', row.id)
      .where('data_id', '=', PENDING_DATA_ID)
      .executeTakeFirst();
    if (Number(bound.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'pendingFileGone');
  }
  return async () => {
    if (rows.some((row) => !row.item)) await checkListRoom(trx, dialect, definition, dataId, 0);
    for (const prop of new Set(rows.flatMap((row) => (row.item ? [row.item] : [])))) await checkItemRoom(trx, dialect, definition, dataId, fileItemOf(definition, prop), 0);
  };
}

/** Removes the pending uploads older than PENDING_HOURS, rows first (a row without its bytes would answer errors). Answers how many went. */
export async function sweepPendingFiles(db: Kysely<Database>, storage: FileStorage, now = new Date()): Promise<number> {
  const stale = toStamp(new Date(now.getTime() - PENDING_HOURS * 3600 * 1000));
  const gone = await db.deleteFrom('files').where('data_id', '=', PENDING_DATA_ID).where('created_at', '<', stale).returning('storage_key').execute();
  for (const { storage_key } of gone) await storage.delete(storage_key).catch(() => undefined);
  return gone.length;
}
