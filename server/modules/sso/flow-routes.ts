import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthorizeQuery, CallbackQuery, SsoErrorReason } from '../../../schemas/generated/sso.js';
import type { SsoProviderTable } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { signIn } from '../account/sign-in.js';
import { authorizationRequest, verifyCallback, type OidcClients } from './oidc.js';
import { readProvider } from './providers.js';
import { createFlow, createTicket, keepFlowCookie, sha256, takeFlow } from './store.js';

const S = 'sso.schema.json#/definitions/';
export const DEFAULT_TARGET = '/message';
/** A Host header fit to build the callback address from (the name, an IPv4 or bracketed IPv6, a port). */
const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](?::\d{1,5})?$/;

/** The SPA's landing page of the provider, told why the flow stopped (it shows the reason in both languages). */
function backToLanding(reply: FastifyReply, provider: string, reason: SsoErrorReason, target: string) {
  const query = new URLSearchParams({ error: reason });
  if (target !== DEFAULT_TARGET) query.set('redirect', target);
  return reply.header('cache-control', 'no-store').redirect(`/account/${provider}?${query.toString()}`, 302);
}

/** The callback address the provider must have registered: configured, else this server's own. */
function callbackUri(request: FastifyRequest, row: SsoProviderTable, prefix: string): string {
  if (row.redirect_uri) return row.redirect_uri;
  if (!HOST.test(request.host)) throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'Host' });
  return `${request.protocol}://${request.host}${prefix}/${row.provider}/callback`;
}

/**
 * GET <prefix>/:provider/authorize and GET <prefix>/:provider/callback: the authorisation-code flow with
 * PKCE, state and nonce (openid-client). Both are browser navigations: an unknown provider answers the
 * envelope (4404), everything after that ends in a redirect to a SPA page.
 */
export async function flowRoutes(app: FastifyInstance, clients: OidcClients): Promise<void> {
  const { db } = app.database;

  app.get<{ Params: { provider: string }; Querystring: AuthorizeQuery }>(
    '/:provider/authorize',
    { config: { public: true }, schema: { params: { $ref: `${S}ProviderParams` }, querystring: { $ref: `${S}AuthorizeQuery` } } },
    async (request, reply) => {
      const row = await readProvider(db, request.params.provider);
      const target = request.query.redirect ?? DEFAULT_TARGET;
      if (row.enabled !== 1) return backToLanding(reply, row.provider, 'disabled', target);
      const redirectUri = callbackUri(request, row, app.prefix);
      let authorization;
      try {
        authorization = await authorizationRequest(await clients.configuration(row), redirectUri, row.scopes);
      } catch (error) {
        request.log.error({ err: error, provider: row.provider }, 'single sign-on: the provider could not be discovered');
        return backToLanding(reply, row.provider, 'unavailable', target);
      }
      const secret = keepFlowCookie(request, reply);
      await createFlow(db, {
        state: authorization.state,
        provider: row.provider,
        browser_hash: sha256(secret),
        nonce: authorization.nonce,
        code_verifier: authorization.codeVerifier,
        redirect_uri: redirectUri,
        target,
      });
      return reply.header('cache-control', 'no-store').redirect(authorization.url.href, 302);
    },
  );

  app.get<{ Params: { provider: string }; Querystring: CallbackQuery }>(
    '/:provider/callback',
    { config: { public: true }, schema: { params: { $ref: `${S}ProviderParams` }, querystring: { $ref: `${S}CallbackQuery` } } },
    async (request, reply) => {
      const row = await readProvider(db, request.params.provider);
      const flow = await takeFlow(db, request, row.provider, request.query.state);
      if (!flow) return backToLanding(reply, row.provider, 'expired', DEFAULT_TARGET);
      const target = flow.target;
      if (request.query.error) {
        const denied = request.query.error === 'access_denied';
        if (!denied) request.log.error({ provider: row.provider, error: request.query.error, description: request.query.error_description }, 'single sign-on: the provider answered an error');
        return backToLanding(reply, row.provider, denied ? 'denied' : 'failed', target);
      }
      if (row.enabled !== 1) return backToLanding(reply, row.provider, 'disabled', target);
      let configuration;
      try {
        configuration = await clients.configuration(row);
      } catch (error) {
        request.log.error({ err: error, provider: row.provider }, 'single sign-on: the provider could not be discovered');
        return backToLanding(reply, row.provider, 'unavailable', target);
      }
      // The address the provider redirected to, as it was sent: openid-client reads the code, state and iss from it.
      const callbackUrl = new URL(flow.redirect_uri);
      for (const [name, value] of Object.entries(request.query as Record<string, unknown>)) {
        if (typeof value === 'string') callbackUrl.searchParams.set(name, value);
      }
      let identity;
      try {
        identity = await verifyCallback(configuration, callbackUrl, { state: flow.state, nonce: flow.nonce, codeVerifier: flow.code_verifier });
        if (identity.subject.length > 255) throw new Error('the subject is longer than 255 characters');
      } catch (error) {
        request.log.error({ err: error, provider: row.provider }, 'single sign-on: the code or the ID token did not check out');
        return backToLanding(reply, row.provider, 'failed', target);
      }

      const linked = await db
        .selectFrom('sso_identities as i')
        .innerJoin('users as u', 'u.id', 'i.user_id')
        .select(['u.id', 'u.status'])
        .where('i.provider', '=', row.provider)
        .where('i.subject', '=', identity.subject)
        .executeTakeFirst();
      if (!linked) {
        const ticket = await createTicket(db, {
          provider: row.provider,
          subject: identity.subject,
          claims: JSON.stringify(identity.claims),
          scopes: row.scopes,
          browser_hash: flow.browser_hash,
          target,
        });
        return reply.header('cache-control', 'no-store').redirect(`/account/binduser?ticket=${ticket}`, 302);
      }
      let answer;
      try {
        answer = await signIn(db, request, reply, linked);
      } catch (error) {
        if (error instanceof ApiError && (error.code === Code.ACCOUNT_DISABLED || error.code === Code.NO_POSITION)) {
          return backToLanding(reply, row.provider, error.code === Code.ACCOUNT_DISABLED ? 'account' : 'position', target);
        }
        throw error;
      }
      // The client token rides in the fragment: never sent to a server, never in a Referer. Alone it opens
      // nothing (the session secret is in the httpOnly cookie signIn just set).
      const fragment = new URLSearchParams({ token: answer.token, choose: String(answer.need_choose_position) });
      return reply
        .header('cache-control', 'no-store')
        .redirect(`/account/redirect?${new URLSearchParams({ redirect: target }).toString()}#${fragment.toString()}`, 302);
    },
  );
}
