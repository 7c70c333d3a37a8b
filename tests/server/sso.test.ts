import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientTokenFor } from '../../server/http/session-cookie';
import { providerBrowser, startOidcProvider, type TestOidcProvider } from '../e2e/oidc-provider';
import { bearer, call, get, getSigned, login, MOBILES, sessionSecretFrom, signedHeaders, startTestServer, type TestServer } from './harness';
import { DEMO_PASSWORD } from '../../server/db/seed/people';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1): configuration, the
 * authorisation-code flow with PKCE, state and nonce, binding an identity (binduser, confirmauth), the
 * second sign-in straight through, and token codes. On SQLite, and on PostgreSQL when DATABASE_URL says so.
 */
const APP = 'http://app.test';
const CALLBACK = `${APP}/api/access/sso/jjt/callback`;
const ALICE = { name: 'Alice Zhang', email: 'alice@example.test' };

let server: TestServer;
let op: TestOidcProvider;
let admin: string;

beforeAll(async () => {
  server = await startTestServer(20);
  op = await startOidcProvider({ redirectUris: [CALLBACK], accounts: { alice: ALICE, bob: { name: 'Bob', email: 'bob@example.test' }, carol: { name: 'Carol', email: 'c@example.test' } } });
  admin = await login(server.app, MOBILES.admin);
});
afterAll(async () => {
  await op?.close();
  await server?.close();
});

const json = <T>(response: LightMyRequestResponse) => response.json() as { code: number; msg: string; data: T };
const post = <T = unknown>(url: string, payload: object, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'POST', url, payload, headers }).then((r) => ({ response: r, answer: json<T>(r) }));

function flowCookieOf(response: LightMyRequestResponse): string {
  const line = [response.headers['set-cookie']].flat().find((c): c is string => typeof c === 'string' && c.startsWith('hkwl-sso='));
  if (!line) throw new Error('no flow cookie');
  expect(line).toMatch(/HttpOnly/);
  expect(line).toMatch(/Path=\/api\/access\/sso;/);
  return line.split(';')[0];
}

async function configureJjt(changes: Record<string, unknown> = {}) {
  const answer = await call(server.app, {
    method: 'POST',
    url: '/api/access/sso/provider/update',
    headers: bearer(admin),
    payload: { provider: 'jjt', issuer: op.issuer, client_id: op.clientId, client_secret: op.clientSecret, scopes: 'openid profile email', redirect_uri: CALLBACK, allow_http: true, enabled: true, ...changes },
  });
  expect(answer.code).toBe(2000);
  return answer;
}

/** Starts the flow in the app, signs in at the provider, and answers the callback's redirect and the browser's flow cookie. */
async function throughProvider(visit: ReturnType<typeof providerBrowser>, user: { login: string; abort?: boolean }, redirect?: string) {
  const start = await server.app.inject({ method: 'GET', url: '/api/access/sso/jjt/authorize', query: redirect ? { redirect } : {} });
  expect(start.statusCode).toBe(302);
  const cookie = flowCookieOf(start);
  const callbackUrl = new URL(await visit(String(start.headers.location), CALLBACK, user));
  const back = await server.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, headers: { cookie } });
  expect(back.statusCode).toBe(302);
  return { location: String(back.headers.location), back, cookie, callbackUrl };
}

