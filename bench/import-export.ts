/**
 * Import and export (issue 22) against their baselines in the same run, on SQLite and, when
 * BENCH_POSTGRES_URL is set, PostgreSQL:
 * - export of N contracts (keyset reads, codecs, exceljs's streaming writer) against writing the same rows with
 *   exceljs alone and against bare batched selects of them;
 * - import of an N-row .xlsx (read, every row checked, written 500 to a transaction) against bare batched
 *   inserts of the same rows;
 * - the peak RSS growth of each, and the p99 of a light call answered while the import runs;
 * - a user's import of 50 and of 5,000 rows end to end through the calls (bench/import-flow.ts).
 *   npm run bench:files                        # SQLite, 100,000 rows
 *   BENCH_ROWS=1000000 npm run bench:files     # the million
 */
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough, Writable } from 'node:stream';
import { buildApp } from '../server/app';
import { openDatabase, type DatabaseHandle } from '../server/db/connection';
import { migrate } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed';
import { insertInBatches } from '../server/db/seed';
import { openSession, resolveSession } from '../server/http/session';
import type { ExportColumn } from '../server/modules/exports/columns';
import { writeExport } from '../server/modules/exports/write';
import { LocalDiskStorage } from '../server/modules/files/storage';
import { importJob } from '../server/modules/imports/jobs';
import type { ImportPayload } from '../server/modules/imports/import-scan';
import type { JobContext } from '../server/modules/jobs/queue';
import { salesContract } from '../server/modules/resources/definitions/sales-contract';
import { importFlow } from './import-flow';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const BATCH = 1000;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resources' tables are not in the typed schema
type AnyDb = Kysely<any>;

const COLUMNS: ExportColumn[] = [
  { key: 'contract_no', label: '合同编号', type: 'text' },
  { key: 'contract_name', label: '合同名称', type: 'text' },
  { key: 'customer_name', label: '客户名称', type: 'text' },
  { key: 'goods_name', label: '品名', type: 'text' },
  { key: 'amount', label: '合同金额', type: 'money', moneyFormat: 2 },
  { key: 'sign_date', label: '签订日期', type: 'date' },
  { key: 'status', label: '状态', type: 'enum', options: [{ value: 0, label: '草稿' }, { value: 2, label: '已完成' }] },
];

/** The i-th synthetic contract's own fields. */
function contract(prefix: string, i: number) {
  return {
    contract_no: `${prefix}${String(i).padStart(8, '0')}`, contract_name: `合同${i}`, customer_name: `客户${i % 997}`, goods_name: i % 2 ? '热轧卷板' : '冷轧板',
    amount: ((i * 37) % 1_000_000) + 0.5, sign_date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
  };
}

/** Peak resident set growth while `run` runs, sampled every 20 ms, and its time. */
async function measured<T>(run: () => Promise<T>): Promise<{ ms: number; rssMb: number; value: T }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  const value = await run();
  const ms = performance.now() - start;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, rssMb: (peak - base) / 1024 / 1024, value };
}

const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });

