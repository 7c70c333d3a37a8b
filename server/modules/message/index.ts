import type { FastifyInstance } from 'fastify';
import constants from '../../../schemas/constants.json';
import { answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import type { MessageTable } from '../../db/tables.js';
import { messageCounts } from './counts.js';

const P = 'params.schema.json#/definitions/';

const countQuery = { type: 'object', properties: { app_id: { $ref: `${P}AppId` } } } as const;

const indexQuery = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { type: 'string', enum: constants.messageKinds },
    page: { $ref: `${P}PageNumber`, default: 1 },
    limit: { $ref: `${P}PageLimit`, default: 15 },
  },
} as const;

const readBody = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', minItems: 1, maxItems: 1000, items: { $ref: `${P}RecordId` } } },
} as const;

const messageList = {
  type: 'object',
  required: ['data', 'total'],
  properties: {
    total: { type: 'integer' },
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'kind', 'title', 'status', 'created_at'],
        properties: { id: { type: 'integer' }, kind: { type: 'string' }, title: { type: 'string' }, status: { type: 'integer' }, created_at: { type: 'string' } },
      },
    },
  },
} as const;

/** The message centre under /api/access/message: the counters, each kind's messages, marking them read. */
export async function messageModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.get('/count', { schema: { querystring: countQuery, response: answers(ref('message-counts.schema.json')) } }, async (request) =>
    ok(await messageCounts(db, sessionOf(request).userId)),
  );

  app.get<{ Querystring: { kind: string; page: number; limit: number } }>(
    '/index',
    { schema: { querystring: indexQuery, response: answers(messageList) } },
    async (request) => {
      const { kind, page, limit } = request.query;
      const base = db.selectFrom('messages').where('user_id', '=', sessionOf(request).userId).where('kind', '=', kind as MessageTable['kind']);
      const [rows, count] = await Promise.all([
        base.select(['id', 'kind', 'title', 'status', 'created_at']).orderBy('status').orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok({ data: rows, total: Number(count.total) });
    },
  );

  // Marks the caller's own messages read (others' ids are ignored) and pushes the new counters to their tabs.
  app.post<{ Body: { ids: number[] } }>('/read', { schema: { body: readBody, response: answers(ref('message-counts.schema.json')) } }, async (request) => {
    const { userId } = sessionOf(request);
    await db.updateTable('messages').set({ status: 1 }).where('user_id', '=', userId).where('id', 'in', request.body.ids).execute();
    const counts = await messageCounts(db, userId);
    await app.realtime.publish(userId, { event: 'message-count', data: { ...counts } });
    return ok(counts);
  });
}