describe('configuration', () => {
  it('seeds the seven providers, all disabled; the public list shows none', async () => {
    const all = await get<{ provider: string; enabled: boolean; has_secret: boolean }[]>(server.app, admin, '/api/access/sso/provider/index');
    expect(all.data.map((p) => p.provider)).toEqual(['wechat', 'dingtalk', 'jjt', 'panweoa', 'snebcode', 'ccccltdcode', 'iccec']);
    expect(all.data.every((p) => !p.enabled && !p.has_secret)).toBe(true);
    expect((await call(server.app, { method: 'GET', url: '/api/access/sso/providers' })).data).toEqual([]);
  });

  it('is for the administrator only, and refuses an incomplete or plain-HTTP provider', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    expect((await get(server.app, clerk, '/api/access/sso/provider/index')).code).toBe(4403);
    expect((await post('/api/access/sso/provider/update', { provider: 'jjt', enabled: true }, bearer(clerk))).answer.code).toBe(4403);
    expect((await post('/api/access/sso/provider/update', { provider: 'jjt', enabled: true }, bearer(admin))).answer).toMatchObject({ code: 4400, msg: expect.stringContaining('issuer') });
    const http = await post('/api/access/sso/provider/update', { provider: 'jjt', issuer: op.issuer, client_id: 'x', enabled: true }, bearer(admin));
    expect(http.answer).toMatchObject({ code: 4400, msg: expect.stringContaining('https') });
    expect((await post('/api/access/sso/provider/update', { provider: 'jjt', scopes: 'profile' }, bearer(admin))).answer.code).toBe(4400);
    expect((await post('/api/access/sso/provider/update', { provider: 'nope' }, bearer(admin))).answer.code).toBe(4400);
  });

  it('lists an enabled provider with its names, never its secret', async () => {
    const saved = await configureJjt();
    expect(saved.data).toMatchObject({ provider: 'jjt', enabled: true, has_secret: true });
    expect(JSON.stringify(saved.data)).not.toContain(op.clientSecret);
    const list = await call(server.app, { method: 'GET', url: '/api/access/sso/providers' });
    expect(list.data).toEqual([{ provider: 'jjt', name: '集团统一认证（JJT）', name_en: 'Group sign-on (JJT)' }]);
  });
});

