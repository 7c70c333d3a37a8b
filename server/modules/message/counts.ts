import type { Kysely } from 'kysely';
import type { MessageCounts } from '../../../schemas/generated/message-counts.js';
import type { Database } from '../../db/tables.js';
import { tasksOf } from './task-query.js';
import { LISTED_KINDS, ownMessages } from './list.js';

/**
 * The five counters of a user, each counted from the query its tab lists (no counter is stored, so none
 * can drift): 待审批 (workflow) is the approval centre's pending total (message/task-query.ts); the other
 * four are the unread rows of their message lists (list.ts).
 */
export async function messageCounts(db: Kysely<Database>, userId: number): Promise<MessageCounts> {
  const [pending, unread] = await Promise.all([
    tasksOf(db, userId, 'pending').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ownMessages(db, userId)
      .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 0)
      .where('kind', 'in', [...LISTED_KINDS])
      .groupBy('kind')
      .execute(),
  ]);
  const counts: MessageCounts = { workflow: Number(pending.n), inhand: 0, notice: 0, alarm: 0, flow_back: 0 };
  for (const row of unread) counts[row.kind as keyof MessageCounts] = Number(row.n);
  return counts;
}
