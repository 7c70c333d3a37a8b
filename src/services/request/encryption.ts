/**
 * API encryption (spec 000 §7: query params and bodies are encrypted when API encryption is on). The
 * server's side is server/plugins/api-encryption.ts; the shared constants are in
 * schemas/request-security.json; tests/unit/request-crypto.test.ts proves both sides read each other.
 *
 * Key: per session, derived on both sides from the client token (the `token` that sign-in and
 * changePositionOrg answer), so nothing extra is stored or sent and a new session means a new key:
 *   master = SHA-256('hkwl-api-key:' + clientToken); encryption key = HMAC-SHA256(master, 'hkwl-api-enc');
 *   MAC key = HMAC-SHA256(master, 'hkwl-api-mac').
 * Ciphertext: `e1.<iv>.<ct>.<mac>`, each part base64url without padding (URL-safe as it is):
 *   iv = 16 random bytes; ct = AES-256-CBC/PKCS#7 of the UTF-8 JSON text of the value;
 *   mac = HMAC-SHA256(MAC key, 'e1.<iv>.<ct>'), so tampering is detected before anything is decrypted.
 * A request marked `X-Encrypted: 1` sends its query as the single parameter `q=<ciphertext>` and its JSON
 * body as `{ "data": "<ciphertext>" }`. The server accepts plain calls too unless the config item
 * front/api_encryption_required is '1'; a call it cannot decrypt answers 4412, a plain one it refuses 4413.
 *
 * Wiring in the request client (when the config item front/api_encryption is on and a client token exists):
 *
 *   const key = deriveApiKey(clientToken);   // once per session: keep it with the token
 *   headers = { ...headers, ...ENCRYPTED_HEADERS };
 *   query = encryptQuery(encodeQuery(init.query) ?? {}, key);   // {} when there is nothing to send
 *   body = init.body === undefined ? undefined : encryptBody(init.body, key);
 *
 * Responses are not encrypted. Before sign-in (no client token) calls go plain; the sign-in call itself
 * cannot be encrypted. FormData (uploads) is not encrypted: send those unmarked.
 */
import AES from 'crypto-js/aes';
import Base64url from 'crypto-js/enc-base64url';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';
import CryptoJS from 'crypto-js/core';
import security from '../../../schemas/request-security.json';

const FORMAT = security.encryption;

/** The spec's "double handling" errors (spec 000 §8). */
export const ALREADY_ENCRYPTED = '已处于加密状态，方法调用场景异常？';
export const ALREADY_DECRYPTED = '已处于解密状态，方法调用场景异常？';
export const DECRYPTION_FAILED = '解密失败：密文无效、密钥不符或内容被篡改';

export { ENCRYPTED_HEADERS } from './encryption-header';

/** `e1.<iv 16 bytes>.<ciphertext, whole AES blocks>.<HMAC-SHA256>`, each base64url without padding. */
export const CIPHERTEXT_PATTERN = new RegExp(`^${FORMAT.version}\\.([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{22,})\\.([A-Za-z0-9_-]{43})$`);

/** The session's API key (64 hex digits): keep it with the client token it came from. */
export type ApiKey = string;

export function deriveApiKey(clientToken: string): ApiKey {
  return SHA256(`${FORMAT.keyPrefix}${clientToken}`).toString(Hex);
}

function subKeys(key: ApiKey): { encryption: CryptoJS.lib.WordArray; mac: CryptoJS.lib.WordArray } {
  if (!/^[0-9a-f]{64}$/.test(key)) throw new Error('API key must be 64 hex digits (deriveApiKey)');
  const master = Hex.parse(key);
  return { encryption: HmacSHA256(FORMAT.encryptionKeyLabel, master), mac: HmacSHA256(FORMAT.macKeyLabel, master) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

/** Ciphertext, or an envelope that carries it (`{ data }` of a body, `{ q }` of a query). */
export function isEncrypted(value: unknown): boolean {
  if (typeof value === 'string') return CIPHERTEXT_PATTERN.test(value);
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && (keys[0] === FORMAT.bodyField || keys[0] === FORMAT.queryParam) && isEncrypted(value[keys[0]]);
}

/** Encrypts any JSON value; throws ALREADY_ENCRYPTED for ciphertext or an encrypted envelope. */
export function encryptPayload(value: unknown, key: ApiKey): string {
  if (isEncrypted(value)) throw new Error(ALREADY_ENCRYPTED);
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('only JSON values can be encrypted');
  const { encryption, mac } = subKeys(key);
  const iv = CryptoJS.lib.WordArray.random(16);
  const sealed = AES.encrypt(Utf8.parse(json), encryption, { iv });
  const head = `${FORMAT.version}.${Base64url.stringify(iv)}.${Base64url.stringify(sealed.ciphertext)}`;
  return `${head}.${Base64url.stringify(HmacSHA256(head, mac))}`;
}

/**
 * Decrypts ciphertext (or an encrypted `{ data }` / `{ q }` envelope) back to its value; throws
 * ALREADY_DECRYPTED for anything that is not ciphertext and DECRYPTION_FAILED for a wrong key or tampering.
 */
export function decryptPayload(text: unknown, key: ApiKey): unknown {
  const ciphertext = isPlainObject(text) && isEncrypted(text) ? Object.values(text)[0] : text;
  const match = typeof ciphertext === 'string' ? CIPHERTEXT_PATTERN.exec(ciphertext) : null;
  if (!match || typeof ciphertext !== 'string') throw new Error(ALREADY_DECRYPTED);
  const { encryption, mac } = subKeys(key);
  const head = ciphertext.slice(0, ciphertext.lastIndexOf('.'));
  if (Base64url.stringify(HmacSHA256(head, mac)) !== match[3]) throw new Error(DECRYPTION_FAILED);
  try {
    const plain = AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: Base64url.parse(match[2]) }), encryption, { iv: Base64url.parse(match[1]) });
    return JSON.parse(Utf8.stringify(plain)) as unknown;
  } catch {
    throw new Error(DECRYPTION_FAILED);
  }
}

/**
 * A call's query as the one parameter `q`. Values are first written as they travel in a plain query
 * (objects such as `where` as JSON text, the rest as text; empty ones dropped), so the server sees the
 * same parameters either way. Nothing to send gives `{}`.
 */
export function encryptQuery(params: Record<string, unknown>, key: ApiKey): Partial<Record<'q', string>> {
  if (isEncrypted(params)) throw new Error(ALREADY_ENCRYPTED);
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    plain[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  if (Object.keys(plain).length === 0) return {};
  return { [FORMAT.queryParam]: encryptPayload(plain, key) };
}

/** A call's JSON body as `{ data: <ciphertext> }`. */
export function encryptBody(body: unknown, key: ApiKey): Record<'data', string> {
  return { [FORMAT.bodyField]: encryptPayload(body, key) } as Record<'data', string>;
}
