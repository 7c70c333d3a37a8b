/**
 * Publishing a resource definition over a big table (issue 23): a new version with one added column on a resource
 * of N rows, through the studio's publish call, against a bare `alter table add column` on the same table in the
 * same run; and what readers saw meanwhile: list calls answered during the publish against the same calls before it.
 *   npm run bench:studio                         # SQLite, 1,000,000 rows
 *   BENCH_ROWS=100000 npm run bench:studio
 *   BENCH_POSTGRES_URL=postgres://... npm run bench:studio   # PostgreSQL too
 */
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ResourceDefinition } from '../schemas/generated/resource-definition';
import { buildApp } from '../server/app';
import { ADMINISTRATOR_ROLE_ID } from '../server/acl/administrator';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { bearer, login, MOBILES } from '../tests/server/harness';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const MENU_ID = 9990;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a published resource's table is not in the typed schema
type AnyDb = Kysely<any>;

const LEASE: ResourceDefinition = {
  name: 'bench_lease',
  module: 'lease',
  table: 'bench_leases',
  label: { zh: '租赁', en: 'Leases' },
  fields: [
    { name: 'customer_name', type: 'text', maxLength: 100 },
    { name: 'monthly_rent', type: 'money' },
    { name: 'start_date', type: 'date' },
    { name: 'status', type: 'int', nullable: true },
  ],
  indexes: [['status']],
  defaultOrder: 'id desc',
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** Fills the table inside the database (a generated series), as the bare baseline of nothing but rows. */
async function fill(db: AnyDb, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const stamps = `1, 'admin', 1, 'x', 1, 'x', 1, '2026-11-27 00:00:00', '2026-11-27 00:00:00'`;
  const columns = 'customer_name, monthly_rent, start_date, status, add_user_id, add_user_name, add_org_id, add_org_name, add_company_id, add_company_name, add_entity_org_id, created_at, updated_at';
  const values = `'客户' || (i % 997), (i % 100000) + 0.5, '2026-01-01', i % 3, ${stamps}`;
  if (dialect === 'postgres') {
    await sql.raw(`insert into bench_leases (${columns}) select ${values} from generate_series(1, ${ROWS}) as s(i)`).execute(db);
  } else {
    await sql.raw(`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${ROWS}) insert into bench_leases (${columns}) select ${values} from n`).execute(db);
  }
}

async function run(url: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'hkwl-bench-studio-'));
  const database = openDatabase(url === 'sqlite' ? join(dir, 'bench.sqlite') : url);
  if (database.dialect === 'postgres') {
    await sql`drop schema if exists public cascade`.execute(database.db);
    await sql`create schema public`.execute(database.db);
  }
  await migrate(database);
  await seedIfEmpty(database, 100);
  const app = await buildApp({ database, logLevel: false });
  const db = database.db as unknown as AnyDb;
  const admin = await login(app, MOBILES.admin);
  const publish = async (definition: ResourceDefinition, baseVersion?: number) => {
    const answer = (await app.inject({ method: 'POST', url: '/api/base/studio/resource/publish', headers: bearer(admin), payload: { definition, base_version: baseVersion } })).json() as { code: number; msg: string };
    if (answer.code !== 2000) throw new Error(`publish: ${answer.msg}`);
  };
  await publish(LEASE);
  await db.insertInto('perm_nodes').values({
    id: MENU_ID, pid: 0, app_id: 44, name: '租赁', name_en: 'Leases', path_name: '', icon: '', flag: '/lease/bench', type: 2, status: 1, show_in_sidebar: 1, show_nav: 1, keep_alive: 0,
    is_blank: 0, use_search_view: 0, func_config: null, perms_data: null, child_router: null, use_remote_field: 0, remote_fields_url: '', remote_request_url: '/api/lease/bench_lease/index',
    remote_request_method: 'GET', tabs_options: null, tree_props: null, statistics_option: null, sort: MENU_ID,
  }).execute();
  await db.insertInto('role_menus').values({ role_id: ADMINISTRATOR_ROLE_ID, menu_id: MENU_ID, data_scope: 'all' }).execute();
  const filling = performance.now();
  await fill(db, database.dialect);
  if (database.dialect === 'postgres') await sql`analyze bench_leases`.execute(db);
  const fillMs = performance.now() - filling;

  // Readers: four list calls at a time, each timed, until told to stop.
  const listUrl = `/api/lease/bench_lease/index?perms_id=${MENU_ID}&limit=15&where=${encodeURIComponent(JSON.stringify({ status: 1 }))}`;
  const readers = (untilMs: () => boolean) => {
    const times: number[] = [];
    const one = async () => {
      while (!untilMs()) {
        const start = performance.now();
        const answer = (await app.inject({ method: 'GET', url: listUrl, headers: bearer(admin) })).json() as { code: number; msg: string };
        if (answer.code !== 2000) throw new Error(`list: ${answer.msg}`);
        times.push(performance.now() - start);
      }
    };
    return { times, done: Promise.all([one(), one(), one(), one()]) };
  };
  let stop = false;
  const before = readers(() => stop);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  stop = true;
  await before.done;

  // The publish, with readers going on beside it.
  let published = false;
  const during = readers(() => published);
  const start = performance.now();
  await publish({ ...LEASE, fields: [...LEASE.fields, { name: 'site', type: 'text', maxLength: 50, nullable: true }] }, 1);
  const publishMs = performance.now() - start;
  published = true;
  await during.done;

  // Baseline: the bare statement alone on the same table.
  const bareStart = performance.now();
  await sql`alter table bench_leases add column bare_column varchar(50)`.execute(db);
  const bareMs = performance.now() - bareStart;

  const count = Number(((await sql<{ n: number }>`select count(*) as n from bench_leases`.execute(db)).rows[0]).n);
  console.log(`\n${database.dialect}: ${count.toLocaleString('en')} rows (filled in ${(fillMs / 1000).toFixed(1)} s)`);
  console.log(`  publish (one added column, through the call): ${publishMs.toFixed(0)} ms; bare alter table: ${bareMs.toFixed(1)} ms; ratio ${(publishMs / Math.max(bareMs, 0.001)).toFixed(1)}x`);
  console.log(`  list calls before: ${before.times.length} in 2 s, p50 ${percentile(before.times, 50).toFixed(1)} ms, p99 ${percentile(before.times, 99).toFixed(1)} ms`);
  console.log(`  list calls during the publish: ${during.times.length}, p50 ${percentile(during.times, 50).toFixed(1)} ms, max ${Math.max(0, ...during.times).toFixed(1)} ms`);
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}

await run('sqlite');
if (process.env.BENCH_POSTGRES_URL) await run(process.env.BENCH_POSTGRES_URL);
