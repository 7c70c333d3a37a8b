import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { originAllowed } from '../../server/modules/realtime';
import { bearer, login, MOBILES, startTestServer, type TestServer } from './harness';

// Issue 19: the session cookie is Secure behind HTTPS (reported by a trusted proxy only), private answers are
// never cached, and the realtime socket opens only from the page's own origin.

let server: TestServer;
let proxied: FastifyInstance;
let base: string;
beforeAll(async () => {
  server = await startTestServer(20);
  proxied = await buildApp({ database: server.database, logLevel: false, trustProxy: ['127.0.0.1'] });
  base = (await server.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(async () => {
  await proxied.close();
  await server.close();
});

const LOGIN = { method: 'POST' as const, url: '/api/access/account/login', payload: { user_mobile: MOBILES.salesClerk, password: 'Hkwl@2026' } };
const cookieOf = (headers: Record<string, unknown>) => String(headers['set-cookie']);

describe('the session cookie', () => {
  it('is Secure when a trusted proxy reports HTTPS', async () => {
    const answer = await proxied.inject({ ...LOGIN, headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieOf(answer.headers)).toMatch(/; HttpOnly; SameSite=Lax; Secure/);
  });

  it('is not Secure over plain HTTP, and a client cannot claim HTTPS without a trusted proxy', async () => {
    expect(cookieOf((await proxied.inject(LOGIN)).headers)).not.toMatch(/Secure/);
    expect(cookieOf((await server.app.inject({ ...LOGIN, headers: { 'x-forwarded-proto': 'https' } })).headers)).not.toMatch(/Secure/);
    // Nor from an address that is not the trusted proxy.
    expect(cookieOf((await proxied.inject({ ...LOGIN, remoteAddress: '10.9.9.9', headers: { 'x-forwarded-proto': 'https' } })).headers)).not.toMatch(/Secure/);
  });
});

describe('private answers', () => {
  it('every API answer says no-store: data, errors and sign-in alike', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    for (const options of [
      { method: 'GET' as const, url: '/api/contract/sales_contract/index?limit=1', headers: bearer(token) },
      { method: 'GET' as const, url: '/api/contract/sales_contract/index?limit=x', headers: bearer(token) },
      { method: 'GET' as const, url: '/api/access/account/perms', headers: {} },
      LOGIN,
    ]) {
      expect((await server.app.inject(options)).headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the realtime socket', () => {
  async function open(headers: Record<string, string>): Promise<number> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${base}/api/realtime`, { headers });
      socket.once('open', () => {
        socket.close();
        resolve(101);
      });
      socket.once('unexpected-response', (request, response) => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      socket.once('error', reject);
    });
  }

  it('opens from the page\'s own origin (or a client that sends none), and not from another site with the user\'s credentials', async () => {
    const token = await login(server.app, MOBILES.salesClerk);
    const host = new URL(base.replace('ws', 'http')).host;
    expect(await open({ ...bearer(token), origin: `http://${host}` })).toBe(101);
    expect(await open(bearer(token))).toBe(101);
    expect(await open({ ...bearer(token), origin: 'https://evil.example' })).not.toBe(101);
    expect(await open({ ...bearer(token), origin: 'null' })).not.toBe(101);
  });

  it('allows the origins the settings name', () => {
    expect(originAllowed('https://web.example.com', 'api.example.com:8044', new Set(['https://web.example.com']))).toBe(true);
    expect(originAllowed('https://other.example.com', 'api.example.com:8044', new Set(['https://web.example.com']))).toBe(false);
  });
});
