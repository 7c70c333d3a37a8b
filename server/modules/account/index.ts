import type { FastifyInstance } from 'fastify';
import constants from '../../../schemas/constants.json';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { DUMMY_HASH, verifyPassword } from '../../http/password.js';
import { openSession, revokeSession, sessionOf } from '../../http/session.js';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.js';
import { loginUser } from './login-user.js';
import { permissionTree } from './perms-tree.js';
import { listPositions } from './positions.js';
import { signIn } from './sign-in.js';

const P = 'params.schema.json#/definitions/';

const loginBody = {
  type: 'object',
  required: ['user_mobile', 'password'],
  properties: {
    user_mobile: { type: 'string', $ref: `${P}ShortText`, minLength: 1, maxLength: 32 },
    password: { type: 'string', $ref: `${P}ShortText`, minLength: 1, maxLength: 64 },
    from_app_id: { $ref: `${P}AppId` },
  },
} as const;

const appQuery = {
  type: 'object',
  properties: {
    app_id: { $ref: `${P}AppId`, default: constants.appId },
    position_org_id: { $ref: `${P}RecordId` },
    nolayout: { $ref: `${P}ShortText` },
  },
} as const;

const changePositionBody = {
  type: 'object',
  required: ['position_org_id'],
  properties: { position_org_id: { $ref: `${P}RecordId` } },
} as const;

/** The access server's account calls (spec 000 §7), under /api/access/account. */
export async function accountModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: { user_mobile: string; password: string } }>(
    '/login',
    { config: { public: true }, schema: { body: loginBody, response: answers(ref('session-answers.schema.json', 'LoginAnswer')) } },
    async (request, reply) => {
      const mobile = request.body.user_mobile.trim();
      const user = await db.selectFrom('users').selectAll().where('user_mobile', '=', mobile).executeTakeFirst();
      const passwordOk = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !passwordOk) throw new ApiError(Code.BAD_CREDENTIALS, 'badCredentials');
      return ok(await signIn(db, request, reply, user));
    },
  );

  app.get('/info', { schema: { querystring: appQuery, response: answers(ref('login-user.schema.json')) } }, async (request) =>
    ok(await loginUser(db, sessionOf(request))),
  );

  app.get('/status', { schema: { response: answers(ref('session-answers.schema.json', 'AccountStatus')) } }, async (request) => {
    const session = sessionOf(request);
    return ok({ status: 1, user_id: session.userId, position_org_id: session.positionOrgId });
  });

  app.get<{ Querystring: { app_id: number } }>(
    '/perms',
    { schema: { querystring: appQuery, response: answers({ type: 'array', items: ref('perm-node.schema.json') }) } },
    async (request) => ok(await permissionTree(db, sessionOf(request).roleId, request.query.app_id)),
  );

  app.get('/positionOrg', { schema: { response: answers({ type: 'array', items: ref('position-record.schema.json') }) } }, async (request) => {
    const session = sessionOf(request);
    const positions = await listPositions(db, session.userId);
    return ok(positions.map((p) => ({ ...p, is_current: p.position_org_id === session.positionOrgId ? 1 : 0 })));
  });

  app.post<{ Body: { position_org_id: number } }>(
    '/changePositionOrg',
    { schema: { body: changePositionBody, response: answers(ref('session-answers.schema.json', 'ChangePositionAnswer')) } },
    async (request, reply) => {
      const session = sessionOf(request);
      const positions = await listPositions(db, session.userId);
      const target = positions.find((p) => p.position_org_id === request.body.position_org_id);
      if (!target) throw new ApiError(Code.FORBIDDEN, 'notYourPosition');
      const opened = await openSession(db, session.userId, target.position_org_id);
      await revokeSession(db, session.sessionId);
      setSessionCookie(request, reply, opened.secret);
      return ok({ token: opened.clientToken, position_org_id: target.position_org_id });
    },
  );

  app.get('/logout', { schema: { response: answers({ type: 'null' }) } }, async (request, reply) => {
    await revokeSession(db, sessionOf(request).sessionId);
    clearSessionCookie(request, reply);
    return ok(null);
  });
}
