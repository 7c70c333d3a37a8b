import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import security from '../../schemas/request-security.json';
import { ApiError, Code } from '../http/envelope.js';
import { sameSecret } from '../http/session-cookie.js';
import './fastify-types.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The end of a signed call's body as it arrived (plugins/signature); null for others. */
    signedBodyTail: { text(): string } | null;
  }
  interface FastifyContextConfig {
    /** The call must carry X-Timestamp and X-Signature (as the signed paths of schemas/request-security.json do). */
    signed?: boolean;
  }
}

const { timestampHeader, signatureHeader, bodyTail, tokenTail, maxSkewSeconds, signedPaths } = security.signature;
const SIGNED_PATHS = new Set(signedPaths);
/** Bytes kept from the end of a signed body: enough for its last `bodyTail` UTF-16 units whatever the script. */
const TAIL_BYTES = bodyTail * 4 + 4;

/** The end of a request body as it streams past (signed calls only): the signature covers its last characters. */
class BodyTail extends Transform {
  private kept = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null, data?: Buffer) => void): void {
    const joined = Buffer.concat([this.kept, chunk]);
    this.kept = joined.subarray(Math.max(0, joined.length - TAIL_BYTES));
    callback(null, chunk);
  }

  text(): string {
    return this.kept.toString('utf8').slice(-bodyTail);
  }
}

/** What a signature is computed over (the client's signatureInput in src/services/request/signing.ts). */
export function signatureInput(timestamp: string, path: string, body: string, token: string): string {
  return `${timestamp}${path}${body.slice(-bodyTail)}${token.slice(-tokenTail)}`;
}

/** Lowercase hex SHA-256 of the input, UTF-8 (lone surrogates become U+FFFD, as on the client). */
export function expectedSignature(timestamp: string, path: string, body: string, token: string): string {
  return createHash('sha256').update(signatureInput(timestamp, path, body, token), 'utf8').digest('hex');
}

function isSigned(request: FastifyRequest): boolean {
  return request.routeOptions.config.signed === true || (request.routeOptions.url !== undefined && SIGNED_PATHS.has(request.routeOptions.url));
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The token as the caller sent it in Authorization: the client token (browser) or the session secret. */
function presentedToken(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/.exec(request.headers.authorization?.trim() ?? '')?.[1] ?? '';
}

/**
 * Signed calls (spec 000 §7): `account/info` and `account/status`, and any route marked `config.signed`.
 * Checked before validation and after authentication (plugins/auth runs on request), so a caller without a
 * session still hears 4001. A missing or wrong signature is 4410, a timestamp off by more than 300 s 4411:
 * outside 4001-4010, which would make the client offer re-login for what is a client bug or a bad clock.
 */
export const signaturePlugin = fp(
  async (app) => {
    app.decorateRequest('signedBodyTail', null);
    // Callback hooks: nothing here waits, and every call would pay for a promise otherwise.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      if (request.is404 || request.method === 'GET' || request.method === 'HEAD' || !isSigned(request)) return done(null, payload);
      const tail = new BodyTail();
      request.signedBodyTail = tail;
      // pipeline, not pipe: an aborted upload destroys the tail too, so the body parser hears of it.
      done(null, pipeline(payload, tail, () => {}));
    });

    app.addHook('preValidation', (request, _reply, done) => {
      try {
        checkSignature(request);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
  },
  { name: 'signature', dependencies: ['auth'] },
);

/** A signed call's timestamp and signature, or the ApiError that refuses it; unsigned calls pass. */
function checkSignature(request: FastifyRequest): void {
  if (request.is404 || !isSigned(request)) return;
  const timestamp = header(request, timestampHeader);
  const signature = header(request, signatureHeader);
  if (!timestamp || !signature) throw new ApiError(Code.SIGNATURE_INVALID, 'signatureInvalid');
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
  if (!(Math.abs(Date.now() / 1000 - seconds) <= maxSkewSeconds)) {
    throw new ApiError(Code.TIMESTAMP_SKEW, 'timestampSkew', { seconds: maxSkewSeconds });
  }
  const path = request.url.split('?')[0];
  const expected = expectedSignature(timestamp, path, request.signedBodyTail?.text() ?? '', presentedToken(request));
  if (!sameSecret(signature, expected)) {
    throw new ApiError(Code.SIGNATURE_INVALID, 'signatureInvalid');
  }
}
