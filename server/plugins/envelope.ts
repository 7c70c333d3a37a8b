import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { ApiError, Code, type Envelope } from '../http/envelope.js';
import { message, requestLanguage } from '../http/messages.js';

/** Envelope errors travel with HTTP 200 so the client's interceptor reads `code` and `msg` (spec 000 §8). */
export function envelopeFor(error: (Error & Partial<FastifyError>) | ApiError, request: Pick<FastifyRequest, 'headers'>): { status: number; body: Envelope<null> } {
  const language = requestLanguage(request);
  if (error instanceof ApiError) {
    return { status: 200, body: { code: error.code, msg: message(language, error.key, error.params), data: null } };
  }
  if (error.validation) {
    const detail = error.validation
      .map((v) => `${v.instancePath.replace(/^\//, '') || (v.params as { missingProperty?: string }).missingProperty || ''} ${v.message ?? ''}`.trim())
      .join('; ');
    return { status: 200, body: { code: Code.BAD_REQUEST, msg: message(language, 'badRequest', { detail: detail.slice(0, 200) }), data: null } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: 200, body: { code: Code.BAD_REQUEST, msg: message(language, 'badRequest', { detail: error.message.slice(0, 200) }), data: null } };
  }
  // A unique index refused a repeat the write's own check could not see (two writes racing): nothing was written.
  const code = (error as Error & { code?: unknown }).code;
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE') return { status: 200, body: { code: Code.BAD_REQUEST, msg: message(language, 'duplicateValue'), data: null } };
  if (isDatabaseOutage(error)) return { status: 503, body: { code: Code.DATABASE_UNAVAILABLE, msg: message(language, 'databaseUnavailable'), data: null } };
  return { status: 500, body: { code: Code.INTERNAL, msg: message(language, 'internal'), data: null } };
}

/** Socket errors and PostgreSQL's connection-exception and shutdown classes (SQLSTATE 08, 57P0x). */
const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const OUTAGE_TEXT = /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|Client has encountered a connection error/i;

/** Whether an error says the database cannot be reached (an outage), rather than that a query was wrong. */
export function isDatabaseOutage(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; cause = (cause as Error & { cause?: unknown }).cause, depth += 1) {
    const code = (cause as Error & { code?: unknown }).code;
    if ((typeof code === 'string' && OUTAGE_CODES.has(code)) || OUTAGE_TEXT.test(cause.message)) return true;
    // AggregateError (a connect to several addresses) carries its causes in `errors`.
    const errors = (cause as Error & { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((e) => isDatabaseOutage(e))) return true;
  }
  return false;
}

/**
 * The answer to an error, with its status and JSON type set on the reply; every 5000 is logged with its
 * stack. Also for an answer replaced as it is sent (plugins/auth).
 */
export function errorAnswer(error: (Error & Partial<FastifyError>) | ApiError, request: FastifyRequest, reply: FastifyReply): Envelope<null> {
  const { status, body } = envelopeFor(error, request);
  if (status === 503) request.log.warn({ url: request.url, reason: error.message }, 'database unavailable');
  else if (status >= 500) request.log.error({ err: error, url: request.url }, 'internal error');
  void reply.status(status).type('application/json; charset=utf-8');
  return body;
}

/** Writes the envelope of an error. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = errorAnswer(error, request, reply);
  // The route's response schema describes success; an error envelope is written as it is. A custom
  // serializer makes Fastify skip its JSON content type, so the type is set too (found by tests/server/fuzz).
  void reply.serializer(JSON.stringify).send(body);
}

/** Errors and unknown API paths as envelopes. */
export const envelopePlugin = fp(
  async (app) => {
    app.setErrorHandler(sendError);
    // HTTP/1.1 requires Host (RFC 9112 §3.2). Node's own check answers a bare 400 with no body, so the app
    // turns it off (server/app.ts) and refuses here, before authentication, with a 400 envelope, closing as Node does.
    // A callback hook: nothing here waits, and every call would pay for a promise otherwise.
    app.addHook('onRequest', (request, reply, done) => {
      const { httpVersionMajor, httpVersionMinor } = request.raw;
      if (httpVersionMajor !== 1 || httpVersionMinor !== 1 || request.headers.host) return done();
      const body = { code: Code.BAD_REQUEST, msg: message(requestLanguage(request), 'badRequest', { detail: 'Host header missing' }), data: null };
      // Answered here, so `done` is not called: the request goes no further.
      void reply.status(400).header('connection', 'close').type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
    });
  },
  { name: 'envelope' },
);

/**
 * Fastify's `frameworkErrors`: errors raised while routing, before any error handler exists, such as a path
 * that is not valid percent-encoding (`/api/x%`, FST_ERR_BAD_URL). Fastify's default answers them with its
 * own `{ error, message, statusCode }` JSON; this makes them the same 4400 envelope as any bad request.
 */
export const frameworkErrorHandler: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) =>
  sendError(error, request, reply);

/**
 * Requests Node's parser refuses before Fastify sees them (a URL or headers over the limit, a malformed
 * request line) still get an envelope, not a bare 431 or 400.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    code: Code.BAD_REQUEST,
    msg: tooLarge ? '请求地址或请求头过长 / Request address or headers too long' : '请求格式有误 / Malformed request',
    data: null,
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
