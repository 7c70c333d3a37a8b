import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveApiKey, encryptBody, encryptPayload, encryptQuery, ENCRYPTED_HEADERS } from '../../src/services/request/encryption';
import { encryptApiPayload, deriveApiKey as serverKey } from '../../server/plugins/api-encryption';
import { bearer, call, get, MOBILES, sessionSecretFrom, startTestServer, type Answer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(300);
});
afterAll(async () => {
  await server.close();
});

const INDEX = '/api/contract/sales_contract/index';

/** Signs in; a non-browser client keeps the secret, and the key comes from the client token the answer carries. */
async function session(mobile: string): Promise<{ secret: string; clientToken: string; key: string }> {
  const response = await server.app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: mobile, password: 'Hkwl@2026' } });
  const clientToken = (response.json() as Answer<{ token: string }>).data.token;
  return { secret: sessionSecretFrom(response), clientToken, key: deriveApiKey(clientToken) };
}

function encryptedGet<T = unknown>(secret: string, url: string, q: Record<string, string>, headers: Record<string, string> = {}) {
  return call<T>(server.app, { method: 'GET', url, query: q, headers: { ...bearer(secret), ...ENCRYPTED_HEADERS, ...headers } });
}

function encryptedPost<T = unknown>(secret: string, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return call<T>(server.app, { method: 'POST', url, payload: payload as object, headers: { ...bearer(secret), ...ENCRYPTED_HEADERS, ...headers } });
}

async function setRequired(value: '0' | '1'): Promise<void> {
  await server.database.db.updateTable('config_items').set({ value }).where('group_label', '=', 'front').where('label', '=', 'api_encryption_required').execute();
  // Changed behind the app's back (config/update would do this itself): drop the cached setting.
  server.app.settings.forget();
}

