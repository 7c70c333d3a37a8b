import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signatureHeaders } from '../../src/services/request/signing';
import { bearer, call, login, MOBILES, signedHeaders, startTestServer, type TestServer } from './harness';

let server: TestServer;
let secret: string;
let clientToken: string;
let cookie: string;
const INFO = '/api/access/account/info';
const STATUS = '/api/access/account/status';
/** A signed POST route of the test's own, to show that the body's last characters are covered too. */
const ECHO = '/api/test/signed-echo';

beforeAll(async () => {
  server = await startTestServer(20);
  server.app.post(ECHO, { config: { signed: true } }, async (request) => ({ code: 2000, msg: 'ok', data: request.body }));
  const response = await server.app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: MOBILES.salesClerk, password: 'Hkwl@2026' } });
  clientToken = (response.json() as { data: { token: string } }).data.token;
  secret = /JWT-Token=([^;]+)/.exec(String(response.headers['set-cookie']))![1];
  cookie = `JWT-Token=${secret}`;
});
afterAll(async () => {
  await server.close();
});

/** The spec's rule written out independently of the client's function: hex SHA-256 of the four parts. */
function specSignature(timestamp: string, path: string, body: string, token: string): string {
  return createHash('sha256').update(`${timestamp}${path}${body.slice(-100)}${token.slice(-50)}`).digest('hex');
}

const seconds = () => Math.floor(Date.now() / 1000);
const getInfo = (headers: Record<string, string>, url = INFO) => call(server.app, { method: 'GET', url, headers: { ...bearer(secret), ...headers } });

