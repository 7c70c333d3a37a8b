import Fastify, { type FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../schemas/generated/resource-definition.js';
import type { DatabaseHandle } from './db/connection.js';
import { publishedDefinitions } from './modules/studio/store.js';
import { MODULES } from './modules/index.js';
import type { FileStorage } from './modules/files/storage.js';
import type { JobTimings } from './modules/jobs/queue.js';
import { defaultFileStorage } from './modules/files/s3-storage.js';
import { EXPORT_BATCH } from './modules/resources/export-rows.js';
import { apiEncryptionPlugin } from './plugins/api-encryption.js';
import { authPlugin } from './plugins/auth.js';
import { databasePlugin } from './plugins/database.js';
import { buildSerializer } from './http/serializers.js';
import { validatorCompiler } from './http/validators.js';
import { clientErrorHandler, envelopePlugin, frameworkErrorHandler } from './plugins/envelope.js';
import { openapiPlugin } from './plugins/openapi.js';
import { realtimePlugin } from './plugins/realtime.js';
import { jobsPlugin } from './plugins/jobs.js';
import { documentStepsPlugin } from './modules/resources/document-steps.js';
import { schemasPlugin } from './plugins/schemas.js';
import { settingsPlugin } from './plugins/settings.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { signaturePlugin } from './plugins/signature.js';
import { staticPlugin } from './plugins/static.js';
import { wellFormedPlugin } from './plugins/well-formed.js';

export interface AppOptions {
  database: DatabaseHandle;
  /** The business resources to serve; the stored definitions (server/modules/studio/store.ts) by default. Their tables must exist (migrate). */
  resources?: readonly ResourceDefinition[];
  /** The built web app to serve (with the SPA fallback); omitted in API tests. */
  webRoot?: string;
  /** Log level; errors (every 5000, with its stack) are logged unless this is false. */
  logLevel?: 'error' | 'info' | false;
  /** GET /api/docs, the browsable API page: for development, not production. */
  apiDocsPage?: boolean;
  /** Where log lines go (standard output by default). */
  logStream?: { write(line: string): void };
  /**
   * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (Fastify's trustProxy: true, or
   * addresses/CIDRs): then the caller's address and HTTPS (the cookie's Secure) come from them. Unset:
   * nobody's, so a client cannot claim another address or HTTPS.
   */
  trustProxy?: boolean | string | string[];
  /** Where attachments are stored: the S3 bucket of S3_BUCKET (and S3_ENDPOINT...), else local disk under FILES_ROOT (default data/files), unless given. */
  fileStorage?: FileStorage;
  /** Connection limits in ms (CONNECTION_TIMEOUTS by default; tests shorten them). */
  timeouts?: Partial<typeof CONNECTION_TIMEOUTS>;
  /** Rows an export reads per query (EXPORT_BATCH by default; tests make it small so batches meet empty values and ties). */
  exportBatch?: number;
  /** Job heartbeat and takeover intervals (JOB_TIMINGS by default; tests shorten them). */
  jobTimings?: Partial<JobTimings>;
}

/**
 * How long a connection may hold the server without doing its part (issue 19: a thousand idle or slow
 * connections were held for good): its request headers, its whole request, and an idle keep-alive between
 * requests. A WebSocket, once upgraded, is the socket library's (it clears the timeout) and keeps its own pings.
 */
export const CONNECTION_TIMEOUTS = { headers: 10_000, request: 30_000, keepAlive: 5_000, checkEvery: 1_000 };

/** One route as the app registered it; `app.routeList` holds them all (tests enumerate every route from it). */
export interface RouteEntry {
  method: string;
  url: string;
  /** Marked `config.public`: reachable without signing in. */
  public: boolean;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...CONNECTION_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logLevel === false ? false : { level: options.logLevel ?? 'error', ...(options.logStream ? { stream: options.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
    // Node answers an HTTP/1.1 request without Host with a bare 400; plugins/envelope makes the same check.
    // Node checks the headers and request deadlines every `checkEvery` ms (its default is 30 s).
    http: { requireHostHeader: false, headersTimeout: timeouts.headers, connectionsCheckingInterval: timeouts.checkEvery },
    requestTimeout: timeouts.request,
    ...(options.trustProxy !== undefined ? { trustProxy: options.trustProxy } : {}),
    keepAliveTimeout: timeouts.keepAlive,
    schemaController: { compilersFactory: { buildSerializer } },
  });
  // Bodies are JSON and never coerced; text (query, params) coerces plain decimals only (http/validators.ts).
  app.setValidatorCompiler(validatorCompiler);
  // Registered before any plugin, so it sees every route of every module (Fastify's HEAD twins included).
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.decorate('fileStorage', options.fileStorage ?? defaultFileStorage());
  app.decorate('exportBatch', options.exportBatch ?? EXPORT_BATCH);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's own onRoute hooks run after this one and may still mark the route public.
      routeList.push({ method, url: route.url, get public() { return route.config?.public === true; } });
    }
  });
  await app.register(securityHeadersPlugin);
  await app.register(databasePlugin, { database: options.database, resources: options.resources ?? (await publishedDefinitions(options.database.db)) });
  await app.register(schemasPlugin);
  await app.register(envelopePlugin);
  await app.register(wellFormedPlugin);
  await app.register(authPlugin);
  await app.register(settingsPlugin);
  await app.register(realtimePlugin);
  await app.register(jobsPlugin, { timings: options.jobTimings });
  await app.register(documentStepsPlugin);
  await app.register(signaturePlugin);
  await app.register(apiEncryptionPlugin);
  await app.register(openapiPlugin, { page: options.apiDocsPage ?? false });
  for (const { prefix, plugin } of MODULES) await app.register(plugin, { prefix });
  await app.register(staticPlugin, { webRoot: options.webRoot });
  return app;
}