describe('API encryption through the real app', () => {
  it('an encrypted list query (where, page, limit, order) answers exactly what the plain one does', async () => {
    const { secret, key } = await session(MOBILES.admin);
    const query = { where: { amount: ['>=', 1000] }, page: 2, limit: 7, order: 'id desc' };
    const plain = await get<{ total: number; data: unknown[] }>(server.app, secret, INDEX, query);
    expect(plain.code).toBe(2000);
    expect(plain.data.data).toHaveLength(7);
    const q = encryptQuery(query, key);
    expect(Object.keys(q)).toEqual(['q']);
    expect(q.q).toMatch(/^e1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const encrypted = await encryptedGet<{ total: number; data: unknown[] }>(secret, INDEX, q);
    expect(encrypted).toEqual(plain);
    // Validation still applies to what the ciphertext holds.
    expect((await encryptedGet(secret, INDEX, encryptQuery({ limit: 10_000 }, key))).code).toBe(4400);
    expect((await encryptedGet(secret, INDEX, encryptQuery({ where: { nope: 1 } }, key))).code).toBe(4420);
  });

  it('an encrypted body reaches the route: changePositionOrg switches the position', async () => {
    const { secret, key } = await session(MOBILES.twoPositions);
    const response = await server.app.inject({
      method: 'POST', url: '/api/access/account/changePositionOrg', payload: encryptBody({ position_org_id: 107 }, key), headers: { ...bearer(secret), ...ENCRYPTED_HEADERS },
    });
    expect(response.json()).toMatchObject({ code: 2000, data: { position_org_id: 107 } });
    const changed = sessionSecretFrom(response);
    // The new session has a new client token, so a new key: the old key no longer opens its calls.
    const info = await encryptedGet(changed, '/api/access/account/positionOrg', encryptQuery({ x: 1 }, key));
    expect(info.code).toBe(4412);
  });

  it('works for a browser too (session cookie + client token), where the key is the same client token', async () => {
    const { secret, clientToken, key } = await session(MOBILES.salesClerk);
    const answer = await call(server.app, {
      method: 'GET', url: INDEX, query: encryptQuery({ limit: 3 }, key), headers: { cookie: `JWT-Token=${secret}`, ...bearer(clientToken), ...ENCRYPTED_HEADERS },
    });
    expect(answer.code).toBe(2000);
  });

  it('reads what the server encrypts and the server reads what the browser encrypts (one format)', async () => {
    const { secret, clientToken, key } = await session(MOBILES.admin);
    expect(serverKey(clientToken).toString('hex')).toBe(key);
    const answer = await encryptedGet<{ data: unknown[] }>(secret, INDEX, { q: encryptApiPayload({ limit: '2' }, serverKey(clientToken)) });
    expect(answer.data.data).toHaveLength(2);
  });

  it('refuses what it cannot decrypt with 4412, never a 5xx: tampered, wrong key, garbage', async () => {
    const { secret, key } = await session(MOBILES.admin);
    const other = await session(MOBILES.finance);
    const good = encryptQuery({ limit: 3 }, key).q!;
    const [version, iv, body, mac] = good.split('.');
    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const bad = [
      [version, iv, flip(body, 3), mac].join('.'), // ciphertext changed
      [version, flip(iv, 0), body, mac].join('.'), // IV changed
      [version, iv, body, flip(mac, 5)].join('.'), // MAC changed
      [version, iv, body.slice(0, -22), mac].join('.'), // a block removed
      encryptQuery({ limit: 3 }, other.key).q!, // another session's key
      'e1.not.ciphertext.at-all', 'plain text', '',
    ];
    for (const q of bad) {
      const response = await server.app.inject({ method: 'GET', url: INDEX, query: { q }, headers: { ...bearer(secret), ...ENCRYPTED_HEADERS } });
      expect(response.statusCode, q).toBe(200);
      expect(response.json<Answer>().code, q).toBe(4412);
    }
    const tamperedBody = await encryptedPost(secret, '/api/access/account/changePositionOrg', { data: [version, iv, flip(body, 0), mac].join('.') });
    expect(tamperedBody.code).toBe(4412);
    expect(tamperedBody.msg).toContain('无法解密');
  });

  it('refuses a marked call whose query or body is not in the encrypted shape (4400)', async () => {
    const { secret, key } = await session(MOBILES.admin);
    expect((await encryptedGet(secret, INDEX, { ...encryptQuery({ limit: 3 }, key), page: '1' })).code).toBe(4400);
    expect((await encryptedGet(secret, INDEX, { limit: '3' })).code).toBe(4400);
    expect((await encryptedPost(secret, '/api/access/account/changePositionOrg', { position_org_id: 1 })).code).toBe(4400);
    // Ciphertext of something that is not a parameter object.
    expect((await encryptedGet(secret, INDEX, { q: encryptPayload([1, 2], key) })).code).toBe(4400);
    expect((await encryptedGet(secret, INDEX, { q: encryptPayload({ where: { a: 1 } }, key) })).code).toBe(4400);
  });

  it('accepts an encrypted call to a public route (the key from the Bearer token), and a marked call with nothing to decrypt', async () => {
    const { secret, clientToken } = await session(MOBILES.admin);
    const q = encryptQuery({ label: 'version', group_label: 'hkwl' }, deriveApiKey(clientToken));
    expect((await encryptedGet<{ value: string }>(secret, '/api/base/config/get', q)).data.value).toBe('1.0.0');
    expect((await call(server.app, { method: 'GET', url: '/api/base/config/get', query: q, headers: { ...bearer(clientToken), ...ENCRYPTED_HEADERS } })).code).toBe(2000);
    // Without any token there is no key.
    expect((await call(server.app, { method: 'GET', url: '/api/base/config/get', query: q, headers: ENCRYPTED_HEADERS })).code).toBe(4412);
    expect((await encryptedGet(secret, '/api/access/account/positionOrg', {})).code).toBe(2000);
  });

  describe('when the server requires encryption (front/api_encryption_required = 1)', () => {
    afterAll(async () => {
      await setRequired('0');
    });

    it('is off by default and exposed with the front configuration', async () => {
      const front = await call<Record<string, unknown>>(server.app, { method: 'GET', url: '/api/base/config/getFrontConfig' });
      expect(front.data.api_encryption_required).toBe(0);
    });

    it('refuses plain private calls that send something (4413), accepts encrypted ones', async () => {
      const { secret, key } = await session(MOBILES.admin);
      const other = await session(MOBILES.twoPositions);
      await setRequired('1');
      const refused = await get(server.app, secret, INDEX, { limit: 3 });
      expect(refused.code).toBe(4413);
      expect(refused.msg).toContain('加密');
      expect((await call(server.app, { method: 'POST', url: '/api/access/account/changePositionOrg', payload: { position_org_id: 107 }, headers: bearer(other.secret) })).code).toBe(4413);
      expect((await encryptedGet(secret, INDEX, encryptQuery({ limit: 3 }, key))).code).toBe(2000);
      expect((await encryptedPost(other.secret, '/api/access/account/changePositionOrg', encryptBody({ position_org_id: 107 }, other.key))).code).toBe(2000);
      // Calls that send nothing, public calls and signing in stay plain.
      expect((await get(server.app, secret, '/api/access/account/positionOrg')).code).toBe(2000);
      expect((await call(server.app, { method: 'GET', url: '/api/base/config/get?label=version&group_label=hkwl' })).code).toBe(2000);
      expect((await session(MOBILES.finance)).secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await setRequired('0');
      expect((await get(server.app, secret, INDEX, { limit: 3 })).code).toBe(2000);
    });
  });
});
