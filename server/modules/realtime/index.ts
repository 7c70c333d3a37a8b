import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { messageCounts } from '../message/counts.js';

/** Origins besides the page's own that may open the socket (ALLOWED_ORIGINS, comma-separated, e.g. a separate web host). */
function allowedOrigins(): ReadonlySet<string> {
  return new Set((process.env.ALLOWED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean));
}

/** A browser's upgrade names its page's origin: the same host as the socket's, or one the settings allow. No Origin (not a browser) passes. */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed = allowedOrigins()): boolean {
  if (origin === undefined) return true;
  if (allowed.has(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * GET /api/realtime (WebSocket): one per browser (the tabs share it, src/services/realtime). The session
 * is checked on the upgrade, with the client token in `?token=` and the httpOnly cookie. On connect the
 * socket gets the current counters; later ones arrive as they change. Clients send nothing but pings.
 */
export async function realtimeModule(app: FastifyInstance): Promise<void> {
  app.route({
    method: 'GET',
    url: '/',
    config: { tokenInQuery: true },
    // A page of another site cannot open the user's socket with their cookie (cross-site WebSocket hijacking).
    onRequest: (request, _reply, done) => done(originAllowed(request.headers.origin, request.headers.host) ? undefined : new ApiError(Code.FORBIDDEN, 'badOrigin')),
    schema: { querystring: { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } } },
    // A plain GET (no upgrade) gets an envelope saying what this address is for.
    handler: async () => {
      throw new ApiError(Code.BAD_REQUEST, 'badRequest', { detail: 'WebSocket upgrade required' });
    },
    wsHandler: (socket, request) => {
      const { userId } = sessionOf(request);
      const unsubscribe = app.realtime.subscribe(userId, (text) => socket.send(text));
      socket.on('close', unsubscribe);
      socket.on('message', (data) => {
        if (String(data) === 'ping') socket.send('pong');
      });
      void messageCounts(app.database.db, userId).then(
        (counts) => socket.send(JSON.stringify({ event: 'message-count', data: counts })),
        (error: unknown) => request.log.error({ err: error }, 'realtime: first counters failed'),
      );
    },
  });
}