async function fresh(url: string): Promise<{ database: DatabaseHandle; done(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'hkwl-bench-files-'));
  const database = openDatabase(url === 'sqlite' ? join(dir, 'bench.sqlite') : url);
  if (database.dialect === 'postgres') {
    await sql`drop schema if exists public cascade`.execute(database.db);
    await sql`create schema public`.execute(database.db);
  }
  await migrate(database);
  await seedIfEmpty(database, 100);
  return {
    database,
    async done() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function run(url: string) {
  const { database, done } = await fresh(url);
  const db = database.db as unknown as AnyDb;
  const files = mkdtempSync(join(tmpdir(), 'hkwl-bench-store-'));
  const app = await buildApp({ database, logLevel: false, fileStorage: new LocalDiskStorage(files) });
  await app.ready();
  const { clientToken, secret } = await openSession(database.db, 4, 104);
  void clientToken;
  const session = await resolveSession(database.db, { headers: { authorization: `Bearer ${secret}` }, cookies: {} } as unknown as FastifyRequest);
  const stamps = { add_user_id: 4, add_user_name: '张伟', add_org_id: session.subject.orgId, add_org_name: '', add_company_id: session.subject.companyOrgId, add_company_name: '', add_entity_org_id: session.subject.entityOrgId, created_at: '2026-11-27 00:00:00', updated_at: '2026-11-27 00:00:00', status: 2, approval_status: 2, submit_status: 1 };
  await db.deleteFrom('sales_contracts').execute();

  // Bare inserts: the same batched multi-row inserts the seed uses.
  const bareInsert = await measured(async () => {
    for (let at = 0; at < ROWS; at += BATCH) {
      const rows = [];
      for (let i = at; i < Math.min(ROWS, at + BATCH); i++) rows.push({ ...contract('BX', i), ...stamps });
      await insertInBatches(db, 'sales_contracts', rows);
    }
  });

  // Export, and its two baselines.
  const exported = await measured(() => writeExport(database.db, salesContract, null, { columns: COLUMNS, language: 'zh', sheet: '销售合同', order: 'id asc' }, sink()));
  const bareSelect = await measured(async () => {
    let last = 0;
    for (;;) {
      const rows = (await db.selectFrom('sales_contracts').select(['id', ...COLUMNS.map((c) => c.key)]).where('id', '>', last).orderBy('id').limit(BATCH).execute()) as { id: number }[];
      if (rows.length === 0) break;
      last = rows[rows.length - 1].id;
    }
  });
  const excelAlone = await measured(async () => {
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink(), useStyles: true, useSharedStrings: false });
    const sheet = book.addWorksheet('销售合同');
    sheet.addRow(COLUMNS.map((c) => c.label)).commit();
    for (let i = 0; i < ROWS; i++) {
      const c = contract('BX', i);
      sheet.addRow([c.contract_no, c.contract_name, c.customer_name, c.goods_name, c.amount, c.sign_date, '已完成']).commit();
    }
    sheet.commit();
    await book.commit();
  });

  // The import file: the template's headers, N rows.
  const file = new PassThrough();
  const stored = app.fileStorage.put(file);
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: file, useSharedStrings: false });
  const sheet = book.addWorksheet('导入数据');
  sheet.addRow(['*合同编号', '*合同名称', '*客户名称', '*品名', '*合同金额', '*签订日期']).commit();
  for (let i = 0; i < ROWS; i++) {
    const c = contract('IM', i);
    sheet.addRow([c.contract_no, c.contract_name, c.customer_name, c.goods_name, c.amount, c.sign_date]).commit();
  }
  sheet.commit();
  await book.commit();
  const { key } = await stored;
  const payload: ImportPayload = {
    resource: 'sales_contract', indexUrl: '/api/contract/sales_contract/index', permsId: 301, roleId: session.roleId, subject: session.subject, userId: 4, userName: '张伟',
    language: 'zh', fileKey: key, fileName: 'bench.xlsx', headerLines: 1, maxRows: ROWS + 1,
  };
  // No job row behind it: its checkpoints have nowhere to go, and it never resumes.
  const context: JobContext<ImportPayload> = { id: 0, userId: 4, payload, signal: new AbortController().signal, progress: async () => undefined, state: undefined, checkpoint: async () => undefined };
  // A light call answered again and again while the import runs: the event loop's share for everyone else.
  const light: number[] = [];
  const ping = () => app.inject({ method: 'GET', url: '/api/base/config/get?label=version&group_label=hkwl' });
  // Warmed first: a route's first answers compile its serializer, which is no part of the import's cost.
  for (let i = 0; i < 50; i++) await ping();
  let importing = true;
  const pinger = (async () => {
    while (importing) {
      const start = performance.now();
      await ping();
      light.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const imported = await measured(() => importJob(app)(context));
  importing = false;
  await pinger;
  light.sort((a, b) => a - b);
  const p99 = light[Math.min(light.length - 1, Math.floor(light.length * 0.99))] ?? 0;
  // A user's small imports end to end (upload, check, import, each followed to its end), after a warm-up one.
  await importFlow(app, secret, 5, 'FW');
  const small = await importFlow(app, secret, 50, 'F50-');
  const largest = await importFlow(app, secret, 5000, 'F5K-');
  await app.close();
  rmSync(files, { recursive: true, force: true });
  await done();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(`\n${database.dialect}, ${ROWS.toLocaleString('en')} rows`);
  console.log(`  export     ${s(exported.ms)}  (exceljs alone ${s(excelAlone.ms)}: ${(exported.ms / excelAlone.ms).toFixed(2)}x; bare selects ${s(bareSelect.ms)})  peak RSS +${exported.rssMb.toFixed(0)} MB`);
  console.log(`  import     ${s(imported.ms)}  (bare inserts ${s(bareInsert.ms)}: ${(imported.ms / bareInsert.ms).toFixed(2)}x)  peak RSS +${imported.rssMb.toFixed(0)} MB  imported ${String(imported.value.imported)}`);
  console.log(`  light call while importing: p99 ${p99.toFixed(1)} ms over ${light.length} calls`);
  console.log(`  a user's import end to end (upload, check, import): 50 rows ${s(small)}, 5,000 rows ${s(largest)}`);
}

await run('sqlite');
if (process.env.BENCH_POSTGRES_URL) await run(process.env.BENCH_POSTGRES_URL);
