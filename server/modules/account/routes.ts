import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError, Code, ok } from '../../http/envelope.js';
import { DUMMY_HASH, verifyPassword } from '../../http/password.js';
import { openSession, requireSession, revokeSession } from '../../http/session.js';
import { loginUser } from './login-user.js';
import { permissionTree } from './perms-tree.js';
import { listPositions } from './positions.js';

const loginBody = {
  type: 'object',
  required: ['user_mobile', 'password'],
  properties: {
    user_mobile: { type: 'string', minLength: 1, maxLength: 32 },
    password: { type: 'string', minLength: 1, maxLength: 64 },
    from_app_id: { type: ['integer', 'string'], maxLength: 10 },
  },
} as const;

const appQuery = {
  type: 'object',
  properties: {
    app_id: { type: 'integer', minimum: 0, default: 44 },
    position_org_id: { type: 'integer', minimum: 1 },
    nolayout: { type: ['integer', 'string'] },
  },
} as const;

const changePositionBody = {
  type: 'object',
  required: ['position_org_id'],
  properties: { position_org_id: { type: 'integer', minimum: 1 } },
} as const;

/** The access server's account calls (spec 000 §7). */
export function registerAccountRoutes(app: FastifyInstance, { db }: AppContext): void {
  const prefix = '/api/access/account';

  app.post<{ Body: { user_mobile: string; password: string } }>(`${prefix}/login`, { schema: { body: loginBody } }, async (request) => {
    const mobile = request.body.user_mobile.trim();
    const user = await db.selectFrom('users').selectAll().where('user_mobile', '=', mobile).executeTakeFirst();
    const passwordOk = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
    if (!user || !passwordOk) throw new ApiError(Code.BAD_CREDENTIALS, 'badCredentials');
    if (user.status !== 1) throw new ApiError(Code.ACCOUNT_DISABLED, 'accountDisabled');
    const positions = await listPositions(db, user.id);
    if (positions.length === 0) throw new ApiError(Code.NO_POSITION, 'noPosition');
    const token = await openSession(db, user.id, positions[0].position_org_id);
    return ok({ token, position_org_id: positions[0].position_org_id, need_choose_position: positions.length > 1 ? 1 : 0 });
  });

  app.get(`${prefix}/info`, { schema: { querystring: appQuery } }, async (request) => {
    const session = await requireSession(db, request);
    return ok(await loginUser(db, session));
  });

  app.get(`${prefix}/status`, async (request) => {
    const session = await requireSession(db, request);
    return ok({ status: 1, user_id: session.userId, position_org_id: session.positionOrgId });
  });

  app.get<{ Querystring: { app_id: number } }>(`${prefix}/perms`, { schema: { querystring: appQuery } }, async (request) => {
    const session = await requireSession(db, request);
    return ok(await permissionTree(db, session.roleId, request.query.app_id));
  });

  app.get(`${prefix}/positionOrg`, async (request) => {
    const session = await requireSession(db, request);
    const positions = await listPositions(db, session.userId);
    return ok(positions.map((p) => ({ ...p, is_current: p.position_org_id === session.positionOrgId ? 1 : 0 })));
  });

  app.post<{ Body: { position_org_id: number } }>(
    `${prefix}/changePositionOrg`,
    { schema: { body: changePositionBody } },
    async (request) => {
      const session = await requireSession(db, request);
      const positions = await listPositions(db, session.userId);
      const target = positions.find((p) => p.position_org_id === request.body.position_org_id);
      if (!target) throw new ApiError(Code.FORBIDDEN, 'notYourPosition');
      const token = await openSession(db, session.userId, target.position_org_id);
      await revokeSession(db, session.sessionId);
      return ok({ token, position_org_id: target.position_org_id });
    },
  );

  app.get(`${prefix}/logout`, async (request) => {
    const session = await requireSession(db, request);
    await revokeSession(db, session.sessionId);
    return ok(null);
  });
}
