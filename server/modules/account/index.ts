import type { FastifyInstance } from 'fastify';
import constants from '../../../schemas/constants.json';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { DUMMY_HASH, verifyPassword } from '../../http/password.js';
import { openSession, revokeSession, sessionOf } from '../../http/session.js';
import { clearSessionCookie, setSessionCookie } from '../../http/session-cookie.js';
import { clearFailures, mobileKey, passCaptchaGate, recordFailure } from './login-guard.js';
import { loginUser } from './login-user.js';
import { passwordExpired } from './password.js';
import { permissionTree } from './perms-tree.js';
import { withResourceForm } from '../../forms/resource-form.js';
import { listPositions } from './positions.js';
import { appsAndRoles } from './apps-roles.js';
import { createRateLimiter } from './rate-limit.js';
import { securityRoutes, spending } from './security-routes.js';
import { signIn } from './sign-in.js';

const P = 'params.schema.json#/definitions/';

const loginBody = {
  type: 'object',
  required: ['user_mobile', 'password'],
  properties: {
    user_mobile: { type: 'string', $ref: `${P}ShortText`, minLength: 1, maxLength: 32 },
    password: { type: 'string', $ref: `${P}ShortText`, minLength: 1, maxLength: 64 },
    from_app_id: { $ref: `${P}AppId` },
    captcha: { type: 'string', $ref: `${P}ShortText`, maxLength: 8 },
  },
} as const;

/** Sign-in calls (login, loginByCode, verifyCode, checkCaptcha, resetPassword) an address may make per minute, successes aside. */
export const SIGN_IN_CALLS_PER_MINUTE = 20;
/** Password sign-in calls one address may make per minute, whatever the accounts (a flood guard), successes aside. */
export const ADDRESS_SIGN_INS_PER_MINUTE = 300;
/** Captcha pictures an address may load per minute. */
export const CAPTCHA_IMAGES_PER_MINUTE = 60;

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
  const resourceAt = (address: string) => app.resources.atAddress(address);
  // Per app instance (see rate-limit.ts): each buildApp gets its own budgets.
  const signInLimit = createRateLimiter(SIGN_IN_CALLS_PER_MINUTE, 60_000);
  const imageLimit = createRateLimiter(CAPTCHA_IMAGES_PER_MINUTE, 60_000);

  // Sign-in by password is limited per address and account (one person hammering one account), and per
  // address only as a flood guard: an office behind one address is never locked out by one colleague. Once an
  // address has spent its budget of failed sign-in calls, every sign-in from it needs the captcha instead.
  const accountLimit = createRateLimiter(SIGN_IN_CALLS_PER_MINUTE, 60_000);
  const floodLimit = createRateLimiter(ADDRESS_SIGN_INS_PER_MINUTE, 60_000);
  app.post<{ Body: { user_mobile: string; password: string; captcha?: string } }>(
    '/login',
    {
      config: { public: true },
      onRequest: spending(floodLimit),
      schema: { body: loginBody, response: answers(ref('session-answers.schema.json', 'LoginAnswer')) },
    },
    async (request, reply) => {
      const mobile = mobileKey(request.body.user_mobile);
      const key = `${request.ip}|${mobile}`;
      if (!accountLimit.take(key)) throw new ApiError(Code.RATE_LIMITED, 'rateLimited');
      await passCaptchaGate(db, mobile, request.body.captcha, signInLimit.spent(request.ip));
      const user = await db.selectFrom('users').selectAll().where('user_mobile', '=', mobile).executeTakeFirst();
      const passwordOk = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !passwordOk) {
        await recordFailure(db, mobile);
        // A failure counts against the address's budget of sign-in calls (shared with codes and resets).
        signInLimit.take(request.ip);
        throw new ApiError(Code.BAD_CREDENTIALS, 'badCredentials');
      }
      const answer = await signIn(db, request, reply, user);
      await clearFailures(db, mobile);
      accountLimit.give(key);
      floodLimit.give(request.ip);
      return ok(answer);
    },
  );

  await securityRoutes(app, signInLimit, imageLimit);
  await appsAndRoles(app);

  app.get('/info', { schema: { querystring: appQuery, response: answers(ref('login-user.schema.json')) } }, async (request) => {
    const session = sessionOf(request);
    const user = await db.selectFrom('users').select('password_changed_at').where('id', '=', session.userId).executeTakeFirst();
    // Spec 000 §8: the client alerts 修改密码 and opens the find-password page.
    if (user && passwordExpired(user.password_changed_at)) throw new ApiError(Code.PASSWORD_EXPIRED, 'passwordExpired');
    return ok(await loginUser(db, session));
  });

  app.get('/status', { schema: { response: answers(ref('session-answers.schema.json', 'AccountStatus')) } }, async (request) => {
    const session = sessionOf(request);
    return ok({ status: 1, user_id: session.userId, position_org_id: session.positionOrgId });
  });

  app.get<{ Querystring: { app_id: number } }>(
    '/perms',
    { schema: { querystring: appQuery, response: answers({ type: 'array', items: ref('perm-node.schema.json') }) } },
    // A form menu's fields answer with what their resource fields declare (titles, controls), as its compiled page shows them.
    async (request) => ok(await permissionTree(db, sessionOf(request).roleId, request.query.app_id, (node) => withResourceForm(node, resourceAt))),
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
