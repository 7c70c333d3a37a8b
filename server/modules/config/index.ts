import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import constants from '../../../schemas/constants.json';
import { requireAdministrator } from '../../acl/administrator.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';

const P = 'params.schema.json#/definitions/';

const getQuery = {
  type: 'object',
  required: ['label', 'group_label'],
  properties: { label: { type: 'string', $ref: `${P}ShortText`, minLength: 1 }, group_label: { type: 'string', $ref: `${P}ShortText`, minLength: 1 } },
} as const;

const getAllQuery = {
  type: 'object',
  required: ['groupLabel'],
  properties: { groupLabel: { type: 'string', $ref: `${P}ShortText`, minLength: 1 } },
} as const;

const frontQuery = { type: 'object', properties: { app_id: { $ref: `${P}AppId`, default: constants.appId } } } as const;

const updateBody = {
  type: 'object',
  required: ['label', 'group_label', 'value'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', $ref: `${P}ShortText`, minLength: 1 },
    group_label: { type: 'string', $ref: `${P}ShortText`, minLength: 1 },
    value: { type: 'string', maxLength: 10000, pattern: '^[^\\u0000]*$' },
  },
} as const;

/** Config items in the group `front` whose values are JSON; the rest are plain strings. */
function frontValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The live settings of config group `front` (page sizes, feature flags), each value read as JSON where it is JSON. */
export async function frontConfig(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const items = await db.selectFrom('config_items').select(['label', 'value']).where('group_label', '=', 'front').where('status', '=', 1).execute();
  return Object.fromEntries(items.map((i) => [i.label, frontValue(i.value)]));
}

/** The base server's config calls (spec 000 §7), under /api/base/config. */
export async function configModule(app: FastifyInstance): Promise<void> {
  const { db, quick } = app.database;

  // Public: the sign-in page polls the version. A lookup by key: on the quick-read path, so it never
  // queues behind list queries on the read threads.
  app.get<{ Querystring: { label: string; group_label: string } }>(
    '/get',
    { config: { public: true }, schema: { querystring: getQuery, response: answers(ref('config-item.schema.json')) } },
    async (request) => {
      const item = await quick
        .selectFrom('config_items')
        .select(['label', 'group_label', 'value', 'status'])
        .where('label', '=', request.query.label)
        .where('group_label', '=', request.query.group_label)
        .executeTakeFirst();
      if (!item) throw new ApiError(Code.NOT_FOUND, 'configNotFound');
      return ok(item);
    },
  );

  app.get<{ Querystring: { groupLabel: string } }>(
    '/getAll',
    { schema: { querystring: getAllQuery, response: answers({ type: 'array', items: ref('config-item.schema.json') }) } },
    async (request) => {
      const items = await db
        .selectFrom('config_items')
        .select(['label', 'group_label', 'value', 'status'])
        .where('group_label', '=', request.query.groupLabel)
        .orderBy('id')
        .execute();
      return ok(items);
    },
  );

  // The administrator changes a setting; a new front-end version is pushed to every open browser.
  app.post<{ Body: { label: string; group_label: string; value: string } }>(
    '/update',
    { schema: { body: updateBody, response: answers(ref('config-item.schema.json')) } },
    async (request) => {
      requireAdministrator(request);
      const { label, group_label, value } = request.body;
      const updated = await db.updateTable('config_items').set({ value }).where('label', '=', label).where('group_label', '=', group_label).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw new ApiError(Code.NOT_FOUND, 'configNotFound');
      app.settings.forget();
      if (label === 'version' && group_label === constants.accessLabel) await app.realtime.publish(null, { event: 'version', data: { value } });
      const item = await db.selectFrom('config_items').select(['label', 'group_label', 'value', 'status']).where('label', '=', label).where('group_label', '=', group_label).executeTakeFirstOrThrow();
      return ok(item);
    },
  );

  app.get<{ Querystring: { app_id: number } }>(
    '/getFrontConfig',
    { config: { public: true }, schema: { querystring: frontQuery, response: answers({ type: 'object', additionalProperties: true }) } },
    async (request) => {
      return ok({ app_id: request.query.app_id, ...(await frontConfig(db)) });
    },
  );
}
