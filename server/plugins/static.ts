import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { Code } from '../http/envelope.js';
import { message, requestLanguage } from '../http/messages.js';
import { readCookie, SESSION_COOKIE } from '../http/session-cookie.js';

/** What the web build lists for a signed-in cold start to fetch beside its entry (scripts/boot-preload.ts). */
const BOOT_PRELOAD_FILE = 'boot-preload.json';
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/** The build's list of the cold start's chunks, kept only if every entry is one of its own script files. */
function bootPreloads(root: string): string[] {
  try {
    const listed: unknown = JSON.parse(readFileSync(resolve(root, BOOT_PRELOAD_FILE), 'utf8'));
    const files = (listed as { files?: unknown }).files;
    return Array.isArray(files) && files.every((file) => typeof file === 'string' && ASSET_PATH.test(file)) ? (files as string[]) : [];
  } catch {
    return [];
  }
}

/**
 * The build's assets/ files are named by a hash of their content (vite): a browser keeps them for good and asks
 * nothing again, on a reload too. Served `max-age=0`, a reload asked the server about each of the app's ~90 chunks
 * again, one by one on one thread, and the page's own calls waited behind them.
 */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';

/** The page with module preloads of these chunks in its head. */
export function withModulePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `${files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')}</head>`);
}

/** The built web app with its SPA fallback; unknown API paths answer a 404 envelope. */
export const staticPlugin = fp<{ webRoot?: string }>(
  async (app, { webRoot }) => {
    const root = webRoot ? resolve(webRoot) : undefined;
    const serveWeb = root !== undefined && existsSync(resolve(root, 'index.html'));
    // The SPA entry, read once per app: every client-side route answers it.
    const indexHtml = serveWeb ? readFileSync(resolve(root, 'index.html'), 'utf8') : '';
    // A browser with a session (a reload, a link) is about to load its session and maybe a list page's opening:
    // their code comes beside the entry. Without one (the sign-in page), the page as built.
    const signedInHtml = serveWeb ? withModulePreloads(indexHtml, bootPreloads(root)) : '';
    if (serveWeb) {
      // The web app's files are public; the routes are marked so in their own context, where the mark stays.
      await app.register(async (files) => {
        files.addHook('onRoute', (route) => {
          route.config = { ...(route.config as object), public: true };
        });
        const assets = resolve(root, 'assets') + sep;
        await files.register(fastifyStatic, {
          root,
          wildcard: false,
          preCompressed: true,
          setHeaders: (reply, path) => {
            if (path.startsWith(assets)) reply.header('cache-control', IMMUTABLE_ASSET);
          },
        });
      });
    }
    app.setNotFoundHandler((request, reply) => {
      if (!serveWeb || request.url.startsWith('/api/') || request.method !== 'GET') {
        void reply.status(404).send({ code: Code.NOT_FOUND, msg: message(requestLanguage(request), 'routeNotFound'), data: null });
        return;
      }
      // Client-side routes: the web app decides what an unknown path shows (its 404 page).
      const signedIn = readCookie(request, SESSION_COOKIE) !== null;
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie').send(signedIn ? signedInHtml : indexHtml);
    });
  },
  { name: 'static' },
);
