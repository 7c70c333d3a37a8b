import type { FastifyInstance } from 'fastify';
import type { MessageIndexQuery, MessageOpenBody, MessageReadBody } from '../../../schemas/generated/message.js';
import { answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import { messageCounts } from './counts.js';
import { messagePage, toItem } from './list.js';
import { openMessage, readMessages } from './read.js';

const P = 'params.schema.json#/definitions/';
const M = 'message.schema.json';

const countQuery = { type: 'object', properties: { app_id: { $ref: `${P}AppId` } } } as const;

/**
 * The message centre under /api/access/message: the counters (each counted from its tab's list), each kind's
 * messages, marking them read, and opening one (read, with the address it opens).
 */
export async function messageModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  /** The caller's new counters, to the caller and to every open tab of theirs. */
  const countsAfter = async (userId: number) => {
    const counts = await messageCounts(db, userId);
    await app.realtime.publish(userId, { event: 'message-count', data: { ...counts } });
    return counts;
  };

  app.get('/count', { schema: { querystring: countQuery, response: answers(ref('message-counts.schema.json')) } }, async (request) =>
    ok(await messageCounts(db, sessionOf(request).userId)),
  );

  app.get<{ Querystring: Required<MessageIndexQuery> }>('/index', { schema: { querystring: ref(M, 'MessageIndexQuery'), response: answers(ref(M, 'MessageIndexAnswer')) } }, async (request) => {
    const { kind, page, limit } = request.query;
    return ok(await messagePage(db, sessionOf(request).userId, kind, page, limit, requestLanguage(request)));
  });

  // Marks the caller's own messages read (others' ids are ignored) and pushes the new counters to their tabs.
  // The writes check their JSON bodies without type coercion (http/strict-body.ts): "5" is no id.
  app.post<{ Body: MessageReadBody }>('/read', { schema: { body: ref(M, 'MessageReadBody'), response: answers(ref('message-counts.schema.json')) } }, async (request) => {
    const { userId } = sessionOf(request);
    await db.transaction().execute((trx) => readMessages(trx, userId, request.body.ids));
    return ok(await countsAfter(userId));
  });

  // Opens one message: 4404 when there is none, 4403 when it is another user's; read, with its address.
  app.post<{ Body: MessageOpenBody }>('/open', { schema: { body: ref(M, 'MessageOpenBody'), response: answers(ref(M, 'MessageOpenAnswer')) } }, async (request) => {
    const { userId } = sessionOf(request);
    const row = await db.transaction().execute((trx) => openMessage(trx, userId, request.body.id));
    return ok({ message: toItem(row, requestLanguage(request)), counts: await countsAfter(userId) });
  });
}
