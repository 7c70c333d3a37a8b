import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import security from '../../schemas/request-security.json';
import { ApiError, Code } from '../http/envelope.js';
import { clientTokenFor } from '../http/session-cookie.js';
import './fastify-types.js';

/**
 * API encryption, the server's half of src/services/request/encryption.ts (the format is described
 * there; its constants are schemas/request-security.json). The key of a session is derived from its client
 * token, so nothing is stored and every session has its own. A call marked `X-Encrypted: 1` carries its
 * query as `q=<ciphertext>` and its JSON body as `{ "data": "<ciphertext>" }`; they are decrypted in
 * preValidation, before Fastify validates querystring and body, so routes never see the difference.
 */
const FORMAT = security.encryption;
const PATTERN = new RegExp(`^${FORMAT.version}\\.([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{22,})\\.([A-Za-z0-9_-]{43})$`);

/** The session's master key (32 bytes) from its client token. */
export function deriveApiKey(clientToken: string): Buffer {
  return createHash('sha256').update(`${FORMAT.keyPrefix}${clientToken}`, 'utf8').digest();
}

function subKeys(master: Buffer): { encryption: Buffer; mac: Buffer } {
  return {
    encryption: createHmac('sha256', master).update(FORMAT.encryptionKeyLabel, 'utf8').digest(),
    mac: createHmac('sha256', master).update(FORMAT.macKeyLabel, 'utf8').digest(),
  };
}

/** Encrypts a JSON value the way the browser does (tests prove the two read each other). */
export function encryptApiPayload(value: unknown, master: Buffer): string {
  const { encryption, mac } = subKeys(master);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', encryption, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const head = `${FORMAT.version}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  return `${head}.${createHmac('sha256', mac).update(head, 'utf8').digest('base64url')}`;
}

/** The value of a ciphertext, or undefined when it is malformed, under another key or tampered with. */
export function decryptApiPayload(text: string, master: Buffer): { value: unknown } | undefined {
  const match = PATTERN.exec(text);
  if (!match) return undefined;
  const { encryption, mac } = subKeys(master);
  const head = text.slice(0, text.lastIndexOf('.'));
  const expected = createHmac('sha256', mac).update(head, 'utf8').digest();
  const given = Buffer.from(match[3], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-cbc', encryption, Buffer.from(match[1], 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(match[2], 'base64url')), decipher.final()]);
    return { value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain)) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * The keys a marked call may be under: its session's (private routes); on a public route, whatever its
 * Bearer token gives, read as a browser's client token or as a non-browser client's session secret.
 */
function candidateKeys(request: FastifyRequest): Buffer[] {
  if (request.session) return [deriveApiKey(request.session.token)];
  const bearer = /^Bearer\s+(\S{1,200})$/.exec(request.headers.authorization?.trim() ?? '')?.[1];
  return bearer ? [deriveApiKey(bearer), deriveApiKey(clientTokenFor(bearer))] : [];
}

function decrypt(text: unknown, keys: Buffer[]): unknown {
  if (typeof text === 'string') {
    for (const key of keys) {
      const opened = decryptApiPayload(text, key);
      if (opened) return opened.value;
    }
  }
  throw new ApiError(Code.DECRYPTION_FAILED, 'decryptFailed');
}

function badRequest(detail: string): ApiError {
  return new ApiError(Code.BAD_REQUEST, 'badRequest', { detail });
}

/** A decrypted query becomes what a plain query string would have given: names to text (or lists of text). */
function asQuery(value: unknown): Record<string, string | string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('the encrypted query is not an object of parameters');
  const scalar = (v: unknown): string => {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw badRequest('an encrypted query parameter is not text');
  };
  // fromEntries defines own properties: a parameter named __proto__ stays a parameter.
  return Object.fromEntries(Object.entries(value).map(([name, v]) => [name, Array.isArray(v) ? v.map(scalar) : scalar(v)]));
}

function isBodyEnvelope(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && FORMAT.bodyField in body;
}

export const apiEncryptionPlugin = fp(
  async (app) => {
    /** The setting, through the settings cache (a change shows within seconds on every app server). */
    async function encryptionRequired(): Promise<boolean> {
      return (await app.settings.value(FORMAT.requiredConfigGroup, FORMAT.requiredConfigLabel))?.trim() === '1';
    }

    app.addHook('preValidation', async (request) => {
      if (request.is404) return;
      const query = (request.query ?? {}) as Record<string, unknown>;
      const names = Object.keys(query);
      const marked = request.headers[FORMAT.header.toLowerCase()] === FORMAT.headerValue;
      if (!marked) {
        // Only private calls that send something are held to the setting: sign-in cannot be encrypted.
        const sends = names.length > 0 || request.body !== undefined;
        if (sends && request.session && !request.routeOptions.config.public && (await encryptionRequired())) {
          throw new ApiError(Code.ENCRYPTION_REQUIRED, 'encryptionRequired');
        }
        return;
      }
      const keys = candidateKeys(request);
      if (names.length > 0) {
        if (names.length !== 1 || names[0] !== FORMAT.queryParam) throw badRequest(`an encrypted call sends its query as the one parameter ${FORMAT.queryParam}`);
        request.query = asQuery(decrypt(query[FORMAT.queryParam], keys));
      }
      if (request.body !== undefined) {
        if (!isBodyEnvelope(request.body)) throw badRequest(`an encrypted call sends its body as { "${FORMAT.bodyField}": "<ciphertext>" }`);
        request.body = decrypt(request.body[FORMAT.bodyField], keys);
      }
    });
  },
  { name: 'api-encryption', dependencies: ['database', 'auth', 'settings'] },
);
