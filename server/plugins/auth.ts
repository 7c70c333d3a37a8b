import fp from 'fastify-plugin';
import { createSessionCache } from '../http/session-cache.js';
import { resolveSession, resolveSessionBeside, type SessionContext } from '../http/session.js';
import { errorAnswer } from './envelope.js';
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
    // A callback hook: only the few answers with a check pending wait; the rest pay for no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const check = request.sessionCheck;
      if (!check) return done(null, payload);
      request.sessionCheck = null;
      void check.then((failure) => done(null, failure ? JSON.stringify(errorAnswer(failure, request, reply)) : payload));
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
