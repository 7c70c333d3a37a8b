import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app';
import { openDatabase, type DatabaseHandle } from '../../server/db/connection';
import { migrate } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/db/seed';
import { LocalDiskStorage } from '../../server/modules/files/storage';
import { DEMO_PASSWORD } from '../../server/db/seed/people';
import { signatureHeaders } from '../../src/services/request/signing';
import { seededPostgres, seededSqlite } from './seeded-database';

export const TEST_CONTRACTS = 3000;

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where this server's attachments are stored (a temporary folder). */
  filesRoot: string;
  close(): Promise<void>;
}

/**
 * A migrated, seeded server on a fresh database: a temporary SQLite file, or, when DATABASE_URL is a
 * PostgreSQL URL, this worker's own database beside it (test files run in parallel, one per worker); either a
 * copy of one seeded once with `contracts` contracts (seeded-database.ts).
 */
/** `suffix`: a second server in one test file gets a PostgreSQL database of its own (the worker's is the first's). */
export async function startTestServer(contracts = TEST_CONTRACTS, appOptions: Partial<AppOptions> = {}, suffix = ''): Promise<TestServer> {
  const url = process.env.DATABASE_URL;
  let dir: string | undefined;
  let database: DatabaseHandle;
  if (url && /^postgres/.test(url)) {
    database = openDatabase(await seededPostgres(url, contracts, suffix));
  } else {
    dir = mkdtempSync(join(tmpdir(), 'hkwl-test-'));
    await seededSqlite(join(dir, 'test.sqlite'), contracts);
    database = openDatabase(join(dir, 'test.sqlite'));
  }
  // What `npm start` does on every start: both find nothing to do on the copy.
  await migrate(database);
  await seedIfEmpty(database, contracts);
  // Attachments go to a folder of this server's own, never the project's data/files.
  const filesRoot = mkdtempSync(join(tmpdir(), 'hkwl-files-'));
  const app = await buildApp({ database, logLevel: false, fileStorage: new LocalDiskStorage(filesRoot), ...appOptions });
  return {
    app,
    database,
    filesRoot,
    async close() {
      await app.close();
      await database.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
      rmSync(filesRoot, { recursive: true, force: true });
    },
  };
}

export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Calls the app in-process and returns the envelope, failing on any HTTP status but 200. */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions, status = 200): Promise<Answer<T>> {
  const response = await app.inject(options);
  if (response.statusCode !== status) throw new Error(`HTTP ${response.statusCode}: ${response.body}`);
  return response.json() as Answer<T>;
}

/** The session secret a sign-in or position change set in its httpOnly cookie (what a non-browser client keeps). */
export function sessionSecretFrom(response: { headers: Record<string, unknown> }): string {
  const header = [response.headers['set-cookie']].flat().find((c): c is string => typeof c === 'string' && c.startsWith('JWT-Token='));
  const secret = header?.slice('JWT-Token='.length).split(';')[0];
  if (!secret) throw new Error('no session cookie in the answer');
  return secret;
}

/** Signs in and returns the session secret, which non-browser clients send as a Bearer token. */
export async function login(app: FastifyInstance, mobile: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: mobile, password, from_app_id: 44 } });
  const answer = response.json() as Answer<{ token: string }>;
  if (answer.code !== 2000) throw new Error(`login ${mobile}: ${answer.msg}`);
  return sessionSecretFrom(response);
}

/** Switches the session's position; returns the new session secret. */
export async function changePosition(app: FastifyInstance, secret: string, positionOrgId: number): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/access/account/changePositionOrg', payload: { position_org_id: positionOrgId }, headers: bearer(secret) });
  const answer = response.json() as Answer<{ token: string }>;
  if (answer.code !== 2000) throw new Error(`changePositionOrg: ${answer.msg}`);
  return sessionSecretFrom(response);
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/**
 * The signature headers of a signed call (account/info and account/status, spec 000 §7), made by the
 * browser's own function: `token` is what goes in Authorization, `path` the path without query string.
 */
export function signedHeaders(token: string, path: string, body = ''): Record<string, string> {
  return signatureHeaders(path, body, token);
}

export function get<T = unknown>(app: FastifyInstance, token: string, url: string, query: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const encoded = Object.fromEntries(
    Object.entries(query).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );
  return call<T>(app, { method: 'GET', url, query: encoded, headers: { ...bearer(token), ...headers } });
}

export function post<T = unknown>(app: FastifyInstance, token: string, url: string, payload: unknown) {
  return call<T>(app, { method: 'POST', url, payload: payload as object, headers: bearer(token) });
}

/** `get` of a signed call (account/info, account/status), signed as the client signs it. */
export function getSigned<T = unknown>(app: FastifyInstance, token: string, url: string, query: Record<string, unknown> = {}) {
  return get<T>(app, token, url, query, signedHeaders(token, url));
}

export const MOBILES = {
  admin: '13800000000',
  companyManager: '13800000001',
  departmentManager: '13800000002',
  salesClerk: '13800000003',
  finance: '13800000004',
  twoPositions: '13800000005',
  disabled: '13800000099',
};
