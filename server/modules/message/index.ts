import type { FastifyInstance } from 'fastify';
import constants from '../../../schemas/constants.json';
import type { MessageCounts } from '../../../schemas/generated/message-counts.js';
import { answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';

const countQuery = { type: 'object', properties: { app_id: { $ref: 'params.schema.json#/definitions/AppId' } } } as const;

/** GET message/count under /api/access/message: the five counters, counted from the caller's open messages. */
export async function messageModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.get('/count', { schema: { querystring: countQuery, response: answers(ref('message-counts.schema.json')) } }, async (request) => {
    const session = sessionOf(request);
    const rows = await db
      .selectFrom('messages')
      .select(['kind', (eb) => eb.fn.countAll<number>().as('count')])
      .where('user_id', '=', session.userId)
      .where('status', '=', 0)
      .groupBy('kind')
      .execute();
    const counts = Object.fromEntries(constants.messageKinds.map((k) => [k, 0])) as unknown as MessageCounts;
    for (const row of rows) if (row.kind in counts) counts[row.kind as keyof MessageCounts] = Number(row.count);
    return ok(counts);
  });
}
