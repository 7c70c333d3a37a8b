import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { Code } from '../http/envelope.js';
import { message, requestLanguage } from '../http/messages.js';

/** The built web app with its SPA fallback; unknown API paths answer a 404 envelope. */
export const staticPlugin = fp<{ webRoot?: string }>(
  async (app, { webRoot }) => {
    const root = webRoot ? resolve(webRoot) : undefined;
    const serveWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
    // The SPA entry, read once per app: every client-side route answers it.
    const indexHtml = serveWeb ? readFileSync(resolve(root, 'index.html'), 'utf8') : '';
    if (serveWeb) {
      // The web app's files are public; the routes are marked so in their own context, where the mark stays.
      await app.register(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...(route.config as object), public: true };
        });
        await files.register(fastifyStatic, { root, wildcard: false, preCompressed: true });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (!serveWeb || request.url.startsWith('/api/') || request.method !== 'GET') {
        void reply.status(404).send({ code: Code.NOT_FOUND, msg: message(requestLanguage(request), 'routeNotFound'), data: null });
        return;
      }
      // Client-side routes: the web app decides what an unknown path shows (its 404 page).
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    });
  },
  { name: 'static' },
);
