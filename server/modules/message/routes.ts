import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';

export const MESSAGE_KINDS = ['workflow', 'inhand', 'notice', 'alarm', 'flow_back'] as const;

/** GET message/count: the five counters of the message centre, counted from the caller's open messages. */
export function registerMessageRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get('/api/access/message/count', async (request) => {
    const session = await requireSession(db, request);
    const rows = await db
      .selectFrom('messages')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
      .where('user_id', '=', session.userId)
      .where('status', '=', 0)
      .groupBy('kind')
      .execute();
    const counts = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, 0])) as Record<(typeof MESSAGE_KINDS)[number], number>;
    for (const row of rows) if (row.kind in counts) counts[row.kind] = Number(row.count);
    return ok(counts);
  });
}
