import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { messageCounts } from '../message/counts.js';

/** The counters the engine keeps: pending tasks, unread copies, documents sent back to their creator. */
export type CounterKind = 'workflow' | 'notice' | 'flow_back';

/** Counter changes of one transaction, applied with it and pushed after it. */
export class CounterChanges {
  readonly #deltas = new Map<string, number>();

  add(userId: number, kind: CounterKind, delta: number): void {
    const key = `${userId}|${kind}`;
    this.#deltas.set(key, (this.#deltas.get(key) ?? 0) + delta);
  }

  get users(): number[] {
    return [...new Set([...this.#deltas.keys()].map((k) => Number(k.split('|')[0])))];
  }

  /** Writes the changes in the caller's transaction: each counter moves by its delta in one upsert. */
  async apply(trx: Kysely<Database>): Promise<void> {
    for (const [key, delta] of this.#deltas) {
      if (delta === 0) continue;
      const [userId, kind] = key.split('|');
      await trx
        .insertInto('message_counters')
        .values({ user_id: Number(userId), kind, count: delta })
        .onConflict((c) => c.columns(['user_id', 'kind']).doUpdateSet({ count: sql<number>`message_counters.count + ${delta}` }))
        .execute();
    }
  }
}

/** Every user's counters as the tasks say they should be (the recount's source of truth). */
export async function countsFromTasks(db: Kysely<Database>): Promise<Map<string, number>> {
  const [pending, copies, sentBack] = await Promise.all([
    db.selectFrom('workflow_tasks').select(['user_id', (eb) => eb.fn.countAll<number>().as('n')]).where('status', '=', 0).groupBy('user_id').execute(),
    db.selectFrom('workflow_tasks').select(['user_id', (eb) => eb.fn.countAll<number>().as('n')]).where('status', '=', 6).where('read_at', 'is', null).groupBy('user_id').execute(),
    db.selectFrom('workflow_data').select(['created_user as user_id', (eb) => eb.fn.countAll<number>().as('n')]).where('status', '=', 3).groupBy('created_user').execute(),
  ]);
  const counts = new Map<string, number>();
  for (const [kind, rows] of [['workflow', pending], ['notice', copies], ['flow_back', sentBack]] as const) {
    for (const row of rows) counts.set(`${row.user_id}|${kind}`, Number(row.n));
  }
  return counts;
}

/** The stored counters, non-zero ones only, keyed like countsFromTasks. */
export async function storedCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('message_counters').selectAll().where('count', '<>', 0).execute();
  return new Map(rows.map((r) => [`${r.user_id}|${r.kind}`, r.count]));
}

/** Rebuilds every user's counters from the tasks; answers the users whose counters changed. */
export async function recount(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const [fresh, stored] = await Promise.all([countsFromTasks(trx), storedCounts(trx)]);
    const changed = new Set<number>();
    for (const key of new Set([...fresh.keys(), ...stored.keys()])) {
      if ((fresh.get(key) ?? 0) !== (stored.get(key) ?? 0)) changed.add(Number(key.split('|')[0]));
    }
    await trx.deleteFrom('message_counters').execute();
    const rows = [...fresh].map(([key, count]) => ({ user_id: Number(key.split('|')[0]), kind: key.split('|')[1], count }));
    for (let i = 0; i < rows.length; i += 200) await trx.insertInto('message_counters').values(rows.slice(i, i + 200)).execute();
    return [...changed];
  });
}

/** Pushes the current counters of `users` to their open sockets (after the transaction committed). */
export async function pushCounts(app: FastifyInstance, users: readonly number[]): Promise<void> {
  for (const userId of users) {
    const counts = await messageCounts(app.database.db, userId);
    await app.realtime.publish(userId, { event: 'message-count', data: { ...counts } });
  }
}
