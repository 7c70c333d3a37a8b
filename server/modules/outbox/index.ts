import type { FastifyInstance } from 'fastify';
import type { OutboxQuery } from '../../../schemas/generated/account-security.js';
import { requireAdministrator } from '../../acl/administrator.js';
import { answers, ok, ref } from '../../http/envelope.js';

const S = 'account-security.schema.json';

/**
 * GET outbox/index under /api/access/outbox: the messages the server sent (verification codes), newest
 * first, for the administrator role of the caller's current position only (4403 otherwise): they carry
 * live codes, so no menu or button grant can open them to another role.
 */
export async function outboxModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.get<{ Querystring: Required<OutboxQuery> }>(
    '/index',
    { schema: { querystring: ref(S, 'OutboxQuery'), response: answers(ref(S, 'OutboxPage')) } },
    async (request) => {
      requireAdministrator(request);
      const { page, limit } = request.query;
      const [rows, count] = await Promise.all([
        db
          .selectFrom('outbox')
          .select(['id', 'recipient', 'driver', 'subject', 'body', 'created_at'])
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return ok({ data: rows, total: Number(count.total) });
    },
  );
}
