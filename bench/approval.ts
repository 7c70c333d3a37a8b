/**
 * The approval engine under parallel clients (issue 9): BENCH_DOCS documents (default 100) of 张伟 are
 * submitted and approved through both nodes of 销售合同审批 (李明, then 王建国) by BENCH_CLIENTS closed-loop
 * clients (default 10), over HTTP on loopback. Prints documents per second, p50/p95 of workflow/handle, and
 * whether the last counters pushed over the realtime hub equal the counters counted afterwards.
 *   npm run bench:approval                                    # SQLite, a fresh temporary database
 *   BENCH_DATABASE_URL=postgres://… npm run bench:approval    # PostgreSQL: that database is EMPTIED first
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { DEMO_PASSWORD } from '../server/db/seed/people';
import { messageCounts } from '../server/modules/message/counts';

const DOCS = Number(process.env.BENCH_DOCS ?? 100);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const url = process.env.BENCH_DATABASE_URL;
const dir = url ? undefined : mkdtempSync(join(tmpdir(), 'hkwl-approval-'));
const database = openDatabase(url ?? join(dir!, 'approval.sqlite'));
if (url) {
  await sql`drop schema if exists public cascade`.execute(database.db);
  await sql`create schema public`.execute(database.db);
}
await migrate(database);
await seedIfEmpty(database, Math.max(DOCS * 2, 500));
const app = await buildApp({ database, logLevel: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const PEOPLE = { clerk: ['13800000003', 4], manager: ['13800000002', 3], boss: ['13800000001', 2] } as const;
const tokens: Record<string, string> = {};
for (const [who, [mobile]] of Object.entries(PEOPLE)) {
  const login = await app.inject({ method: 'POST', url: '/api/access/account/login', payload: { user_mobile: mobile, password: DEMO_PASSWORD, from_app_id: 44 } });
  tokens[who] = /JWT-Token=([^;]+)/.exec(String(login.headers['set-cookie']))![1];
}

// The documents: seeded contracts restamped as 张伟's drafts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = database.db as unknown as Kysely<any>;
const ids = ((await anyDb.selectFrom('sales_contracts').select('id').orderBy('id').limit(DOCS).execute()) as { id: number }[]).map((r) => r.id);
await anyDb.updateTable('sales_contracts').set({ status: 0, add_user_id: 4, add_org_id: 7, add_company_id: 3, add_entity_org_id: 4 }).where('id', 'in', ids).execute();

// The last counters pushed to each user, as their socket would hold them.
const pushed = new Map<number, Record<string, number>>();
for (const userId of [2, 3, 4]) app.realtime.subscribe(userId, (text) => pushed.set(userId, (JSON.parse(text) as { data: Record<string, number> }).data));

async function call(who: keyof typeof PEOPLE, path: string, body: unknown): Promise<{ code: number; msg: string }> {
  const response = await fetch(`${base}/api/base/workflow/${path}`, {
    method: 'POST', headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string };
}

async function taskOf(userId: number, formDataId: number): Promise<number> {
  const row = await database.db.selectFrom('workflow_tasks as t').innerJoin('workflow_data as d', 'd.id', 't.workflow_data_id')
    .select('t.id').where('d.form_data_id', '=', formDataId).where('t.user_id', '=', userId).where('t.status', '=', 0).executeTakeFirstOrThrow();
  return row.id;
}

const handleTimes: number[] = [];
let errors = 0;
async function approve(who: 'manager' | 'boss', formDataId: number): Promise<void> {
  const task = await taskOf(PEOPLE[who][1], formDataId);
  const start = performance.now();
  const answer = await call(who, 'handle', { task_id: task, action: 'approve' });
  handleTimes.push(performance.now() - start);
  if (answer.code !== 2000) errors += 1;
}

const queue = [...ids];
const started = performance.now();
await Promise.all(Array.from({ length: CLIENTS }, async () => {
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if ((await call('clerk', 'submitFlow', { tpl_label: 'sales_contract', form_data_id: id })).code !== 2000) errors += 1;
    await approve('manager', id);
    await approve('boss', id);
  }
}));
const seconds = (performance.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 200));

const done = await database.db.selectFrom('workflow_data').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 2).executeTakeFirstOrThrow();
// Every user the run pushed to (the approvers; the clerk, told of each approval): last push == the counters now.
let countersEqual = pushed.size > 0;
for (const [userId, last] of pushed) {
  const fresh = await messageCounts(database.db, userId);
  if (JSON.stringify(fresh) !== JSON.stringify(last)) {
    countersEqual = false;
    console.error(`user ${userId}: pushed ${JSON.stringify(last)}, counted ${JSON.stringify(fresh)}`);
  }
}
handleTimes.sort((a, b) => a - b);
const pick = (q: number) => handleTimes[Math.min(handleTimes.length - 1, Math.floor(q * handleTimes.length))].toFixed(1);
console.log(JSON.stringify({
  engine: database.dialect, documents: DOCS, clients: CLIENTS, completed: Number(done.n), errors,
  documentsPerSecond: Number((DOCS / seconds).toFixed(1)), handleP50ms: Number(pick(0.5)), handleP95ms: Number(pick(0.95)),
  pushedTo: [...pushed.keys()].sort(), pushedEqualsCounts: countersEqual,
}));
await app.close();
await database.close();
if (dir) rmSync(dir, { recursive: true, force: true });
