import type { Kysely } from 'kysely';
import constants from '../../../schemas/constants.json';
import type { MessageCounts } from '../../../schemas/generated/message-counts.js';
import type { Database } from '../../db/tables.js';

/** The five counters of a user: their unread messages by kind. */
export async function messageCounts(db: Kysely<Database>, userId: number): Promise<MessageCounts> {
  const rows = await db
    .selectFrom('messages')
    .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('status', '=', 0)
    .groupBy('kind')
    .execute();
  const counts = Object.fromEntries(constants.messageKinds.map((k) => [k, 0])) as unknown as MessageCounts;
  for (const row of rows) if (row.kind in counts) counts[row.kind as keyof MessageCounts] = Number(row.count);
  // Plus the approval engine's counters (server/modules/workflow/counters.ts); never below zero.
  const kept = await db.selectFrom('message_counters').select(['kind', 'count']).where('user_id', '=', userId).execute();
  for (const row of kept) if (row.kind in counts) counts[row.kind as keyof MessageCounts] = Math.max(0, counts[row.kind as keyof MessageCounts] + row.count);
  return counts;
}
