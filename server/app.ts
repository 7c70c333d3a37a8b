import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { DatabaseHandle } from './db/connection.js';
import { ApiError, Code, type Envelope } from './http/envelope.js';
import { message, requestLanguage } from './http/messages.js';
import { registerAccountRoutes } from './modules/account/routes.js';
import { registerConfigRoutes } from './modules/config/routes.js';
import { registerMessageRoutes } from './modules/message/routes.js';
import { registerRemoteFieldRoutes } from './modules/remote-fields/routes.js';
import { registerResourceRoutes } from './modules/resources/routes.js';

export interface AppOptions {
  database: DatabaseHandle;
  /** The built web app to serve (with the SPA fallback); omitted in API tests. */
  webRoot?: string;
  logger?: boolean;
}

/** Envelope errors travel with HTTP 200 so the client's interceptor reads `code` and `msg` (spec 000 §8). */
function envelopeFor(error: FastifyError | ApiError, request: Parameters<typeof requestLanguage>[0]): { status: number; body: Envelope<null> } {
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
  return { status: 500, body: { code: Code.INTERNAL, msg: message(language, 'internal'), data: null } };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false, allowUnionTypes: true } },
  });
  const context: AppContext = { db: options.database.db, dialect: options.database.dialect };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = envelopeFor(error, request);
    if (status >= 500) request.log.error(error);
    void reply.status(status).send(body);
  });

  registerAccountRoutes(app, context);
  registerMessageRoutes(app, context);
  registerConfigRoutes(app, context);
  registerRemoteFieldRoutes(app, context);
  registerResourceRoutes(app, context);

  const webRoot = options.webRoot ? resolve(options.webRoot) : undefined;
  const serveWeb = webRoot !== undefined && existsSync(resolve(webRoot, 'index.html'));
  if (serveWeb) await app.register(fastifyStatic, { root: webRoot, wildcard: false });

  app.setNotFoundHandler((request, reply) => {
    if (!serveWeb || request.url.startsWith('/api/') || request.method !== 'GET') {
      void reply.status(404).send({ code: Code.NOT_FOUND, msg: message(requestLanguage(request), 'routeNotFound'), data: null });
      return;
    }
    // Client-side routes: the web app decides what an unknown path shows (its 404 page).
    void reply.type('text/html').sendFile('index.html');
  });

  return app;
}