describe('the authorisation-code flow', () => {
  const visit = providerBrowser();

  it('sends a disabled provider back to its landing page, and answers an unknown one with 4404', async () => {
    const off = await server.app.inject({ method: 'GET', url: '/api/access/sso/wechat/authorize' });
    expect(off.statusCode).toBe(302);
    expect(off.headers.location).toBe('/account/wechat?error=disabled');
    expect(json(await server.app.inject({ method: 'GET', url: '/api/access/sso/nope/authorize' })).code).toBe(4404);
    expect(json(await server.app.inject({ method: 'GET', url: '/api/access/sso/jjt/authorize?redirect=//evil.test' })).code).toBe(4400);
  });

  it('asks the provider for a code with PKCE (S256), state and nonce', async () => {
    const start = await server.app.inject({ method: 'GET', url: '/api/access/sso/jjt/authorize' });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(op.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: op.clientId, response_type: 'code', redirect_uri: CALLBACK, scope: 'openid profile email', code_challenge_method: 'S256',
      state: expect.stringMatching(/.{20,}/), nonce: expect.stringMatching(/.{20,}/), code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  it('binds an unknown identity after the user proves who they are, then signs in', async () => {
    const first = await throughProvider(visit, { login: 'alice' }, '/contract/list');
    expect(first.location).toMatch(/^\/account\/binduser\?ticket=[\w-]{43}$/);
    expect([first.back.headers['set-cookie']].flat().join()).not.toContain('JWT-Token');
    const ticket = new URL(first.location, APP).searchParams.get('ticket') ?? '';
    const headers = { cookie: first.cookie };

    const info = json<Record<string, unknown>>(await server.app.inject({ method: 'GET', url: '/api/access/sso/ticket', query: { ticket }, headers }));
    expect(info.data).toMatchObject({ provider: 'jjt', scopes: ['openid', 'profile', 'email'], claims: { sub: 'alice', ...ALICE }, account: null, redirect: '/contract/list' });
    // The ticket is this browser's: without its flow cookie it is nothing.
    expect(json(await server.app.inject({ method: 'GET', url: '/api/access/sso/ticket', query: { ticket } })).code).toBe(4400);
    expect((await post('/api/access/sso/confirm', { ticket }, headers)).answer).toMatchObject({ code: 4400, msg: expect.stringContaining('验证') });

    const wrong = await post('/api/access/sso/bind', { ticket, user_mobile: MOBILES.salesClerk, password: 'Wrong@2026x' }, headers);
    expect(wrong.answer.code).toBe(4401);
    const failures = await server.database.db.selectFrom('sign_in_failures').selectAll().where('mobile', '=', MOBILES.salesClerk).execute();
    expect(failures).toHaveLength(1);
    expect((await post('/api/access/sso/bind', { ticket, user_mobile: MOBILES.salesClerk, password: DEMO_PASSWORD })).answer.code).toBe(4400);
    expect((await post('/api/access/sso/bind', { ticket, user_mobile: MOBILES.salesClerk, password: DEMO_PASSWORD }, headers)).answer.code).toBe(2000);

    const proven = json<{ account: unknown }>(await server.app.inject({ method: 'GET', url: '/api/access/sso/ticket', query: { ticket }, headers }));
    expect(proven.data.account).toEqual({ user_name: '张伟', user_mobile: '138****0003' });
    const confirmed = await post<{ token: string; redirect: string }>('/api/access/sso/confirm', { ticket }, headers);
    expect(confirmed.answer.data).toMatchObject({ position_org_id: 104, need_choose_position: 0, redirect: '/contract/list' });
    const secret = sessionSecretFrom(confirmed.response);
    expect(confirmed.answer.data.token).toBe(clientTokenFor(secret));
    const me = await getSigned<{ user_name: string }>(server.app, secret, '/api/access/account/info');
    expect(me.data.user_name).toBe('张伟');
    // Used up: the ticket is gone, and the identity is linked.
    expect((await post('/api/access/sso/confirm', { ticket }, headers)).answer.code).toBe(4400);
    const links = await server.database.db.selectFrom('sso_identities').select(['provider', 'subject', 'user_id']).execute();
    expect(links).toEqual([{ provider: 'jjt', subject: 'alice', user_id: 4 }]);
  });

  it('signs a linked identity straight in, with the client token in the fragment of /account/redirect', async () => {
    // The provider remembers the sign-in and the consent: no form this time.
    const again = await throughProvider(visit, { login: 'alice' });
    const target = new URL(again.location, APP);
    expect(target.pathname).toBe('/account/redirect');
    expect(target.searchParams.get('redirect')).toBe('/message');
    const fragment = new URLSearchParams(target.hash.slice(1));
    const secret = sessionSecretFrom(again.back);
    expect(fragment.get('token')).toBe(clientTokenFor(secret));
    expect(fragment.get('choose')).toBe('0');
    // The browser's pair: the cookie and the client token from the fragment.
    const token = fragment.get('token') ?? '';
    const status = '/api/access/account/status';
    const info = await server.app.inject({ method: 'GET', url: status, headers: { cookie: `JWT-Token=${secret}`, ...bearer(token), ...signedHeaders(token, status) } });
    expect(json<{ user_id: number }>(info).data.user_id).toBe(4);

    // The same callback again: its state is used up.
    const replay = await server.app.inject({ method: 'GET', url: `${again.callbackUrl.pathname}${again.callbackUrl.search}`, headers: { cookie: again.cookie } });
    expect(replay.headers.location).toBe('/account/jjt?error=expired');
  });

  it('refuses a callback in another browser, a cancelled sign-in and a forged code', async () => {
    const start = await server.app.inject({ method: 'GET', url: '/api/access/sso/jjt/authorize' });
    const callbackUrl = new URL(await visit(String(start.headers.location), CALLBACK, { login: 'alice' }));
    const elsewhere = await server.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, headers: { cookie: 'hkwl-sso=' + 'A'.repeat(43) } });
    expect(elsewhere.headers.location).toBe('/account/jjt?error=expired');

    const cancelled = await throughProvider(providerBrowser(), { login: 'alice', abort: true }, '/dashboard');
    expect(cancelled.location).toBe('/account/jjt?error=denied&redirect=%2Fdashboard');

    const start2 = await server.app.inject({ method: 'GET', url: '/api/access/sso/jjt/authorize' });
    const cookie = flowCookieOf(start2);
    const good = new URL(await visit(String(start2.headers.location), CALLBACK, { login: 'alice' }));
    good.searchParams.set('code', 'forged-code');
    const forged = await server.app.inject({ method: 'GET', url: `${good.pathname}${good.search}`, headers: { cookie } });
    expect(forged.headers.location).toBe('/account/jjt?error=failed');
    expect([forged.headers['set-cookie']].flat().join()).not.toContain('JWT-Token');
  });

  it('does not sign in as a linked user whose account is disabled', async () => {
    await server.database.db.insertInto('sso_identities').values({ provider: 'jjt', subject: 'bob', user_id: 16, created_at: '2026-01-01 00:00:00' }).execute();
    const bob = await throughProvider(providerBrowser(), { login: 'bob' });
    expect(bob.location).toBe('/account/jjt?error=account');
  });

  it('stops when the provider is disabled while the user is away', async () => {
    const visitCarol = providerBrowser();
    const start = await server.app.inject({ method: 'GET', url: '/api/access/sso/jjt/authorize' });
    const cookie = flowCookieOf(start);
    const callbackUrl = new URL(await visitCarol(String(start.headers.location), CALLBACK, { login: 'carol' }));
    await configureJjt({ enabled: false });
    const back = await server.app.inject({ method: 'GET', url: `${callbackUrl.pathname}${callbackUrl.search}`, headers: { cookie } });
    expect(back.headers.location).toBe('/account/jjt?error=disabled');
    await configureJjt();
  });

  it('reports an unreachable issuer as unavailable', async () => {
    await configureJjt({ issuer: 'http://127.0.0.1:9/nothing' });
    const start = await server.app.inject({ method: 'GET', url: '/api/access/sso/jjt/authorize' });
    expect(start.headers.location).toBe('/account/jjt?error=unavailable');
    await configureJjt();
  });
});

describe('token codes', () => {
  it('are issued by the administrator only, for an active user', async () => {
    const clerk = await login(server.app, MOBILES.salesClerk);
    expect((await post('/api/access/sso/tokencode/issue', { user_id: 3 }, bearer(clerk))).answer.code).toBe(4403);
    expect((await post('/api/access/sso/tokencode/issue', { user_id: 16 }, bearer(admin))).answer.code).toBe(4402);
    expect((await post('/api/access/sso/tokencode/issue', { user_id: 99999 }, bearer(admin))).answer.code).toBe(4404);
    expect((await post('/api/access/sso/tokencode/issue', { user_id: 3 })).answer.code).toBe(4001);
  });

  it('sign in once, within two minutes', async () => {
    const issued = await post<{ token: string; expires_in: number; url: string }>('/api/access/sso/tokencode/issue', { user_id: 3, redirect: '/dashboard' }, bearer(admin));
    expect(issued.answer.data).toMatchObject({ expires_in: 120, url: `/account/tokencode?token=${issued.answer.data.token}` });
    const stored = await server.database.db.selectFrom('sso_token_codes').select('id').execute();
    expect(stored.map((r) => r.id)).not.toContain(issued.answer.data.token);

    const redeemed = await post<{ token: string; redirect: string }>('/api/access/sso/tokencode/redeem', { token: issued.answer.data.token });
    expect(redeemed.answer.data).toMatchObject({ redirect: '/dashboard', position_org_id: 103 });
    const secret = sessionSecretFrom(redeemed.response);
    expect((await getSigned<{ user_name: string }>(server.app, secret, '/api/access/account/info')).data.user_name).toBe('李明');
    expect((await post('/api/access/sso/tokencode/redeem', { token: issued.answer.data.token })).answer.code).toBe(4401);

    const late = await post<{ token: string }>('/api/access/sso/tokencode/issue', { user_id: 3 }, bearer(admin));
    await server.database.db.updateTable('sso_token_codes').set({ expires_at: '2000-01-01 00:00:00' }).execute();
    expect((await post('/api/access/sso/tokencode/redeem', { token: late.answer.data.token })).answer).toMatchObject({ code: 4401, msg: expect.stringContaining('过期') });
  });
});
