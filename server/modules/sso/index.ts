import type { FastifyInstance } from 'fastify';
import { createRateLimiter } from '../account/rate-limit.js';
import { adminRoutes } from './admin-routes.js';
import { bindRoutes } from './bind-routes.js';
import { flowRoutes } from './flow-routes.js';
import { createOidcClients } from './oidc.js';
import { tokenCodeRoutes } from './tokencode-routes.js';

/** Account bindings (password checks) an address may try per minute, successes aside (as account/login). */
export const BIND_CALLS_PER_MINUTE = 20;

/**
 * Single sign-on (issue 6), under /api/access/sso: the OpenID Connect flow per provider (openid-client),
 * linking identities to users, token codes and the providers' configuration. Every sign-in ends in
 * account/sign-in.ts `signIn`. The discovery cache and the bind budget belong to this app instance.
 */
export async function ssoModule(app: FastifyInstance): Promise<void> {
  const clients = createOidcClients();
  const bindLimit = createRateLimiter(BIND_CALLS_PER_MINUTE, 60_000);
  await adminRoutes(app);
  await flowRoutes(app, clients);
  await bindRoutes(app, bindLimit);
  await tokenCodeRoutes(app);
}
