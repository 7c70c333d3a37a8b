import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import security from '../../schemas/request-security.json';
import { decryptApiPayload, deriveApiKey as serverKey, encryptApiPayload } from '../../server/plugins/api-encryption';
import { expectedSignature } from '../../server/plugins/signature';
import {
  ALREADY_DECRYPTED, ALREADY_ENCRYPTED, DECRYPTION_FAILED, decryptPayload, deriveApiKey, encryptBody, encryptPayload, encryptQuery, isEncrypted,
} from '../../src/services/request/encryption';
import { needsSignature, requestPath, SIGNED_PATHS, signatureHeaders } from '../../src/services/request/signing';

const TOKEN = 'Vb0f1m2Qx9yZ8kLh3nP4rS5tU6wX7aB8cD9eF0gH1iJ';
const key = deriveApiKey(TOKEN);

/** JSON values as bodies carry them (no undefined, no -0, finite numbers), with any text, emoji included. */
const jsonValue = fc.jsonValue({ maxDepth: 3, stringUnit: 'grapheme' }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

describe('API encryption: browser and server share one format', () => {
  it('derive the same per-session key from the client token, and another token gives another key', () => {
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(serverKey(TOKEN).toString('hex')).toBe(key);
    expect(deriveApiKey(`${TOKEN.slice(0, -1)}x`)).not.toBe(key);
  });

  it('the server reads what the browser encrypts, and the browser reads what the server encrypts', () => {
    fc.assert(
      fc.property(jsonValue, (value) => {
        const fromBrowser = encryptPayload(value, key);
        expect(decryptApiPayload(fromBrowser, serverKey(TOKEN))).toEqual({ value });
        expect(decryptPayload(encryptApiPayload(value, serverKey(TOKEN)), key)).toEqual(value);
        expect(decryptPayload(fromBrowser, key)).toEqual(value);
      }),
      { numRuns: 150 },
    );
    const text = { name: '销售合同 😀 \u2028', where: { a: ['like', '%_'] } };
    expect(decryptApiPayload(encryptPayload(text, key), serverKey(TOKEN))).toEqual({ value: text });
  });

  it('uses a fresh IV per message and URL-safe text only', () => {
    const a = encryptPayload({ page: 1 }, key);
    const b = encryptPayload({ page: 1 }, key);
    expect(a).not.toBe(b);
    expect(a.split('.')[1]).not.toBe(b.split('.')[1]);
    for (const text of [a, b]) expect(encodeURIComponent(text)).toBe(text);
  });

  it('detects tampering, a wrong key and truncation', () => {
    const sealed = encryptPayload({ position_org_id: 107 }, key);
    const parts = sealed.split('.');
    const flip = (s: string, at: number) => `${s.slice(0, at)}${s[at] === 'A' ? 'B' : 'A'}${s.slice(at + 1)}`;
    for (const bad of [
      [parts[0], parts[1], flip(parts[2], 1), parts[3]].join('.'),
      [parts[0], flip(parts[1], 2), parts[2], parts[3]].join('.'),
      [parts[0], parts[1], parts[2], flip(parts[3], 0)].join('.'),
    ]) {
      expect(() => decryptPayload(bad, key)).toThrow(DECRYPTION_FAILED);
      expect(decryptApiPayload(bad, serverKey(TOKEN))).toBeUndefined();
    }
    expect(() => decryptPayload(sealed, deriveApiKey('another-client-token-of-another-session'))).toThrow(DECRYPTION_FAILED);
    expect(decryptApiPayload(sealed, serverKey('another-client-token-of-another-session'))).toBeUndefined();
  });

  it('refuses double handling with the messages of spec 000 §8', () => {
    expect(ALREADY_ENCRYPTED).toBe('已处于加密状态，方法调用场景异常？');
    expect(ALREADY_DECRYPTED).toBe('已处于解密状态，方法调用场景异常？');
    const body = encryptBody({ position_org_id: 107 }, key);
    expect(isEncrypted(body)).toBe(true);
    expect(() => encryptPayload(body.data, key)).toThrow(ALREADY_ENCRYPTED);
    expect(() => encryptPayload(body, key)).toThrow(ALREADY_ENCRYPTED);
    expect(() => encryptBody(body, key)).toThrow(ALREADY_ENCRYPTED);
    const query = encryptQuery({ page: 1 }, key);
    expect(() => encryptQuery(query, key)).toThrow(ALREADY_ENCRYPTED);
    for (const plain of ['{"page":1}', { page: 1 }, { data: 'not ciphertext' }, 42, null, undefined, '']) {
      expect(() => decryptPayload(plain, key), JSON.stringify(plain)).toThrow(ALREADY_DECRYPTED);
    }
    // An encrypted envelope is read as its ciphertext.
    expect(decryptPayload(body, key)).toEqual({ position_org_id: 107 });
    // A body that merely has a `data` field is not mistaken for ciphertext.
    expect(decryptPayload(encryptBody({ data: 'x' }, key), key)).toEqual({ data: 'x' });
  });

  it('writes query values as a plain query would carry them, and sends nothing for nothing', () => {
    const { q } = encryptQuery({ where: { status: ['in', [1, 2]] }, page: 2, limit: 15, flag: true, empty: '', gone: undefined, none: null }, key);
    expect(decryptPayload(q, key)).toEqual({ where: '{"status":["in",[1,2]]}', page: '2', limit: '15', flag: 'true' });
    expect(encryptQuery({}, key)).toEqual({});
    expect(encryptQuery({ a: '', b: undefined }, key)).toEqual({});
  });

  it('has its constants in schemas/request-security.json', () => {
    expect(security.encryption).toMatchObject({ header: 'X-Encrypted', headerValue: '1', queryParam: 'q', bodyField: 'data' });
  });
});

describe('request signatures: browser and server agree', () => {
  it('signs the paths of spec 000 §7 and no others', () => {
    expect(SIGNED_PATHS).toEqual(['/api/access/account/info', '/api/access/account/status']);
    expect(needsSignature('/api/access/account/info')).toBe(true);
    expect(needsSignature('/api/access/account/perms')).toBe(false);
    expect(requestPath('account/info?app_id=44', '/api/access')).toBe('/api/access/account/info');
    expect(requestPath('/api/access/account/status')).toBe('/api/access/account/status');
    expect(requestPath('https://host:8044/api/access/account/info?x=1#y')).toBe('/api/access/account/info');
  });

  it('computes the server’s signature for any path, body and token, emoji tails included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 160 }), fc.string({ minLength: 20, maxLength: 80 }), fc.integer({ min: 1e9, max: 4e9 }), (body, token, seconds) => {
        const headers = signatureHeaders('/api/access/account/info', body, token, seconds * 1000 + 999);
        expect(headers['X-Timestamp']).toBe(String(seconds));
        expect(headers['X-Signature']).toBe(expectedSignature(String(seconds), '/api/access/account/info', body, token));
        expect(headers['X-Signature']).toMatch(/^[0-9a-f]{64}$/);
      }),
      { numRuns: 200 },
    );
    const cut = `{"e":"${'😀'.repeat(60)}x"}`;
    expect(signatureHeaders('/p', cut, TOKEN, 1e12)['X-Signature']).toBe(expectedSignature('1000000000', '/p', cut, TOKEN));
  });
});

describe('a call that asks to be signed (spec 001 §10: the upload button)', () => {
  it('carries the timestamp and signature headers whatever its path; others only on the signed paths', async () => {
    const { callSecurity } = await import('../../src/app/call-security');
    const store = { token: TOKEN, user: null, front: {} } as unknown as Parameters<typeof callSecurity>[0];
    const security = callSecurity(store, () => 'zh');
    const signed = await security.headers!('/api/stock/price/upload', '', { signed: true });
    expect(Object.keys(signed)).toEqual(expect.arrayContaining(['Authorization', 'X-Timestamp', 'X-Signature']));
    const plain = await security.headers!('/api/stock/price/upload', '');
    expect(Object.keys(plain)).not.toContain('X-Signature');
  });
});
