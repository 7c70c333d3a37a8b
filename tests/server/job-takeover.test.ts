import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStamp } from '../../server/db/time';
import { LocalDiskStorage } from '../../server/modules/files/storage';
import type { ImportState } from '../../server/modules/imports/jobs';
import type { ImportPayload } from '../../server/modules/imports/import-scan';
import { JobQueue, MAX_ATTEMPTS, type JobResult, type JobRow, type QueueOptions } from '../../server/modules/jobs/queue';
import { sweepJobFiles } from '../../server/modules/jobs/sweep';
import { renderMessage, type MessageTemplate } from '../../server/modules/message/texts';
import { contractNames, contractSheet } from './contract-sheet';
import { bearer, get, login, MOBILES, startTestServer, type TestServer } from './harness';
import { multipartForm, postMultipart } from './multipart';
import { sheetRows } from './xlsx';

// Issue 40, points 6 and 7, in one process: a job whose server died is taken over by a server that is running
// (PostgreSQL), a run that lost its job writes nothing more, an import goes on after its last committed batch, an
// import that will not run again says what it kept, and a write cut off by a kill leaves no temporary file for good.
// The two-server test (job-takeover-servers.test.ts) kills a real server process.

const MENU = 301;
/** Short intervals: a job is taken over about two seconds after its heartbeat stopped. */
const FAST = { beatMs: 100, staleAfterMs: 2000, takeoverEveryMs: 200 };
/** The user the queue-level jobs here belong to (no real user: they count against nobody's three jobs). */
const NOBODY = 900_400;
/** The real user (messages need one) of the jobs here whose messages are read: the finance clerk. */
let owner: number;

let server: TestServer;
let clerk: string;
const filesRoot = mkdtempSync(join(tmpdir(), 'hkwl-takeover-files-'));
/** The half file of an export a killed server was writing: a minute old when this file's server starts. */
const leftPart = join(filesRoot, 'tmp', `${randomBytes(16).toString('hex')}.part`);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resources' tables are not in the typed schema
const untyped = () => server.database.db as unknown as Kysely<any>;
const postgres = () => server.database.dialect === 'postgres';

