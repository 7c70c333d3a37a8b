import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { createSessionCache } from '../http/session-cache.js';
import { ApiError } from '../http/envelope.js';
import { resolveSession, resolveSessionBeside, type SessionContext } from '../http/session.js';
import { envelopeFor } from './envelope.js';
import './fastify-types.js';

/**
 * One hook for every route: a route is private unless its config says `public: true`, so forgetting a
 * call cannot open an endpoint. It runs on request, before the body is parsed and validated, so a caller
 * without a session hears 4001 whatever else is wrong with the call.
 *
 * A `readOnly` route with a session known from the cache runs while that session's revocation is read,
 * and its answer waits for the read: a session revoked meanwhile gets 4001 in place of the answer, never
 * the data. Every other route waits for the read before it starts.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('sessionCheck', null);
    const cache = createSessionCache<SessionContext>();
    app.addHook('onRequest', async (request) => {
      if (request.is404 || request.routeOptions.config.public) return;
      if (!request.routeOptions.config.readOnly) {
        request.session = await resolveSession(app.database.db, request, cache, app.database.quick);
        return;
      }
      const { context, check } = await resolveSessionBeside(app.database.db, request, cache, app.database.quick);
      request.session = context;
      request.sessionCheck = check;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const check = request.sessionCheck;
      if (!check) return payload;
      request.sessionCheck = null;
      const failure = await check;
      if (!failure) return payload;
      // Any other error is a read that failed: a 5000.
      const { status, body } = envelopeFor(failure instanceof ApiError ? failure : (failure as FastifyError), request);
      if (status >= 500) request.log.error({ err: failure, url: request.url }, 'session check failed');
      void reply.status(status).type('application/json; charset=utf-8');
      return JSON.stringify(body);
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
