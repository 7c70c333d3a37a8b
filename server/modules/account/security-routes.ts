import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMainlandMobile } from '../../../rules/index.js';
import type {
  CaptchaQuery, CheckCaptchaBody, LoginByCodeBody, ResetPasswordBody, VerifyCodeBody,
} from '../../../schemas/generated/account-security.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { resolveSession } from '../../http/session.js';
import { issueCaptcha } from './captcha.js';
import { clearFailures, mobileKey, needsCaptcha, passCaptchaGate, recordFailure } from './login-guard.js';
import { changePassword, checkNotReused, checkPasswordPolicy } from './password.js';
import type { RateLimiter } from './rate-limit.js';
import { signIn } from './sign-in.js';
import { CODE_TTL_SECONDS, consumeCode, issueCode, matchCode, RESEND_SECONDS, useCode, verifyTarget } from './verify-code.js';

const S = 'account-security.schema.json';

/** An onRequest hook spending one call of the address's budget: 4429 once it is spent. */
export function spending(limiter: RateLimiter) {
  return async (request: FastifyRequest) => {
    if (!limiter.take(request.ip)) throw new ApiError(Code.RATE_LIMITED, 'rateLimited');
  };
}

/** The caller's own session when a signed-in user changes their password, else null. */
async function ownSession(app: FastifyInstance, request: FastifyRequest): Promise<{ sessionId: string; userId: number } | null> {
  if (!request.headers.authorization) return null;
  try {
    return await resolveSession(app.database.db, request);
  } catch {
    return null;
  }
}

/**
 * Sign-in protection, verification codes and the password reset (issue 6), all public, under
 * /api/access/account. `signInLimit` is the per-address budget shared with account/login; `imageLimit`
 * is the captcha picture's own.
 */
export async function securityRoutes(app: FastifyInstance, signInLimit: RateLimiter, imageLimit: RateLimiter): Promise<void> {
  const { db } = app.database;

  app.post<{ Body: CheckCaptchaBody }>(
    '/checkCaptcha',
    { config: { public: true }, onRequest: spending(signInLimit), schema: { body: ref(S, 'CheckCaptchaBody'), response: answers({ type: 'null' }) } },
    async (request) => {
      if (await needsCaptcha(db, mobileKey(request.body.mobile))) throw new ApiError(Code.CAPTCHA_REQUIRED, 'captchaRequired');
      signInLimit.give(request.ip);
      return ok(null);
    },
  );

  app.get<{ Querystring: CaptchaQuery }>(
    '/captcha',
    { config: { public: true }, onRequest: spending(imageLimit), schema: { querystring: ref(S, 'CaptchaQuery') } },
    async (request, reply) => {
      const mobile = mobileKey(request.query.user_mobile);
      if (!isMainlandMobile(mobile)) throw new ApiError(Code.BAD_REQUEST, 'mobileInvalid');
      const svg = await issueCaptcha(db, mobile);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'no-store').send(svg);
    },
  );

  app.post<{ Body: VerifyCodeBody }>(
    '/verifyCode',
    {
      config: { public: true },
      onRequest: spending(signInLimit),
      schema: { body: ref(S, 'VerifyCodeBody'), response: answers(ref(S, 'VerifyCodeAnswer')) },
    },
    async (request) => {
      const { drivers, scene, captcha } = request.body;
      const target = verifyTarget(request.body.target, drivers);
      // A mobile that needs a captcha to sign in needs one to be sent a sign-in code too.
      if (scene === 'login' && drivers.includes('sms')) await passCaptchaGate(db, target, captcha);
      await issueCode(db, { target, drivers, scene, language: requestLanguage(request) });
      return ok({ resend_in: RESEND_SECONDS, expires_in: CODE_TTL_SECONDS });
    },
  );

  app.post<{ Body: LoginByCodeBody }>(
    '/loginByCode',
    {
      config: { public: true },
      onRequest: spending(signInLimit),
      schema: { body: ref(S, 'LoginByCodeBody'), response: answers(ref('session-answers.schema.json', 'LoginAnswer')) },
    },
    async (request, reply) => {
      const mobile = mobileKey(request.body.user_mobile);
      const user = (await consumeCode(db, mobile, ['login'], request.body.code))
        ? await db.selectFrom('users').select(['id', 'status']).where('user_mobile', '=', mobile).executeTakeFirst()
        : undefined;
      if (!user) {
        await recordFailure(db, mobile);
        throw new ApiError(Code.CODE_WRONG, 'codeWrong');
      }
      const answer = await signIn(db, request, reply, user);
      await clearFailures(db, mobile);
      signInLimit.give(request.ip);
      return ok(answer);
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/resetPassword',
    { config: { public: true }, onRequest: spending(signInLimit), schema: { body: ref(S, 'ResetPasswordBody'), response: answers({ type: 'null' }) } },
    async (request) => {
      const mobile = mobileKey(request.body.user_mobile);
      // The policy first: a weak password does not use up the code.
      checkPasswordPolicy(request.body.password);
      const matched = await matchCode(db, mobile, ['findpasswd', 'changepasswd'], request.body.code);
      const user = matched
        ? await db.selectFrom('users').select(['id', 'password_hash']).where('user_mobile', '=', mobile).executeTakeFirst()
        : undefined;
      if (!matched || !user) {
        await recordFailure(db, mobile);
        throw new ApiError(Code.CODE_WRONG, 'codeWrong');
      }
      // Checked once the code is proven (no password oracle) and before it is used up (the user may retry).
      await checkNotReused(user, request.body.password);
      if (!(await useCode(db, matched))) throw new ApiError(Code.CODE_WRONG, 'codeWrong');
      const own = await ownSession(app, request);
      await changePassword(db, user.id, request.body.password, own && own.userId === user.id ? own.sessionId : null);
      await clearFailures(db, mobile);
      signInLimit.give(request.ip);
      return ok(null);
    },
  );
}