beforeAll(async () => {
  mkdirSync(join(filesRoot, 'tmp'), { recursive: true });
  writeFileSync(leftPart, 'half an export');
  const minuteAgo = new Date(Date.now() - 60_000);
  utimesSync(leftPart, minuteAgo, minuteAgo);
  server = await startTestServer(100, { fileStorage: new LocalDiskStorage(filesRoot), jobTimings: FAST });
  clerk = await login(server.app, MOBILES.salesClerk);
  owner = (await server.database.db.selectFrom('users').select('id').where('user_mobile', '=', MOBILES.finance).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server.close();
  rmSync(filesRoot, { recursive: true, force: true });
});

function jobRow(id: number): Promise<JobRow> {
  return server.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** A job as a dead server left it: running, its heartbeat a minute old. */
async function deadJob(values: { kind: string; payload?: string; state?: string; attempts?: number; userId?: number; title?: string }): Promise<number> {
  const old = toStamp(new Date(Date.now() - 60_000));
  const row = await server.database.db
    .insertInto('jobs')
    .values({
      kind: values.kind, status: 'running', title: values.title ?? 't', payload: values.payload ?? '{}', state: values.state ?? null, user_id: values.userId ?? NOBODY, company_id: null,
      attempts: values.attempts ?? 1, created_at: old, updated_at: old, heartbeat_at: old,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function queueOf(options: QueueOptions = {}): JobQueue {
  return new JobQueue(server.database, { changed: () => undefined, ended: () => undefined }, { timings: FAST, ...options });
}

/** A stored stamp as a time. */
const timeOf = (stamp: string | null) => new Date(`${(stamp ?? '').replace(' ', 'T')}Z`).getTime();

describe('a job whose server died', () => {
  it('is taken over by a server that is running, with no restart (PostgreSQL); failed with the reason at start (SQLite)', async () => {
    const ran: { id: number; attempts: number }[] = [];
    const queue = queueOf({ interrupted: () => 'its server died' });
    queue.register('toy-dead', async (context) => {
      ran.push({ id: context.id, attempts: (await jobRow(context.id)).attempts });
      return { rows: 1 };
    });
    try {
      if (postgres()) {
        // Started first: the job dies while this server runs, and its periodic look takes it over.
        await queue.start();
        const id = await deadJob({ kind: 'toy-dead' });
        await expect.poll(async () => (await jobRow(id)).status, { timeout: 10_000 }).toBe('done');
        expect(ran).toEqual([{ id, attempts: 2 }]);
      } else {
        const id = await deadJob({ kind: 'toy-dead' });
        await queue.start();
        expect(await jobRow(id)).toMatchObject({ status: 'failed', error: 'its server died' });
        expect(ran).toEqual([]);
      }
    } finally {
      await queue.stop();
    }
  });

  // PostgreSQL only: on SQLite (one server) nothing takes a job over while the server runs.
  it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('is not taken while its heartbeat goes on, however long it runs (PostgreSQL)', async () => {
    const runs = queueOf();
    const watcher = queueOf();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const work = async (context: { signal: AbortSignal }) => {
      started();
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      return {};
    };
    runs.register('toy-live', work);
    watcher.register('toy-live', work);
    await watcher.start();
    try {
      const job = await runs.enqueue({ kind: 'toy-live', title: 't', payload: {}, userId: NOBODY, companyId: null });
      await running;
      const first = timeOf((await jobRow(job.id)).heartbeat_at);
      // Running for longer than a dead job's heartbeat may be old: its heartbeat kept moving.
      await expect.poll(async () => timeOf((await jobRow(job.id)).heartbeat_at) - first, { timeout: 10_000 }).toBeGreaterThan(FAST.staleAfterMs + 1000);
      await watcher.recover();
      expect(await jobRow(job.id)).toMatchObject({ status: 'running', attempts: 1 });
      expect(await runs.cancel(job.id)).toBe(true);
      await runs.idle();
    } finally {
      await Promise.all([runs.stop(), watcher.stop()]);
    }
  });

  it('a run whose job another server took over stops, writes nothing, and what it made is removed', async () => {
    const discarded: JobResult[] = [];
    const queue = queueOf({ discard: async (result) => void discarded.push(result) });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let reason: unknown;
    queue.register('toy-fenced', async (context) => {
      started();
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      reason = context.signal.reason;
      // It finished all the same (its file was made meanwhile): the job is not this run's to end.
      return { file_key: 'made-meanwhile' };
    });
    const job = await queue.enqueue({ kind: 'toy-fenced', title: 't', payload: {}, userId: NOBODY, companyId: null });
    await running;
    // What another server's claim writes when it takes the job over.
    await server.database.db.updateTable('jobs').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', job.id).execute();
    await queue.idle();
    expect((reason as Error).message).toBe('taken');
    expect(await jobRow(job.id)).toMatchObject({ status: 'running', attempts: 2, result: null });
    expect(discarded).toEqual([{ file_key: 'made-meanwhile' }]);
    await server.database.db.deleteFrom('jobs').where('id', '=', job.id).execute();
  });

  it('a checkpoint commits with the work it describes, and neither once the run lost its job', async () => {
    const db = server.database.db;
    const queue = queueOf();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let takenOver!: () => void;
    const taken = new Promise<void>((resolve) => (takenOver = resolve));
    let second: unknown;
    const marker = (id: number, n: number) => `checkpoint ${id} ${n}`;
    queue.register('toy-checkpoint', async (context) => {
      const mark = (n: number) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('messages').values({ user_id: owner, kind: 'notice', title: marker(context.id, n), status: 0, template: null, params: null, workflow_data_id: null, workflow_task_id: null, created_at: toStamp(new Date()) }).execute();
          await context.checkpoint(trx, { n });
        });
      await mark(1);
      started();
      await taken;
      second = await mark(2).then(() => 'committed', (error: unknown) => error);
      return {};
    });
    const job = await queue.enqueue({ kind: 'toy-checkpoint', title: 't', payload: {}, userId: NOBODY, companyId: null });
    await running;
    await db.updateTable('jobs').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', job.id).execute();
    takenOver();
    await queue.idle();
    expect((second as Error).message).toBe('taken');
    const markers = await db.selectFrom('messages').select('title').where('title', 'like', `checkpoint ${job.id} %`).execute();
    expect(markers.map((m) => m.title)).toEqual([marker(job.id, 1)]);
    expect(JSON.parse((await jobRow(job.id)).state ?? 'null')).toEqual({ n: 1 });
    await db.deleteFrom('messages').where('title', 'like', `checkpoint ${job.id} %`).execute();
    await db.deleteFrom('jobs').where('id', '=', job.id).execute();
  });
});

describe('a server running fewer jobs than it may', () => {
  it('claims a job queued meanwhile at once, not when its running job ends', async () => {
    const queue = queueOf({ concurrency: 2 });
    queue.register('toy-slots', async (context) => {
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      return {};
    });
    const first = await queue.enqueue({ kind: 'toy-slots', title: 't', payload: {}, userId: NOBODY, companyId: null });
    await expect.poll(async () => (await jobRow(first.id)).status).toBe('running');
    const second = await queue.enqueue({ kind: 'toy-slots', title: 't', payload: {}, userId: NOBODY, companyId: null });
    await expect.poll(async () => (await jobRow(second.id)).status).toBe('running');
    expect((await jobRow(first.id)).status).toBe('running');
    for (const job of [first, second]) expect(await queue.cancel(job.id)).toBe(true);
    await queue.idle();
    await server.database.db.deleteFrom('jobs').where('id', 'in', [first.id, second.id]).execute();
  });
});

describe('an interrupted import', () => {
  /** The clerk's import file checked: the check job's payload (the stored upload), ready for an import job. */
  async function checkedFile(names: readonly string[]): Promise<ImportPayload> {
    const template = await server.app.inject({ method: 'GET', url: `/api/contract/sales_contract/initImportDownload?perms_id=${MENU}`, headers: bearer(clerk) });
    const header = (await sheetRows(template.rawPayload))[0] as string[];
    const form = multipartForm({ resource: 'sales_contract', perms_id: String(MENU) }, { name: '续导.xlsx', content: await contractSheet(header, names) });
    const checked = await postMultipart<{ job_id: number }>(server, '/api/base/import/check', form, clerk);
    expect(checked.code).toBe(2000);
    await server.app.jobs.idle();
    const row = await jobRow(checked.data.job_id);
    expect(row.status).toBe('done');
    return JSON.parse(row.payload) as ImportPayload;
  }

  it('goes on after its last committed batch: the rows before it are never written again, and it counts them', async () => {
    const names = contractNames('续导合同', 4500);
    const payload = await checkedFile(names);
    // What a run that died after its first batch recorded: sheet rows 2 to 2001 dealt with (2,000 written, row 5
    // refused on writing), none of them in this database (so a row written twice would show).
    const state: ImportState = { row: 2001, imported: 2000, refused: [[5, '合同编号“X”已存在']] };
    const now = toStamp(new Date());
    const job = await server.database.db
      .insertInto('jobs')
      .values({ kind: 'import', status: 'queued', title: '续导.xlsx', payload: JSON.stringify(payload), state: JSON.stringify(state), total: 4500, user_id: payload.userId, company_id: null, attempts: 1, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    server.app.jobs.kick();
    await server.app.jobs.idle();
    const done = (await get<{ status: string; summary: Record<string, number>; download_url: string }>(server.app, clerk, '/api/base/job/detail', { id: job.id })).data;
    expect(done).toMatchObject({ status: 'done', summary: { total: 4500, imported: 4500, invalid: 1 } });
    const written = (await untyped().selectFrom('sales_contracts').select('contract_name').where('contract_name', 'like', '续导合同%').orderBy('id').execute()) as { contract_name: string }[];
    expect(written.map((r) => r.contract_name)).toEqual(names.slice(2000));
    // The row refused by the run before is among the failed rows again.
    const failed = await sheetRows((await server.app.inject({ method: 'GET', url: done.download_url, headers: bearer(clerk) })).rawPayload);
    expect(failed.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([[5, '合同编号“X”已存在']]);
    const message = await server.database.db.selectFrom('messages').select('content').where('user_id', '=', payload.userId).where('title', '=', '导入完成：续导.xlsx').executeTakeFirstOrThrow();
    expect(message.content).toContain('已导入4500条数据');
  });

  it('that will not run again says what it kept: in its summary, its reason and the message centre, in its starter’s language', async () => {
    // SQLite fails what a dead server left at start; PostgreSQL when the job is out of tries.
    const attempts = postgres() ? MAX_ATTEMPTS : 1;
    const state = JSON.stringify({ row: 4001, imported: 4000, refused: [] } satisfies ImportState);
    const zh = await deadJob({ kind: 'import', title: '中断.xlsx', payload: JSON.stringify({ language: 'zh' }), state, attempts, userId: owner });
    const en = await deadJob({ kind: 'import', title: 'stopped.xlsx', payload: JSON.stringify({ language: 'en' }), state, attempts, userId: owner });
    const none = await deadJob({ kind: 'import', title: 'nothing.xlsx', payload: JSON.stringify({ language: 'zh' }), attempts, userId: owner });
    await server.app.jobs.recover();
    for (const id of [zh, en, none]) await expect.poll(async () => (await jobRow(id)).status, { timeout: 10_000 }).toBe('failed');
    expect(await jobRow(zh)).toMatchObject({ error: '服务器停止，导入已中断（此前已导入4000条，其余未导入）' });
    expect(await jobRow(en)).toMatchObject({ error: 'Its server stopped and the import was interrupted (4000 rows had been imported before; the rest were not)' });
    expect((await jobRow(none)).error).toBe(postgres() ? '任务运行时服务器已停止3次，不再重试，请重新发起' : '服务器重启，任务已中断，请重新发起');
    const { jobView } = await import('../../server/modules/jobs/view');
    expect(jobView(await jobRow(zh)).summary).toEqual({ imported: 4000 });
    const messages = await server.database.db.selectFrom('messages').selectAll().where('user_id', '=', owner).where('template', 'like', 'import%').orderBy('id').execute();
    const of = (title: string) => messages.find((m) => (JSON.parse(m.params ?? '{}') as { title?: string }).title === title)!;
    expect(of('中断.xlsx')).toMatchObject({ title: '导入未完成：中断.xlsx', content: '《中断.xlsx》未全部导入：服务器停止，导入已中断（此前已导入4000条，其余未导入）' });
    expect(of('中断.xlsx').content).not.toContain('未能导入');
    const english = of('stopped.xlsx');
    expect(renderMessage(english.template as MessageTemplate, JSON.parse(english.params ?? '{}') as Record<string, string>, 'en')).toEqual({
      title: 'Import incomplete: stopped.xlsx',
      content: '"stopped.xlsx" was not imported in full: Its server stopped and the import was interrupted (4000 rows had been imported before; the rest were not)',
    });
    // One that had written nothing is a plain failure.
    expect(of('nothing.xlsx').title).toBe('导入失败：nothing.xlsx');
    await server.database.db.deleteFrom('messages').where('id', 'in', messages.map((m) => m.id)).execute();
    await server.database.db.deleteFrom('jobs').where('id', 'in', [zh, en, none]).execute();
  });
});

describe('a write cut off by a kill', () => {
  it('leaves no temporary file for good: swept at start on SQLite, after an hour untouched on either engine', async () => {
    if (postgres()) {
      // Several servers may share FILES_ROOT: a minute-old file could be another server's live write.
      expect(existsSync(leftPart)).toBe(true);
      expect(await sweepJobFiles(server.database.db, server.app.fileStorage, new Date(Date.now() + 2 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    }
    await expect.poll(() => existsSync(leftPart)).toBe(false);
    // A file being written now is kept.
    const live = join(filesRoot, 'tmp', `${randomBytes(16).toString('hex')}.part`);
    writeFileSync(live, 'being written');
    await sweepJobFiles(server.database.db, server.app.fileStorage);
    expect(existsSync(live)).toBe(true);
  });
});
