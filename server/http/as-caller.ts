import type { FastifyInstance, FastifyRequest } from 'fastify';
import security from '../../schemas/request-security.json';
import { deriveApiKey, encryptApiPayload } from '../plugins/api-encryption.js';
import { sessionOf } from './session.js';
import { Code } from './envelope.js';
import { message, requestLanguage } from './messages.js';

const { header, headerValue } = security.encryption;

/** The headers that make a call the caller's: their session, their language. */
const CALLER_HEADERS = ['cookie', 'authorization', 'accept-language'] as const;

/** An envelope as a route answers it. */
export interface CallAnswer {
  code: number;
  msg: string;
  data: unknown;
}

/** A query as the browser's request layer sends it: objects as JSON, empty values left out (transport.ts encodeQuery). */
function plainQuery(query: Readonly<Record<string, unknown>>): Record<string, string> {
  const plain: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    plain[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return plain;
}

/**
 * A GET answered by its own route as if `request`'s caller had made it beside: the same session and language, sealed
 * as the caller's call was (API encryption), through every hook, check and data scope of that route. No side door:
 * what it answers is what the caller would have been answered.
 */
export async function getAsCaller(app: FastifyInstance, request: FastifyRequest, url: string, query: Readonly<Record<string, unknown>>): Promise<CallAnswer> {
  const headers: Record<string, string> = {};
  for (const name of CALLER_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  let sent = plainQuery(query);
  if (request.headers[header.toLowerCase()] === headerValue) {
    headers[header] = headerValue;
    sent = Object.keys(sent).length > 0 ? { q: encryptApiPayload(sent, deriveApiKey(sessionOf(request).token)) } : {};
  }
  try {
    const reply = await app.inject({ method: 'GET', url, query: sent, headers });
    const body = reply.json<Partial<CallAnswer>>();
    if (typeof body.code !== 'number') throw new Error(`${url} answered no envelope`);
    return { code: body.code, msg: String(body.msg ?? ''), data: body.data ?? null };
  } catch (error) {
    // One call that could not be answered (no envelope, a file) is that call's failure, not its batch's.
    request.log.error({ err: error, url }, 'a call answered as the caller failed');
    return { code: Code.INTERNAL, msg: message(requestLanguage(request), 'internal'), data: null };
  }
}
