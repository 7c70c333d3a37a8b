import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import { ITEM_COLUMNS, type ItemRow } from './list.js';

/** A copy entry's flow-log status (workflow_tasks.status 6): read when its read_at is set. */
const COPIED = 6;

/**
 * Marks `userId`'s own messages `ids` read (others' ids change nothing), and the copy entries they are about
 * (a copy notice and its approval-centre entry are read together). Answers how many messages it marked.
 */
export async function readMessages(trx: Kysely<Database>, userId: number, ids: readonly number[]): Promise<number> {
  const unread = await trx.selectFrom('messages').select(['id', 'workflow_task_id']).where('user_id', '=', userId).where('id', 'in', [...ids]).where('status', '=', 0).execute();
  if (unread.length === 0) return 0;
  await trx.updateTable('messages').set({ status: 1 }).where('id', 'in', unread.map((m) => m.id)).where('status', '=', 0).execute();
  const tasks = unread.flatMap((m) => (m.workflow_task_id === null ? [] : [m.workflow_task_id]));
  if (tasks.length > 0) {
    await trx.updateTable('workflow_tasks').set({ read_at: nowStamp() }).where('id', 'in', tasks).where('user_id', '=', userId).where('status', '=', COPIED).where('read_at', 'is', null).execute();
  }
  return unread.length;
}

/** The copy notices of copy entries `taskIds` of `userId` are read with them (workflow/readCopies). */
export async function readTaskMessages(trx: Kysely<Database>, userId: number, taskIds: readonly number[]): Promise<void> {
  if (taskIds.length === 0) return;
  await trx.updateTable('messages').set({ status: 1 }).where('user_id', '=', userId).where('workflow_task_id', 'in', [...taskIds]).where('status', '=', 0).execute();
}

/**
 * Opens a message: it must exist (else 4404) and be the caller's (else 4403); it is marked read. Answers the
 * row as it was stored, to be shown in the caller's language.
 */
export async function openMessage(trx: Kysely<Database>, userId: number, id: number): Promise<ItemRow> {
  const owner = await trx.selectFrom('messages').select('user_id').where('id', '=', id).executeTakeFirst();
  if (!owner) throw new ApiError(Code.NOT_FOUND, 'messageNotFound');
  if (owner.user_id !== userId) throw new ApiError(Code.FORBIDDEN, 'messageNotYours');
  await readMessages(trx, userId, [id]);
  return trx.selectFrom('messages').select([...ITEM_COLUMNS]).where('id', '=', id).executeTakeFirstOrThrow();
}
