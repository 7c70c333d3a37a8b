import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAppServer, startAppServer, stopAppServer, type AppServer } from '../../scripts/two-servers';
import { DEMO_PASSWORD } from '../../server/db/seed/people';
import { contractNames, contractSheet } from './contract-sheet';
import { MOBILES } from './harness';
import { BOUNDARY, multipartForm } from './multipart';
import { seededPostgres } from './seeded-database';
import { sheetRows } from './xlsx';

// Issue 40, point 6, with real processes: two app servers on one PostgreSQL (scripts/two-servers.ts starts each
// as `npm run serve` does). An import and an export are started on A; A is killed (kill -9) while both run, the
// import after committing two of its three batches; B takes both over and finishes them within 90 s, no row written
// twice. PostgreSQL only: on SQLite one app server owns the database file, so there is no second server to take
// anything over (SQLite's side, a dead server's job failed at start with what it kept, is job-takeover.test.ts's).
// CI runs it in its PostgreSQL suite (DATABASE_URL set to the cluster).

const clusterUrl = process.env.DATABASE_URL ?? '';
const onPostgres = /^postgres(ql)?:\/\//.test(clusterUrl);
const MENU = 301;
const BASE = '/api/contract/sales_contract';
/** Each batch of an import is 2,000 rows: the third batch begins at this contract, where A is held. */
const NAMES = contractNames('两服合同', 5000);
const HELD_AT = NAMES[4000];
/** The advisory lock this test holds while A works, so A is killed at a known point. */
const HOLD = 40_401;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface JobDetail {
  id: number;
  status: string;
  error: string | null;
  download_url: string | null;
  summary?: Record<string, number>;
}

/** As a Chinese browser asks (fetch's own accept-language, `*`, would read as English). */
const CHINESE = { 'accept-language': 'zh-CN' };

