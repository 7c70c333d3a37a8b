import fp from 'fastify-plugin';
import { createSessionCache } from '../http/session-cache.js';
import { resolveSession, type SessionContext } from '../http/session.js';
import './fastify-types.js';

/**
 * One hook for every route: a route is private unless its config says `public: true`, so forgetting a
 * call cannot open an endpoint. It runs on request, before the body is parsed and validated, so a caller
 * without a session hears 4001 whatever else is wrong with the call.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    const cache = createSessionCache<SessionContext>();
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
      request.session = await resolveSession(app.database.db, request, cache, app.database.quick);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
