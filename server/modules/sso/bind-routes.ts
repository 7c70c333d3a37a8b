import type { FastifyInstance } from 'fastify';
import type { BindBody, ConfirmBody, SsoProvider, TicketInfo, TicketQuery } from '../../../schemas/generated/sso.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { DUMMY_HASH, verifyPassword } from '../../http/password.js';
import { clearFailures, mobileKey, passCaptchaGate, recordFailure } from '../account/login-guard.js';
import type { RateLimiter } from '../account/rate-limit.js';
import { spending } from '../account/security-routes.js';
import { signIn } from '../account/sign-in.js';
import { readProvider } from './providers.js';
import { loadTicket, secondsLeft } from './store.js';

const S = 'sso.schema.json';

function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

function parseClaims(text: string): Record<string, string> {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Linking an identity the provider vouched for to a user (spec 000 §2.1 /account/binduser and
 * /account/confirmauth), all public and all needing this browser's flow cookie with the ticket:
 * GET ticket (what the provider shares, and who proved themselves), POST bind (mobile and password, under
 * the same captcha gate and failure count as account/login; nothing is linked yet), POST confirm (links and
 * signs in).
 */
export async function bindRoutes(app: FastifyInstance, limit: RateLimiter): Promise<void> {
  const { db } = app.database;

  app.get<{ Querystring: TicketQuery }>(
    '/ticket',
    { config: { public: true }, schema: { querystring: ref(S, 'TicketQuery'), response: answers(ref(S, 'TicketInfo')) } },
    async (request) => {
      const ticket = await loadTicket(db, request, request.query.ticket);
      const provider = await readProvider(db, ticket.provider);
      const user = ticket.user_id
        ? await db.selectFrom('users').select(['user_name', 'user_mobile']).where('id', '=', ticket.user_id).executeTakeFirst()
        : undefined;
      const info: TicketInfo = {
        provider: provider.provider as SsoProvider,
        name: provider.name,
        name_en: provider.name_en,
        scopes: ticket.scopes.split(' ').filter(Boolean),
        claims: parseClaims(ticket.claims),
        account: user ? { user_name: user.user_name, user_mobile: maskMobile(user.user_mobile) } : null,
        redirect: ticket.target,
        expires_in: secondsLeft(ticket.expires_at),
      };
      return ok(info);
    },
  );

  app.post<{ Body: BindBody }>(
    '/bind',
    { config: { public: true }, onRequest: spending(limit), schema: { body: ref(S, 'BindBody'), response: answers({ type: 'null' }) } },
    async (request) => {
      // The ticket first: without a live one of this browser, no password is checked and nothing is counted.
      const ticket = await loadTicket(db, request, request.body.ticket);
      const mobile = mobileKey(request.body.user_mobile);
      await passCaptchaGate(db, mobile, request.body.captcha);
      const user = await db.selectFrom('users').select(['id', 'status', 'password_hash']).where('user_mobile', '=', mobile).executeTakeFirst();
      const passwordOk = await verifyPassword(request.body.password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !passwordOk) {
        await recordFailure(db, mobile);
        throw new ApiError(Code.BAD_CREDENTIALS, 'badCredentials');
      }
      if (user.status !== 1) throw new ApiError(Code.ACCOUNT_DISABLED, 'accountDisabled');
      await db.updateTable('sso_tickets').set({ user_id: user.id }).where('id', '=', ticket.id).execute();
      await clearFailures(db, mobile);
      limit.give(request.ip);
      return ok(null);
    },
  );

  app.post<{ Body: ConfirmBody }>(
    '/confirm',
    { config: { public: true }, schema: { body: ref(S, 'ConfirmBody'), response: answers(ref(S, 'SignInAnswer')) } },
    async (request, reply) => {
      const ticket = await loadTicket(db, request, request.body.ticket);
      if (!ticket.user_id) throw new ApiError(Code.BAD_REQUEST, 'ssoTicketUnproven');
      const provider = await readProvider(db, ticket.provider);
      if (provider.enabled !== 1) throw new ApiError(Code.FORBIDDEN, 'ssoDisabled');
      const user = await db.selectFrom('users').select(['id', 'status']).where('id', '=', ticket.user_id).executeTakeFirstOrThrow();
      await db
        .insertInto('sso_identities')
        .values({ provider: ticket.provider, subject: ticket.subject, user_id: user.id, created_at: nowStamp() })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
      // Another tab may have linked the identity meanwhile: to this user is fine, to another is not.
      const linked = await db
        .selectFrom('sso_identities')
        .select('user_id')
        .where('provider', '=', ticket.provider)
        .where('subject', '=', ticket.subject)
        .executeTakeFirstOrThrow();
      await db.deleteFrom('sso_tickets').where('id', '=', ticket.id).execute();
      if (linked.user_id !== user.id) throw new ApiError(Code.BAD_REQUEST, 'ssoAlreadyLinked');
      const answer = await signIn(db, request, reply, user);
      return ok({ ...answer, redirect: ticket.target });
    },
  );
}
