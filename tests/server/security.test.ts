import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import '../../server/plugins/fastify-types'; // app.routeList
import { bearer, login, MOBILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'hkwl-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>HKWL</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer(20, { webRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** The CSP as directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(header.split(';').map((d) => d.trim()).filter(Boolean).map((d) => {
    const [name, ...sources] = d.split(/\s+/);
    return [name, sources] as const;
  }));
}

function expectSecurityHeaders(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options'], what).toBe('SAMEORIGIN');
  const policy = csp(response);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src')?.[0], what).toBe("'self'");
  // Scripts from this origin only: no inline script and no code made at run time (the page validators are precompiled).
  expect(policy.get('script-src'), what).toEqual(["'self'"]);
  expect(policy.get('style-src'), what).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('img-src'), what).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'self'"]);
  // Not helmet's default upgrade-insecure-requests: a plain-HTTP intranet installation must keep working.
  expect(policy.has('upgrade-insecure-requests'), what).toBe(false);
}

describe('security headers', () => {
  it('are on API answers: success, envelope errors, unknown paths, public calls', async () => {
    const token = await login(server.app, MOBILES.admin);
    const answers = {
      success: await server.app.inject({ method: 'GET', url: '/api/access/account/positionOrg', headers: bearer(token) }),
      'not signed in': await server.app.inject({ method: 'GET', url: '/api/access/account/positionOrg' }),
      'bad input': await server.app.inject({ method: 'GET', url: '/api/contract/sales_contract/index?limit=x', headers: bearer(token) }),
      'unknown API path': await server.app.inject({ method: 'GET', url: '/api/nothing' }),
      public: await server.app.inject({ method: 'GET', url: '/api/base/config/get?label=version&group_label=hkwl' }),
      'sign-in': await server.app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: MOBILES.admin, password: 'x' } }),
    };
    for (const [what, response] of Object.entries(answers)) expectSecurityHeaders(response, what);
  });

  it('are on the web app: index, its files and client-side routes', async () => {
    for (const url of ['/', '/assets/app.js', '/login', '/contract/sales']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, url);
    }
  });

  it('let the page open its realtime socket on the same host, and nothing else', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/login', headers: { host: 'erp.example.com:8044' } });
    expect(csp(response).get('connect-src')).toEqual(["'self'", 'blob:', 'ws://erp.example.com:8044', 'wss://erp.example.com:8044']);
    // A Host header cannot smuggle a directive in.
    const forged = await server.app.inject({ method: 'GET', url: '/login', headers: { host: "x; script-src *" } });
    expect(csp(forged).get('connect-src')).toEqual(["'self'", 'blob:']);
    expect(csp(forged).get('script-src')?.[0]).toBe("'self'");
  });
});

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; required?: boolean; schema: unknown }>; requestBody?: unknown; responses: Record<string, unknown>; security?: unknown[] }>>;
  components: { schemas: Record<string, unknown> };
};

describe('the OpenAPI document at /api/openapi.json', () => {
  let doc: OpenApi;
  beforeAll(async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    doc = JSON.parse(response.body) as OpenApi;
  });

  it('is OpenAPI 3 and public', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.paths['/api/openapi.json'].get.security).toEqual([]);
  });

  it('lists every API route the app registers, and no web-app file', () => {
    // A prefix's own route may be listed with or without its trailing slash; Fastify's :param is OpenAPI's {param}.
    const path = (url: string) => url.replace(/(.)\/$/, '$1').replace(/:(\w+)/g, '{$1}');
    const listed = Object.entries(doc.paths).flatMap(([url, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path(url)}`));
    const routes = server.app.routeList.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD').map((r) => `${r.method} ${path(r.url)}`);
    expect(new Set(listed)).toEqual(new Set(routes));
    expect(listed.filter((r) => !r.includes(' /api/'))).toEqual([]);
  });

  it('describes the list query of a resource index, the sign-in body and the answers', () => {
    const index = doc.paths['/api/{module}/{name}/index'].get;
    const query = Object.fromEntries((index.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p]));
    expect(Object.keys(query).sort()).toEqual(['group_field', 'limit', 'merge_field', 'order', 'page', 'perms_id', 'remote_params', 'statistics_field', 'summary_field', 'where']);
    expect(query.page.schema).toEqual({ $ref: '#/components/schemas/params.schema.json-PageNumber' });
    expect(JSON.stringify(index.responses['200'])).toContain('#/components/schemas/list-answer.schema.json');
    const login = doc.paths['/api/access/account/login'].post;
    expect(JSON.stringify(login.requestBody)).toContain('user_mobile');
    expect(login.security).toEqual([]);
    const info = doc.paths['/api/access/account/info'].get;
    expect((info.parameters ?? []).filter((p) => p.in === 'header').map((p) => [p.name, p.required])).toEqual([['X-Timestamp', true], ['X-Signature', true]]);
  });

  it('resolves every $ref inside the document, and carries no keyword OpenAPI does not know', () => {
    const refs = new Set<string>();
    const keys = new Set<string>();
    JSON.stringify(doc, (key, value: unknown) => {
      keys.add(key);
      if (key === '$ref') refs.add(value as string);
      return value;
    });
    expect(refs.size).toBeGreaterThan(10);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\/[^/]+$/);
      expect(doc.components.schemas, ref).toHaveProperty([ref.slice('#/components/schemas/'.length)]);
    }
    expect(keys.has('finite')).toBe(false);
  });

  it('is a valid OpenAPI 3.1 document by a standard validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('generates a typed client (openapi-typescript) that type-checks under strict TypeScript', async () => {
    const source = astToString(await openapiTS(structuredClone(doc) as never));
    const dir = mkdtempSync(join(tmpdir(), 'hkwl-openapi-'));
    try {
      const client = join(dir, 'api.ts');
      const use = join(dir, 'use.ts');
      writeFileSync(client, source);
      // A caller of the generated types: the list call's query and the sign-in body are what the server declares.
      writeFileSync(use, [
        "import type { paths } from './api';",
        "type Index = paths['/api/{module}/{name}/index']['get']['parameters']['query'];",
        "export const query: Index = { page: 1, limit: 15, where: '{}' };",
        "type Login = NonNullable<paths['/api/access/account/login']['post']['requestBody']>['content']['application/json'];",
        "export const login: Login = { user_mobile: '13800000000', password: 'x' };",
      ].join('\n'));
      const program = ts.createProgram([client, use], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the browsable API page', () => {
  it('is served in development as HTML listing every call, and not at all otherwise', async () => {
    const dev = await buildApp({ database: server.database, logLevel: false, apiDocsPage: true });
    const page = await dev.inject({ method: 'GET', url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/{module}/{name}/index');
    expect(page.body).toContain('/api/access/account/login');
    expect(page.body).not.toContain('<script');
    await dev.close();
    expect((await server.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  });
});