async function call<T>(server: AppServer, path: string, init: { method?: string; token?: string; body?: unknown; form?: Buffer } = {}): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...CHINESE, ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (init.form) {
    headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
    body = Uint8Array.from(init.form);
  } else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const response = await fetch(`${server.url}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  return (await response.json()) as Envelope<T>;
}

async function bytes(server: AppServer, path: string, token: string): Promise<Buffer> {
  const response = await fetch(`${server.url}${path}`, { headers: { ...CHINESE, authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Signs in on `server`; the session secret, good on every server of the deployment (sessions are in the database). */
/** The database URL with the connections' application_name (pg_stat_activity shows it). */
function named(url: string, name: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
}

async function login(server: AppServer, mobile: string): Promise<string> {
  const response = await fetch(`${server.url}/api/access/account/login`, { method: 'POST', headers: { ...CHINESE, 'content-type': 'application/json' }, body: JSON.stringify({ user_mobile: mobile, password: DEMO_PASSWORD, from_app_id: 44 }) });
  const secret = response.headers.getSetCookie().find((c) => c.startsWith('JWT-Token='))?.split(';')[0].slice('JWT-Token='.length);
  if (!secret) throw new Error(`login ${mobile}: ${await response.text()}`);
  return secret;
}

describe.runIf(onPostgres)('two app servers on one PostgreSQL: jobs outlive their server', () => {
  let databaseUrl = '';
  let filesRoot = '';
  let sql: pg.Client;
  let holder: pg.Client;
  let a: AppServer | undefined;
  let b: AppServer | undefined;

  beforeAll(async () => {
    databaseUrl = await seededPostgres(clusterUrl, 100, '_two');
    filesRoot = mkdtempSync(join(tmpdir(), 'hkwl-two-servers-'));
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
    // Scaffolding in this test's own database: A's import waits as it writes the first row of its third batch, and
    // its export as it first writes to its job, while this test holds HOLD; the lock goes when A is dead.
    await sql.query(`create function hold_here() returns trigger as $$ begin perform pg_advisory_xact_lock_shared(${HOLD}); return new; end $$ language plpgsql`);
    await sql.query(`create trigger hold_import before insert on sales_contracts for each row when (new.contract_name = '${HELD_AT}') execute function hold_here()`);
    await sql.query(`create trigger hold_export before update on jobs for each row when (new.kind = 'export' and old.status = 'running' and new.status = 'running') execute function hold_here()`);
    holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    // A runs both jobs at once; B as configured by default (one at a time). Each names its connections, so the
    // database tells which server a statement is from.
    a = await startAppServer({ databaseUrl: named(databaseUrl, 'hkwl-a'), filesRoot, env: { JOB_CONCURRENCY: '2' } });
    b = await startAppServer({ databaseUrl: named(databaseUrl, 'hkwl-b'), filesRoot });
  });

  afterAll(async () => {
    await killAppServer(a);
    await stopAppServer(b);
    await holder?.end();
    await sql?.end();
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: clusterUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${new URL(databaseUrl).pathname.slice(1)}" with (force)`);
      await admin.end();
    }
    if (filesRoot) rmSync(filesRoot, { recursive: true, force: true });
  });

  const job = async (id: number) => (await sql.query<{ status: string; attempts: number; state: string | null }>('select status, attempts, state from jobs where id = $1', [id])).rows[0];
  /** A's statements waiting for HOLD. */
  const held = async () =>
    (await sql.query<{ query: string }>(`select query from pg_stat_activity where datname = current_database() and wait_event = 'advisory' and application_name = 'hkwl-a'`)).rows.map((r) => r.query);

  it('A is killed while it runs an import and an export; B finishes both within 90 s, no row twice', { timeout: 240_000 }, async () => {
    await holder.query('select pg_advisory_lock($1)', [HOLD]);
    const clerk = await login(a!, MOBILES.salesClerk);
    const template = await bytes(a!, `${BASE}/initImportDownload?perms_id=${MENU}`, clerk);
    const header = (await sheetRows(template))[0] as string[];
    const form = multipartForm({ resource: 'sales_contract', perms_id: String(MENU) }, { name: '两服.xlsx', content: await contractSheet(header, NAMES) });
    const checked = await call<{ job_id: number }>(a!, '/api/base/import/check', { token: clerk, form });
    expect(checked.code).toBe(2000);
    let check: JobDetail | undefined;
    await expect
      .poll(async () => (check = (await call<JobDetail>(a!, `/api/base/job/detail?id=${checked.data.job_id}`, { token: clerk })).data).status, { timeout: 60_000, interval: 200 })
      .not.toMatch(/^(queued|running)$/);
    expect(check).toMatchObject({ status: 'done', error: null });

    // The import, on A: two batches committed (its state says 4,000 rows), the third held as it writes.
    const imported = await call<{ job_id: number }>(a!, `${BASE}/listImport`, { token: clerk, body: { job_id: checked.data.job_id, perms_id: MENU } });
    expect(imported.code).toBe(2000);
    const importId = imported.data.job_id;
    await expect
      .poll(async () => (JSON.parse((await job(importId)).state ?? '{}') as { imported?: number }).imported, { timeout: 60_000, interval: 100 })
      .toBe(4000);
    await expect.poll(async () => (await held()).some((q) => /^insert into "sales_contracts"/i.test(q)), { timeout: 30_000, interval: 100 }).toBe(true);

    // The export, on A's second slot: claimed at once (B could claim it only in the instant between A queueing and
    // claiming it), held as it first writes to its job.
    const exported = await call<{ job_id: number; total: number }>(a!, `${BASE}/export`, { token: clerk, body: { perms_id: MENU, fields: ['contract_no'], where: { status: 2 }, order: 'id asc', async: true } });
    expect(exported.code).toBe(2000);
    const exportId = exported.data.job_id;
    await expect.poll(async () => (await held()).some((q) => /^update "jobs"/i.test(q)), { timeout: 30_000, interval: 100 }).toBe(true);
    expect(await job(exportId)).toMatchObject({ status: 'running', attempts: 1 });
    expect(await job(importId)).toMatchObject({ status: 'running', attempts: 1 });

    await killAppServer(a);
    const killedAt = Date.now();
    await holder.query('select pg_advisory_unlock($1)', [HOLD]);

    // B takes each over (queues it again, then claims it: attempts 2) and finishes it. How long after the kill each
    // step came is logged: the takeover time (about staleAfterMs + takeoverEveryMs, queue.ts JOB_TIMINGS).
    const seen: Record<string, { queued?: number; claimed?: number }> = { export: {}, import: {} };
    const look = async () => {
      const statuses: string[] = [];
      for (const [name, id] of [['export', exportId], ['import', importId]] as const) {
        const row = await job(id);
        const since = Date.now() - killedAt;
        if (seen[name].queued === undefined && (row.status !== 'running' || row.attempts >= 2)) seen[name].queued = since;
        if (seen[name].claimed === undefined && row.attempts >= 2) seen[name].claimed = since;
        statuses.push(row.status);
      }
      return statuses;
    };
    await expect.poll(look, { timeout: 90_000, interval: 100 }).toEqual(['done', 'done']);
    const finishedAfter = Date.now() - killedAt;
    const s = (ms: number | undefined) => `${((ms ?? NaN) / 1000).toFixed(1)} s`;
    console.log(
      `after kill -9 of A: export taken over by B ${s(seen.export.queued)} (claimed ${s(seen.export.claimed)}), ` +
        `import ${s(seen.import.queued)} (claimed ${s(seen.import.claimed)}); both done ${s(finishedAfter)}`,
    );
    expect(finishedAfter).toBeLessThan(90_000);
    expect(await job(importId)).toMatchObject({ attempts: 2 });
    expect(await job(exportId)).toMatchObject({ attempts: 2 });

    // Every row of the file once: 4,000 written by A, the last 1,000 by B, none twice.
    const rows = await sql.query<{ contract_name: string }>(`select contract_name from sales_contracts where contract_name like '两服合同%' order by contract_name`);
    expect(rows.rows.map((r) => r.contract_name)).toEqual(NAMES);
    const importDone = (await call<JobDetail>(b!, `/api/base/job/detail?id=${importId}`, { token: clerk })).data;
    expect(importDone).toMatchObject({ status: 'done', summary: { total: 5000, imported: 5000, invalid: 0 } });
    const messages = await sql.query<{ title: string; content: string }>(`select m.title, m.content from messages m join jobs j on j.user_id = m.user_id where j.id = $1 and m.title = '导入完成：两服.xlsx'`, [importId]);
    expect(messages.rows.map((m) => m.content)).toEqual(['《两服.xlsx》已导入5000条数据。']);

    // The export B made again from the start: the list's rows, each once.
    const exportDone = (await call<JobDetail>(b!, `/api/base/job/detail?id=${exportId}`, { token: clerk })).data;
    expect(exportDone.status).toBe('done');
    const file = await sheetRows(await bytes(b!, exportDone.download_url!, clerk));
    const list = await call<{ data: { contract_no: string }[]; total: number }>(b!, `${BASE}/index?perms_id=${MENU}&limit=9999&order=${encodeURIComponent('id asc')}&where=${encodeURIComponent(JSON.stringify({ status: 2 }))}`, { token: clerk });
    expect(file.slice(1).map((r) => r[0])).toEqual(list.data.data.map((r) => r.contract_no));
    // Nothing half-written is left in the shared storage's temporary folder.
    const temporary = join(filesRoot, 'tmp');
    expect(existsSync(temporary) ? readdirSync(temporary) : []).toEqual([]);
  });
});
