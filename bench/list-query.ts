/**
 * The contract `index` endpoint (two filters, a sort, a page) against the bare SQL of the same query, on
 * SQLite and, when BENCH_POSTGRES_URL is set, PostgreSQL; at 20,000 and 1,000,000 rows. Prints median and
 * p95 of each and the ratio ours / bare. Databases are generated once under bench/.data/.
 *   npm run bench                      # SQLite, 20k and 1M
 *   BENCH_ROWS=20000 npm run bench     # only 20k
 *   BENCH_POSTGRES_URL=postgres://... npm run bench
 */
import { existsSync, mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { openDatabase, type DatabaseHandle } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { refreshPlannerStats } from '../server/db/planner-stats';
import { seedIfEmpty } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed/people';
import { resourceColumns } from '../server/modules/resources/table';
import { salesContract } from '../server/modules/resources/definitions/sales-contract';

const WARMUP = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const SIZES = (process.env.BENCH_ROWS ?? '20000,1000000').split(',').map(Number);

const WHERE = { status: 2, sign_date: ['between', ['2025-01-01', '2025-12-31']] };
const ORDER = 'sign_date desc';
const PAGE = 3;
const LIMIT = 15;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function prepare(url: string, rows: number): Promise<DatabaseHandle> {
  const database = openDatabase(url);
  if (database.dialect === 'postgres') {
    const existing = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_name = 'sales_contracts'`.execute(database.db);
    const count = Number(existing.rows[0].n) > 0 ? Number((await sql<{ n: number }>`select count(*) as n from sales_contracts`.execute(database.db)).rows[0].n) : -1;
    if (count !== rows) {
      await sql`drop schema if exists public cascade`.execute(database.db);
      await sql`create schema public`.execute(database.db);
    }
  }
  await migrate(database);
  const started = performance.now();
  const seeded = await seedIfEmpty(database, rows);
  await refreshPlannerStats(database, seeded);
  if (seeded) {
    console.log(`  generated ${rows.toLocaleString('en')} contracts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return database;
}

/**
 * The same two statements the endpoint runs, as hand-written SQL with bound parameters (Kysely's `sql`
 * template: no query builder, no HTTP, no auth, no scope lookup, no JSON).
 */
function bareQuery(database: DatabaseHandle): () => Promise<unknown> {
  const columns = sql.raw(resourceColumns(salesContract).map((c) => c.name).join(', '));
  const offset = (PAGE - 1) * LIMIT;
  return () =>
    Promise.all([
      sql`select ${columns} from sales_contracts where status = ${2} and sign_date >= ${'2025-01-01'} and sign_date <= ${'2025-12-31'}
          order by sign_date desc, id desc limit ${LIMIT} offset ${offset}`.execute(database.db),
      sql`select count(*) as total from sales_contracts where status = ${2} and sign_date >= ${'2025-01-01'} and sign_date <= ${'2025-12-31'}`.execute(database.db),
    ]);
}

/**
 * The baseline the issue asks for: a bare Fastify route answering the same SQL as an envelope, called the
 * same way (inject), with no auth, scope, validation or schemas, so the ratio measures our overhead alone.
 */
async function bareFastify(database: DatabaseHandle): Promise<{ run: () => Promise<unknown>; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  const query = bareQuery(database);
  app.get('/bare', async () => {
    const [page, count] = (await query()) as [{ rows: unknown[] }, { rows: { total: number }[] }];
    return { code: 2000, msg: 'success', data: { data: page.rows, total: Number(count.rows[0].total) } };
  });
  await app.ready();
  return {
    // Checked as ours is (the answer parsed, its code read): the client's work is the same on both sides.
    run: async () => {
      const response = await app.inject({ method: 'GET', url: '/bare' });
      const body = response.json() as { code: number };
      if (body.code !== 2000) throw new Error(response.body);
    },
    close: () => app.close(),
  };
}

function report(name: string, samples: number[]) {
  const s = stats(samples);
  console.log(`  ${name.padEnd(14)} median ${s.median.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms`);
  return s;
}

async function benchOne(label: string, url: string, rows: number): Promise<void> {
  console.log(`${label}, ${rows.toLocaleString('en')} rows`);
  const database = await prepare(url, rows);
  const app = await buildApp({ database, logLevel: false });
  const login = await app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: '13800000000', password: DEMO_PASSWORD } });
  // A non-browser client: the session secret from the httpOnly cookie, sent as a Bearer token.
  const token = /JWT-Token=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1] ?? '';
  const query = { where: JSON.stringify(WHERE), order: ORDER, page: String(PAGE), limit: String(LIMIT) };
  const ours = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/contract/sales_contract/index', query, headers: { authorization: `Bearer ${token}` } });
    const body = response.json() as { code: number };
    if (body.code !== 2000) throw new Error(response.body);
  };
  const bare = bareQuery(database);
  const fastifyBaseline = await bareFastify(database);
  // Alternate so none gets a warmer cache.
  const oursSamples: number[] = [];
  const bareSamples: number[] = [];
  const fastifySamples: number[] = [];
  for (let round = 0; round < 3; round++) {
    oursSamples.push(...(await time(ours)));
    fastifySamples.push(...(await time(fastifyBaseline.run)));
    bareSamples.push(...(await time(bare)));
  }
  const o = report('ours', oursSamples);
  const f = report('bare Fastify', fastifySamples);
  const b = report('bare SQL', bareSamples);
  console.log(`  ratio ours/bare Fastify: median ${(o.median / f.median).toFixed(2)}, p95 ${(o.p95 / f.p95).toFixed(2)}`);
  console.log(`  ratio ours/bare SQL:     median ${(o.median / b.median).toFixed(2)}, p95 ${(o.p95 / b.p95).toFixed(2)}`);
  await fastifyBaseline.close();
  await app.close();
  await database.close();
}

mkdirSync('bench/.data', { recursive: true });
for (const rows of SIZES) {
  const file = `bench/.data/contracts-${rows}.sqlite`;
  if (!existsSync(file)) console.log(`  (first run: generating ${file})`);
  await benchOne('SQLite', file, rows);
  if (process.env.BENCH_POSTGRES_URL) await benchOne('PostgreSQL', process.env.BENCH_POSTGRES_URL, rows);
}
