import type { FastifyInstance } from 'fastify';
import { messageCounts } from '../message/counts.js';

/** The counters an engine change moves: pending tasks (待审批), notices (通知), documents sent back (退回). */
export type CounterKind = 'workflow' | 'notice' | 'flow_back';

/**
 * How one transaction moves counters, by user and kind; the users it names hear their new counters after it
 * commits. Nothing is stored: every counter is counted from the list its tab shows
 * (server/modules/message/counts.ts), so a move only says whom to tell, and what the engine expects.
 */
export class CounterChanges {
  readonly #deltas = new Map<string, number>();

  add(userId: number, kind: CounterKind, delta: number): void {
    const key = `${userId}|${kind}`;
    this.#deltas.set(key, (this.#deltas.get(key) ?? 0) + delta);
  }

  /** The expected moves, `user|kind` → delta (for tests and logs). */
  get deltas(): ReadonlyMap<string, number> {
    return this.#deltas;
  }

  get users(): number[] {
    return [...new Set([...this.#deltas.keys()].map((k) => Number(k.split('|')[0])))];
  }
}

/** Pushes the current counters of `users` to their open sockets (after the transaction committed). */
export async function pushCounts(app: FastifyInstance, users: readonly number[]): Promise<void> {
  for (const userId of users) {
    const counts = await messageCounts(app.database.db, userId);
    await app.realtime.publish(userId, { event: 'message-count', data: { ...counts } });
  }
}
