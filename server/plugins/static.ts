import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import constants from '../../schemas/constants.json';
import { Code } from '../http/envelope.js';
import { message, requestLanguage } from '../http/messages.js';
import { readCookie, SESSION_COOKIE } from '../http/session-cookie.js';

/** What the web build lists for a signed-in cold start to fetch beside its entry (scripts/boot-preload.ts). */
const BOOT_PRELOAD_FILE = 'boot-preload.json';
const ASSET_PATH = /^\/assets\/[\w.-]+\.js$/;

/** A list of the build's own script files, or none when it holds anything else. */
const scriptFiles = (files: unknown): string[] => (Array.isArray(files) && files.every((file) => typeof file === 'string' && ASSET_PATH.test(file)) ? (files as string[]) : []);

/**
 * The build's lists of a signed-in cold start's chunks: `files`, preloaded beside the entry, and `pages`, which the
 * entry preloads once the session's calls are out (src/app/page-chunks.ts); each kept only if every entry is one of
 * its own script files.
 */
function bootPreloads(root: string): { files: string[]; pages: string[] } {
  try {
    const listed = JSON.parse(readFileSync(resolve(root, BOOT_PRELOAD_FILE), 'utf8')) as { files?: unknown; pages?: unknown } | null;
    return { files: scriptFiles(listed?.files), pages: scriptFiles(listed?.pages) };
  } catch {
    return { files: [], pages: [] };
  }
}

/** The meta tag that names the page's chunks for the entry to preload (src/app/page-chunks.ts reads it). */
export const PAGE_CHUNKS_META = constants.pageChunksMeta;

/** The page with the page chunks' meta tag in its head. */
export function withPageChunks(html: string, files: readonly string[]): string {
  if (files.length === 0 || !html.includes('</head>')) return html;
  return html.replace('</head>', `<meta name="${PAGE_CHUNKS_META}" content="${files.join(' ')}"></head>`);
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
    const preloads = serveWeb ? bootPreloads(root) : { files: [], pages: [] };
    const signedInHtml = serveWeb ? withPageChunks(withModulePreloads(indexHtml, preloads.files), preloads.pages) : '';
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
