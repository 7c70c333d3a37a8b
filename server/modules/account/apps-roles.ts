import type { FastifyInstance } from 'fastify';
import { ApiError, Code, answers, ok } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';

const RECORD_ID = { $ref: 'params.schema.json#/definitions/RecordId' };
const APP_ID = { $ref: 'params.schema.json#/definitions/AppId' };

/** What each application is called (spec 000 §9: this product is app 44; 12 is the mobile approval app). */
const APP_NAMES: Readonly<Record<number, { zh: string; en: string }>> = {
  44: { zh: 'HKWL 业务平台', en: 'HKWL business platform' },
  12: { zh: '移动审批', en: 'Mobile approval' },
};

const roleAnswer = { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } };

/**
 * account/app, account/role and role/index (spec 000 §7): the applications the caller's position opens, the
 * roles it holds, and every role (for pickers, at most 1000). A position_org_id given must be the caller's
 * current one (4403 otherwise): another position's grants are not told.
 */
export async function appsAndRoles(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const ownPosition = (session: ReturnType<typeof sessionOf>, positionOrgId: number | undefined) => {
    if (positionOrgId !== undefined && positionOrgId !== session.positionOrgId) throw new ApiError(Code.FORBIDDEN, 'notYourPosition');
  };

  app.get<{ Querystring: { position_org_id?: number; app_id?: number } }>(
    '/app',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { position_org_id: RECORD_ID, app_id: APP_ID } },
        response: answers({ type: 'array', items: { type: 'object', additionalProperties: false, required: ['app_id', 'name', 'name_en'], properties: { app_id: { type: 'integer' }, name: { type: 'string' }, name_en: { type: 'string' } } } }),
      },
      config: { readOnly: true },
    },
    async (request) => {
      const session = sessionOf(request);
      ownPosition(session, request.query.position_org_id);
      let query = db
        .selectFrom('role_menus as rm')
        .innerJoin('perm_nodes as p', 'p.id', 'rm.menu_id')
        .select('p.app_id')
        .distinct()
        .where('rm.role_id', '=', session.roleId);
      if (request.query.app_id !== undefined) query = query.where('p.app_id', '=', request.query.app_id);
      const rows = await query.orderBy('p.app_id').execute();
      return ok(rows.map((r) => ({ app_id: r.app_id, name: APP_NAMES[r.app_id]?.zh ?? String(r.app_id), name_en: APP_NAMES[r.app_id]?.en ?? String(r.app_id) })));
    },
  );

  app.get<{ Querystring: { position_org_id?: number; page: number; limit: number } }>(
    '/role',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            position_org_id: RECORD_ID,
            where: { $ref: 'params.schema.json#/definitions/JsonText' },
            page: { $ref: 'params.schema.json#/definitions/PageNumber', default: 1 },
            limit: { $ref: 'params.schema.json#/definitions/PageLimit', default: 15 },
          },
        },
        response: answers({ type: 'object', required: ['data', 'total'], properties: { data: { type: 'array', items: roleAnswer }, total: { type: 'integer' } } }),
      },
      config: { readOnly: true },
    },
    async (request) => {
      const session = sessionOf(request);
      ownPosition(session, request.query.position_org_id);
      // The roles of the caller's current position (a position holds one role in this product).
      const roles = await db
        .selectFrom('user_positions as up')
        .innerJoin('roles as r', 'r.id', 'up.role_id')
        .select(['r.id', 'r.name'])
        .distinct()
        .where('up.user_id', '=', session.userId)
        .where('up.position_org_id', '=', session.positionOrgId)
        .orderBy('r.id')
        .execute();
      const { page, limit } = request.query;
      return ok({ data: roles.slice((page - 1) * limit, page * limit), total: roles.length });
    },
  );
}

/** GET role/index (spec 000 §7, limit 1000): every role, for pickers. */
export async function roleIndex(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { limit: number } }>(
    '/index',
    {
      schema: {
        querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 1000, finite: true, default: 1000 } } },
        response: answers({ type: 'object', required: ['data', 'total'], properties: { data: { type: 'array', items: roleAnswer }, total: { type: 'integer' } } }),
      },
      config: { readOnly: true },
    },
    async (request) => {
      sessionOf(request);
      const rows = await app.database.db.selectFrom('roles').select(['id', 'name']).orderBy('id').limit(request.query.limit).execute();
      return ok({ data: rows, total: rows.length });
    },
  );
}
