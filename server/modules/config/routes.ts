import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError, Code, ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';

const getQuery = {
  type: 'object',
  required: ['label', 'group_label'],
  properties: { label: { type: 'string', minLength: 1, maxLength: 100 }, group_label: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const getAllQuery = {
  type: 'object',
  required: ['groupLabel'],
  properties: { groupLabel: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

const frontQuery = {
  type: 'object',
  properties: { app_id: { type: 'integer', minimum: 0, default: 44 } },
} as const;

/** Config items in the group `front` whose values are JSON; the rest are plain strings. */
function frontValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The base server's config calls (spec 000 §7). `config/get` is public: the sign-in page polls the version. */
export function registerConfigRoutes(app: FastifyInstance, { db }: AppContext): void {
  const prefix = '/api/base/config';

  app.get<{ Querystring: { label: string; group_label: string } }>(`${prefix}/get`, { schema: { querystring: getQuery } }, async (request) => {
    const item = await db
      .selectFrom('config_items')
      .select(['label', 'group_label', 'value', 'status'])
      .where('label', '=', request.query.label)
      .where('group_label', '=', request.query.group_label)
      .executeTakeFirst();
    if (!item) throw new ApiError(Code.NOT_FOUND, 'configNotFound');
    return ok(item);
  });

  app.get<{ Querystring: { groupLabel: string } }>(`${prefix}/getAll`, { schema: { querystring: getAllQuery } }, async (request) => {
    await requireSession(db, request);
    const items = await db
      .selectFrom('config_items')
      .select(['label', 'group_label', 'value', 'status'])
      .where('group_label', '=', request.query.groupLabel)
      .orderBy('id')
      .execute();
    return ok(items);
  });

  app.get<{ Querystring: { app_id: number } }>(`${prefix}/getFrontConfig`, { schema: { querystring: frontQuery } }, async (request) => {
    const items = await db
      .selectFrom('config_items')
      .select(['label', 'value'])
      .where('group_label', '=', 'front')
      .where('status', '=', 1)
      .execute();
    return ok({ app_id: request.query.app_id, ...Object.fromEntries(items.map((i) => [i.label, frontValue(i.value)])) });
  });
}
