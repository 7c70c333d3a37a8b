import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_ASSET, PAGE_CHUNKS_META, staticPlugin, withModulePreloads } from '../../server/plugins/static';

const INDEX = '<!doctype html><html><head><title>HKWL</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';
const roots: string[] = [];
const apps: FastifyInstance[] = [];

/** The web app served from a build whose boot-preload.json says `listed`. */
async function webApp(listed: unknown): Promise<FastifyInstance> {
  const root = mkdtempSync(join(tmpdir(), 'hkwl-boot-'));
  roots.push(root);
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'index.js'), 'void 0');
  writeFileSync(join(root, 'boot-preload.json'), JSON.stringify(listed));
  const app = Fastify({ logger: false });
  await app.register(staticPlugin, { webRoot: root });
  await app.ready();
  apps.push(app);
  return app;
}

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
/** The page chunks the page names for the entry to preload once the calls are out (src/app/page-chunks.ts). */
const pageChunks = (html: string) => new RegExp(`<meta name="${PAGE_CHUNKS_META}" content="([^"]*)">`).exec(html)?.[1]?.split(' ') ?? [];

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('a signed-in cold start’s chunks come beside the entry (scripts/boot-preload.ts)', () => {
  const FILES = ['/assets/encryption-a1.js', '/assets/page-opening-b2.js'];

  it('a browser with a session gets module preloads of the listed chunks in the page’s head; one without, the page as built', async () => {
    const app = await webApp({ files: FILES });
    const signedIn = await app.inject({ method: 'GET', url: '/contract/sales', headers: { cookie: 'language=zh; JWT-Token=abc' } });
    expect(signedIn.statusCode).toBe(200);
    expect(preloads(signedIn.body)).toEqual(FILES);
    expect(signedIn.body.indexOf('modulepreload')).toBeLessThan(signedIn.body.indexOf('</head>'));
    // The answer differs by cookie: a shared cache must not hand one to the other.
    expect(signedIn.headers.vary).toContain('Cookie');
    const anonymous = await app.inject({ method: 'GET', url: '/login' });
    expect(anonymous.body).toBe(INDEX);
    const otherCookie = await app.inject({ method: 'GET', url: '/contract/sales', headers: { cookie: 'language=zh' } });
    expect(preloads(otherCookie.body)).toEqual([]);
  });

  it('the page’s own chunks are named for the entry, not linked: the session’s calls take the connections first', async () => {
    const PAGES = ['/assets/layout-c3.js', '/assets/list-renderers-d4.js'];
    const app = await webApp({ files: FILES, pages: PAGES });
    const signedIn = await app.inject({ method: 'GET', url: '/contract/sales', headers: { cookie: 'JWT-Token=abc' } });
    expect(preloads(signedIn.body)).toEqual(FILES);
    expect(pageChunks(signedIn.body)).toEqual(PAGES);
    expect(signedIn.body.indexOf(PAGE_CHUNKS_META)).toBeLessThan(signedIn.body.indexOf('</head>'));
    const anonymous = await app.inject({ method: 'GET', url: '/login' });
    expect(pageChunks(anonymous.body)).toEqual([]);
    // A list holding anything but the build's own script files names none (the boot chunks stay).
    const bad = await webApp({ files: FILES, pages: ['/assets/a.js', '/assets/b.js" onload="x'] });
    const page = await bad.inject({ method: 'GET', url: '/contract/sales', headers: { cookie: 'JWT-Token=abc' } });
    expect(pageChunks(page.body)).toEqual([]);
    expect(preloads(page.body)).toEqual(FILES);
  });

  it('a list with anything but the build’s own script paths is not used', async () => {
    for (const listed of [{ files: ['/assets/a.js', 'https://evil.example/x.js'] }, { files: ['/assets/a.js"><script>alert(1)</script>'] }, { files: '/assets/a.js' }, ['/assets/a.js']]) {
      const app = await webApp(listed);
      const page = await app.inject({ method: 'GET', url: '/contract/sales', headers: { cookie: 'JWT-Token=abc' } });
      expect(page.body, JSON.stringify(listed)).toBe(INDEX);
    }
  });

  it('API paths still answer the 404 envelope', async () => {
    const app = await webApp({ files: FILES });
    const api = await app.inject({ method: 'GET', url: '/api/nothing/here', headers: { cookie: 'JWT-Token=abc' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ data: null });
  });

  it('withModulePreloads leaves a page without a head as it is', () => {
    expect(withModulePreloads('<p>x</p>', FILES)).toBe('<p>x</p>');
    expect(withModulePreloads(INDEX, [])).toBe(INDEX);
  });
});

describe('the build’s files', () => {
  it('assets/ (named by their content’s hash) are kept for good; the page and the list beside it are asked again', async () => {
    const app = await webApp({ files: [] });
    const asset = await app.inject({ method: 'GET', url: '/assets/index.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(IMMUTABLE_ASSET);
    for (const url of ['/boot-preload.json', '/contract/sales']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(String(answer.headers['cache-control']), url).not.toContain('immutable');
    }
  });
});
