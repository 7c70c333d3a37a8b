import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { messageCounts } from '../message/counts.js';

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
