/**
 * The servers bench/list-load.ts measures, in a process of their own so the load generator's work never
 * runs on their event loop: our app on the 20,000-contract database and, beside it, a bare Fastify route
 * running the same SQL (filters, orders, pages) with no auth, scope or validation. Prints one JSON line (ports and session tokens)
 * when both listen; exits when stdin closes.
 */
import { existsSync, mkdirSync } from 'node:fs';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { refreshPlannerStats } from '../server/db/planner-stats';
import { seedIfEmpty } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed/people';
import { salesContract } from '../server/modules/resources/definitions/sales-contract';
import { resourceColumns } from '../server/modules/resources/table';

const LOAD_ROWS = 20_000;
const USERS = ['13800000000', '13800000001', '13800000002', '13800000003', '13800000004'];

// BENCH_DATABASE_URL runs it on PostgreSQL (a database of its own: the contracts are seeded once).
const file = process.env.BENCH_DATABASE_URL ?? `bench/.data/contracts-${LOAD_ROWS}.sqlite`;
mkdirSync('bench/.data', { recursive: true });
if (!process.env.BENCH_DATABASE_URL && !existsSync(file)) console.error(`(first run: generating ${file})`);
const database = openDatabase(file);
await migrate(database);
await refreshPlannerStats(database, await seedIfEmpty(database, LOAD_ROWS));

const app = await buildApp({ database, logLevel: false });
const port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
const tokens: string[] = [];
for (const mobile of USERS) {
  const login = await app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: mobile, password: DEMO_PASSWORD } });
  tokens.push(/JWT-Token=([^;]+)/.exec(String(login.headers['set-cookie']))![1]);
}

// The baseline: the same SQL our endpoint runs for each of the bench's filters and orders (the
// administrator's: no scope), hand-written and run on the main connection, behind a bare route: no auth,
// no validation, no query builder, no read threads.
const COLUMNS = sql.raw(resourceColumns(salesContract).map((c) => c.name).join(', '));
function bareWhere(where: Record<string, unknown>) {
  const [field, condition] = Object.entries(where)[0] ?? [];
  if (field === undefined) return sql``;
  const [op, operand] = Array.isArray(condition) ? condition : ['=', condition];
  if (op === '=') return sql`where ${sql.ref(field)} = ${operand}`;
  if (op === '>=') return sql`where ${sql.ref(field)} >= ${operand}`;
  if (op === 'between') return sql`where ${sql.ref(field)} >= ${(operand as string[])[0]} and ${sql.ref(field)} <= ${(operand as string[])[1]}`;
  if (op === 'like') return sql`where lower(${sql.ref(field)}) like ${`%${String(operand).toLowerCase()}%`} escape '\\'`;
  throw new Error(`the bare route does not know ${String(op)}`);
}
const bare = Fastify({ logger: false });
bare.get('/bare', async (req) => {
  const query = req.query as { where?: string; order?: string; page?: string };
  const page = Number(query.page ?? 1);
  const where = bareWhere(JSON.parse(query.where ?? '{}') as Record<string, unknown>);
  const [column, direction] = (query.order ?? 'id desc').split(' ');
  const order = sql.raw(column === 'id' ? `id ${direction}` : `${column} ${direction}, id ${direction}`);
  const [rows, count] = await Promise.all([
    sql`select ${COLUMNS} from sales_contracts ${where} order by ${order} limit 15 offset ${(page - 1) * 15}`.execute(database.db),
    sql<{ n: number }>`select count(*) as n from sales_contracts ${where}`.execute(database.db),
  ]);
  return { code: 2000, msg: 'success', data: { data: rows.rows, total: Number(count.rows[0].n) } };
});
const barePort = Number(new URL(await bare.listen({ port: 0, host: '127.0.0.1' })).port);

console.log(JSON.stringify({ port, barePort, tokens }));
process.stdin.resume();
process.stdin.on('end', () => {
  void Promise.all([bare.close(), app.close()]).then(() => database.close()).then(() => process.exit(0));
});
if (process.env.BENCH_LOOP_DELAY) {
  const { monitorEventLoopDelay } = await import('node:perf_hooks');
  const { PerformanceObserver, constants } = await import('node:perf_hooks');
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  // Garbage collections on the event loop, by kind: count, total and longest pause.
  const gc = new Map<string, { n: number; ms: number; max: number }>();
  const KINDS: Record<number, string> = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = KINDS[(entry as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
      const seen = gc.get(kind) ?? { n: 0, ms: 0, max: 0 };
      gc.set(kind, { n: seen.n + 1, ms: seen.ms + entry.duration, max: Math.max(seen.max, entry.duration) });
    }
  }).observe({ entryTypes: ['gc'] });
  setInterval(() => {
    const pauses = [...gc].map(([kind, g]) => `${kind} ${g.n}x ${g.ms.toFixed(0)} ms (max ${g.max.toFixed(0)})`).join(', ');
    console.error(`loop delay p50 ${(h.percentile(50) / 1e6).toFixed(1)} p99 ${(h.percentile(99) / 1e6).toFixed(1)} max ${(h.max / 1e6).toFixed(1)} ms; gc ${pauses}`);
    h.reset();
    gc.clear();
  }, 2000).unref();
}
