import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import { createRealtimeHub } from '../modules/realtime/hub.js';
import './fastify-types.js';

/** The realtime hub on the app instance (modules publish through it) and WebSocket support. */
export const realtimePlugin = fp(
  async (app) => {
    const hub = createRealtimeHub(app.database);
    app.decorate('realtime', hub);
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    // An upgrade refused before it became a WebSocket (no session, a bad query) has had its envelope
    // written; its socket would otherwise stay open and hold the server's close.
    app.addHook('onResponse', (request, _reply, done) => {
      if (request.headers.upgrade?.toLowerCase() === 'websocket') request.raw.socket?.destroy();
      done();
    });
    app.addHook('onReady', () => hub.start());
    app.addHook('onClose', () => hub.stop());
  },
  { name: 'realtime', dependencies: ['database'] },
);