describe('signed calls (account/info, account/status)', () => {
  it('accept the signature the client computes, for a non-browser client (secret as Bearer) and a browser (client token)', async () => {
    expect((await getInfo(signedHeaders(secret, INFO))).code).toBe(2000);
    expect((await getInfo(signedHeaders(secret, STATUS), STATUS)).code).toBe(2000);
    const browser = await call(server.app, {
      method: 'GET', url: `${INFO}?app_id=44`, headers: { cookie, ...bearer(clientToken), ...signatureHeaders(INFO, '', clientToken) },
    });
    expect(browser.code).toBe(2000);
  });

  it('is the hex SHA-256 of timestamp + path + body tail + token tail, as the specification says', async () => {
    const timestamp = String(seconds());
    const expected = specSignature(timestamp, INFO, '', secret);
    expect(signatureHeaders(INFO, '', secret, Number(timestamp) * 1000)).toEqual({ 'X-Timestamp': timestamp, 'X-Signature': expected });
    expect((await getInfo({ 'x-timestamp': timestamp, 'x-signature': expected })).code).toBe(2000);
  });

  it('refuses a missing signature or timestamp with 4410, not a re-login code', async () => {
    const missing = await getInfo({});
    expect(missing.code).toBe(4410);
    expect(missing.msg).toBe('请求签名缺失或不正确');
    expect((await getInfo({ 'x-signature': signedHeaders(secret, INFO)['X-Signature'] })).code).toBe(4410);
    expect((await getInfo({ 'x-timestamp': String(seconds()) })).code).toBe(4410);
    expect((await getInfo({}, STATUS)).code).toBe(4410);
  });

  it('refuses a wrong signature with 4410', async () => {
    const good = signedHeaders(secret, INFO);
    const flipped = good['X-Signature'].replace(/^./, (c) => (c === '0' ? '1' : '0'));
    expect((await getInfo({ ...good, 'X-Signature': flipped })).code).toBe(4410);
    expect((await getInfo({ ...good, 'X-Signature': good['X-Signature'].toUpperCase() })).code).toBe(4410);
    // Signed for another path, or with another token (another session's), or the timestamp changed afterwards.
    expect((await getInfo(signedHeaders(secret, STATUS))).code).toBe(4410);
    expect((await getInfo(signedHeaders(clientToken, INFO))).code).toBe(4410);
    expect((await getInfo({ ...good, 'X-Timestamp': String(Number(good['X-Timestamp']) - 1) })).code).toBe(4410);
  });

  it('refuses a timestamp more than 300 s from the server clock with 4411; 299 s is fine', async () => {
    // The clock stands still on a whole second, so the server reads the very time the offsets count from (a second
    // turning between the test's reading and the server's made 301 s look like 300 s on a busy machine).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(seconds() * 1000);
    try {
      const at = (offset: number) => signatureHeaders(INFO, '', secret, (seconds() + offset) * 1000);
      for (const offset of [-299, 299, 0]) expect((await getInfo(at(offset))).code, String(offset)).toBe(2000);
      for (const offset of [-301, 301, -86_400]) {
        const answer = await getInfo(at(offset));
        expect(answer.code, String(offset)).toBe(4411);
        expect(answer.msg).toContain('300');
      }
    } finally {
      vi.useRealTimers();
    }
    for (const bad of ['abc', '-5', '1e9', '', '17000000000000']) {
      const answer = await getInfo({ 'X-Timestamp': bad, 'X-Signature': specSignature(bad, INFO, '', secret) });
      expect([4410, 4411], bad).toContain(answer.code);
    }
  });

  it('covers the token sent: its last 50 characters, which for a 43-character token is all of it', async () => {
    const timestamp = String(seconds());
    expect(secret).toHaveLength(43);
    const otherLast = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    const otherFirst = `${secret.startsWith('A') ? 'B' : 'A'}${secret.slice(1)}`;
    for (const token of [otherLast, otherFirst]) {
      expect((await getInfo({ 'X-Timestamp': timestamp, 'X-Signature': specSignature(timestamp, INFO, '', token) })).code).toBe(4410);
    }
    // A longer token: only its last 50 characters count, on the client as in the rule.
    const long = `${'x'.repeat(30)}${'y'.repeat(50)}`;
    const now = Number(timestamp) * 1000;
    expect(signatureHeaders(INFO, '', long, now)).toEqual(signatureHeaders(INFO, '', `z${'y'.repeat(50)}`, now));
    expect(signatureHeaders(INFO, '', long, now)['X-Signature']).toBe(specSignature(timestamp, INFO, '', long));
  });

  it('covers the last 100 characters of the body as sent', async () => {
    const body = JSON.stringify({ note: `${'前'.repeat(150)}${'😀'.repeat(30)}`, n: 1 });
    const post = (text: string, headers: Record<string, string>) =>
      call(server.app, { method: 'POST', url: ECHO, payload: text, headers: { ...bearer(secret), 'content-type': 'application/json', ...headers } });
    const signed = signatureHeaders(ECHO, body, secret);
    expect(signed['X-Signature']).toBe(specSignature(signed['X-Timestamp'], ECHO, body, secret));
    expect(await post(body, signed)).toMatchObject({ code: 2000, data: { n: 1 } });
    // The same body with its last characters changed is refused; a change before the last 100 is not covered.
    expect((await post(body.replace('"n":1', '"n":2'), signed)).code).toBe(4410);
    expect((await post(body.replace('前', '后'), signed)).code).toBe(2000);
    // Signed as if the body were empty.
    expect((await post(body, signatureHeaders(ECHO, '', secret))).code).toBe(4410);
    // A tail cut through an emoji (a lone surrogate) signs the same on both sides.
    const cut = JSON.stringify({ e: `${'😀'.repeat(60)}x` });
    expect(cut.slice(-100).charCodeAt(0)).toBeGreaterThanOrEqual(0xdc00);
    expect((await post(cut, signatureHeaders(ECHO, cut, secret))).code).toBe(2000);
  });

  it('checks the session first: an unsigned call without a session still hears 4001', async () => {
    expect((await call(server.app, { method: 'GET', url: INFO })).code).toBe(4001);
    expect((await call(server.app, { method: 'GET', url: INFO, headers: bearer('A'.repeat(43)) })).code).toBe(4001);
  });

  it('is not asked of other calls', async () => {
    const token = await login(server.app, MOBILES.finance);
    expect((await call(server.app, { method: 'GET', url: '/api/access/account/positionOrg', headers: bearer(token) })).code).toBe(2000);
  });
});
