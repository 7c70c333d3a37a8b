import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobFailure, JobQueue, type JobRow } from '../../server/modules/jobs/queue';
import { bearer, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { sheetRows } from './xlsx';

const BASE = '/api/contract/sales_contract';
const EXPORT = `${BASE}/export`;
const MENU = 301;

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resources' tables are not in the typed schema
const untyped = () => server.database.db as unknown as Kysely<any>;
let clerk: string;
let manager: string;

beforeAll(async () => {
  // Exports read ten rows a query here: a file is many batches, as a big one is.
  server = await startTestServer(300, { exportBatch: 10 });
  clerk = await login(server.app, MOBILES.salesClerk);
  manager = await login(server.app, MOBILES.companyManager);
});
afterAll(async () => {
  await server.close();
});

/** POSTs an export; the raw answer (a file or an envelope). */
function exportCall(token: string, body: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: EXPORT, payload: body, headers: bearer(token) });
}


interface Setting {
  table_fields: { key: string; label: string; checked: boolean }[];
}
interface List {
  data: Record<string, unknown>[];
  total: number;
}

/** The administrator sets the sync limit, as the settings page would. */
async function setSyncRows(value: string): Promise<void> {
  const admin = await login(server.app, MOBILES.admin);
  expect((await post(server.app, admin, '/api/base/config/update', { label: 'export_sync_rows', group_label: 'common', value })).code).toBe(2000);
}

describe('list export (issue 22)', () => {
  it('answers the caller’s shown columns, in their order and labels, over exactly the rows of the list, formatted by their codecs', async () => {
    const where = { status: 2 };
    const response = await exportCall(clerk, { perms_id: MENU, where, order: 'amount desc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename=".*\.xlsx"; filename\*=UTF-8''%E9%94%80%E5%94%AE%E5%90%88%E5%90%8C-\d{14}\.xlsx$/);
    const rows = await sheetRows(response.rawPayload);
    const setting = await get<Setting>(server.app, clerk, '/api/base/customsetting/detail', { table_name: `menu-${MENU}`, perms_id: MENU });
    const list = await get<List>(server.app, clerk, `${BASE}/index`, { where: JSON.stringify(where), order: 'amount desc', limit: 9999, perms_id: MENU });
    const shown = setting.data.table_fields.filter((f) => f.checked);
    const header = rows[0] as string[];
    // Every header is a shown column's label, in the shown order (an actions column, not a field, is left out).
    expect(header.length).toBeGreaterThan(3);
    expect(shown.map((f) => f.label).filter((label) => header.includes(label))).toEqual(header);
    expect(rows.length - 1).toBe(list.data.total);
    const no = header.indexOf('合同编号');
    expect(rows.slice(1).map((r) => r[no])).toEqual(list.data.data.map((r) => r.contract_no));
    // The status as its label, the amount a number (summable in Excel), equal to the stored one.
    const status = header.indexOf('状态');
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(new Set(['已完成']));
    const amount = header.indexOf('合同金额');
    expect(rows.slice(1).map((r) => r[amount])).toEqual(list.data.data.map((r) => Number(r.amount)));
  });

  it('follows the columns the caller names (a saved view’s) and exports only the selected rows inside the scope', async () => {
    const mine = await get<List>(server.app, clerk, `${BASE}/index`, { limit: 3, order: 'id asc', perms_id: MENU });
    const theirs: { id: number }[] = await untyped().selectFrom('sales_contracts').select('id').where('add_user_id', '!=', mine.data.data[0].add_user_id as number).limit(2).execute();
    const ids = [...mine.data.data.map((r) => r.id as number), ...theirs.map((r) => r.id)];
    const response = await exportCall(clerk, { perms_id: MENU, fields: ['amount', 'contract_no'], ids, order: 'id asc' });
    expect(response.statusCode).toBe(200);
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['合同金额', '合同编号']);
    // Another user's rows named in `ids` stay out: the clerk's scope is their own.
    expect(rows.slice(1).map((r) => r[1])).toEqual(mine.data.data.map((r) => r.contract_no));
  });

  it('writes the headers in English for an English caller', async () => {
    const response = await server.app.inject({ method: 'POST', url: EXPORT, payload: { perms_id: MENU, fields: ['contract_no', 'status'], ids: [1] }, headers: { ...bearer(manager), cookie: 'language=en' } });
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(['Contract no.', 'Status']);
    expect(String(response.headers['content-disposition'])).toContain('Sales%20contracts-');
  });

  it('refuses bad input with an envelope and no file', async () => {
    const cases: Array<[Record<string, unknown>, number]> = [
      [{ perms_id: MENU, fields: ['password_hash'] }, 4420],
      [{ perms_id: MENU, where: { nope: 1 } }, 4420],
      [{ perms_id: MENU, order: 'amount; drop table sales_contracts' }, 4420],
      [{ perms_id: MENU, flag: 'del' }, 4400],
      [{ perms_id: MENU, user_id: 1 }, 4403],
      [{ perms_id: MENU, filename: '../../etc/passwd' }, 4400],
      [{ perms_id: MENU, ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }, 4400],
      [{ perms_id: 101 }, 4403],
      [{}, 4400],
    ];
    for (const [body, code] of cases) {
      const response = await exportCall(clerk, body);
      expect(response.headers['content-type'], JSON.stringify(body).slice(0, 80)).toContain('application/json');
      expect(response.json<{ code: number }>().code, JSON.stringify(body).slice(0, 80)).toBe(code);
    }
    expect((await exportCall('forged-token', { perms_id: MENU })).json<{ code: number }>().code).toBe(4001);
  });

  it('a role without the export button cannot export a list it can read', async () => {
    const db = server.database.db;
    const clerkRole = await db.selectFrom('role_buttons').select('role_id').where('button_id', '=', 2).execute();
    expect(clerkRole.length).toBeGreaterThan(0);
    const saved = await db.selectFrom('role_buttons').selectAll().where('button_id', '=', 2).execute();
    await db.deleteFrom('role_buttons').where('button_id', '=', 2).execute();
    try {
      expect((await exportCall(clerk, { perms_id: MENU })).json<{ code: number }>().code).toBe(4403);
      expect((await get<List>(server.app, clerk, `${BASE}/index`, { perms_id: MENU })).code).toBe(2000);
    } finally {
      await db.insertInto('role_buttons').values(saved).execute();
    }
  });
});

describe('export as a background job', () => {
  it('above the sync limit: 2000 with the job, progress to done, a message with the file, the same rows as the list', async () => {
    await setSyncRows('5');
    try {
      const answer = await post<{ job_id: number; total: number }>(server.app, clerk, EXPORT, { perms_id: MENU, fields: ['contract_no'], order: 'id asc' });
      expect(answer.code).toBe(2000);
      expect(answer.msg).toContain('后台导出');
      await server.app.jobs.idle();
      const job = await get<{ status: string; progress: number; total: number; download_url: string }>(server.app, clerk, '/api/base/job/detail', { id: answer.data.job_id });
      expect(job.data).toMatchObject({ status: 'done', total: answer.data.total, progress: answer.data.total, download_url: `/api/base/job/download?id=${answer.data.job_id}` });
      const file = await server.app.inject({ method: 'GET', url: job.data.download_url, headers: bearer(clerk) });
      expect(file.statusCode).toBe(200);
      const rows = await sheetRows(file.rawPayload);
      const list = await get<List>(server.app, clerk, `${BASE}/index`, { order: 'id asc', limit: 9999, perms_id: MENU });
      expect(rows.slice(1).map((r) => r[0])).toEqual(list.data.data.map((r) => r.contract_no));
      // The message centre says so, opening the file.
      const message = await server.database.db.selectFrom('messages').selectAll().where('link', '=', job.data.download_url).executeTakeFirstOrThrow();
      expect(message).toMatchObject({ kind: 'notice', status: 0 });
      expect(message.title).toContain('导出完成');
      // Nobody else's: another user's download and cancel are 4403, an unknown job 4404.
      expect((await get(server.app, manager, '/api/base/job/download', { id: answer.data.job_id })).code).toBe(4403);
      expect((await post(server.app, manager, '/api/base/job/cancel', { id: answer.data.job_id })).code).toBe(4403);
      expect((await get(server.app, clerk, '/api/base/job/detail', { id: 999_999 })).code).toBe(4404);
      // Ended: it cannot be cancelled.
      expect((await post(server.app, clerk, '/api/base/job/cancel', { id: answer.data.job_id })).code).toBe(4425);
      const mine = await get<{ data: { id: number }[] }>(server.app, clerk, '/api/base/job/index');
      expect(mine.data.data[0].id).toBe(answer.data.job_id);
      expect((await get<{ data: unknown[] }>(server.app, manager, '/api/base/job/index')).data.data.some((j) => (j as { id: number }).id === answer.data.job_id)).toBe(false);
    } finally {
      await setSyncRows('10000');
    }
  });

  it('a job cancelled while it runs stops, keeps no file, and says cancelled', async () => {
    const db = server.database;
    let release!: () => void;
    const started = new Promise<void>((resolve) => (release = resolve));
    const queue = new JobQueue(db, { changed: () => undefined, ended: () => undefined });
    queue.register('wait', async (context) => {
      release();
      await new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(context.signal.reason as Error)));
      return {};
    });
    const job = await queue.enqueue({ kind: 'wait', title: 't', payload: {}, userId: 1, companyId: null });
    await started;
    expect(await queue.cancel(job.id)).toBe(true);
    await queue.idle();
    const row = await db.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(await queue.cancel(job.id)).toBe(false);
  });

  it('a job cancelled after part of its work keeps what it says it did, and its end is heard with it', async () => {
    const db = server.database;
    let release!: () => void;
    const started = new Promise<void>((resolve) => (release = resolve));
    const ends: JobRow[] = [];
    const queue = new JobQueue(db, { changed: () => undefined, ended: (row) => void ends.push(row) });
    queue.register('part', async (context) => {
      release();
      await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
      throw new JobFailure('stopped early', { rows: 2000, imported: 2000 });
    });
    const job = await queue.enqueue({ kind: 'part', title: 't', payload: {}, userId: 1, companyId: null });
    await started;
    expect(await queue.cancel(job.id)).toBe(true);
    await queue.idle();
    const row = await db.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('cancelled');
    expect(JSON.parse(row.result ?? '{}')).toEqual({ rows: 2000, imported: 2000 });
    expect(ends.map((e) => [e.status, e.result])).toEqual([['cancelled', null], ['cancelled', row.result]]);
  });

  it('a user has at most three jobs open: six asked at the same moment, three are queued and three refused with 4429', async () => {
    const db = server.database;
    const queue = new JobQueue(db, { changed: () => undefined, ended: () => undefined });
    const user = 900_001;
    const asked = await Promise.allSettled(Array.from({ length: 6 }, () => queue.enqueue({ kind: 'nobody-runs-this', title: 't', payload: {}, userId: user, companyId: null })));
    expect(asked.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
    for (const refused of asked.filter((a) => a.status === 'rejected')) expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 4429, key: 'tooManyJobs' });
    expect((await db.db.selectFrom('jobs').select('id').where('user_id', '=', user).execute()).length).toBe(3);
    // One ended, one more may come.
    const first = (asked[0].status === 'fulfilled' ? asked[0].value : (asked.find((a) => a.status === 'fulfilled') as PromiseFulfilledResult<JobRow>).value).id;
    expect(await queue.cancel(first)).toBe(true);
    await expect(queue.enqueue({ kind: 'nobody-runs-this', title: 't', payload: {}, userId: user, companyId: null })).resolves.toMatchObject({ status: 'queued' });
    await db.db.deleteFrom('jobs').where('user_id', '=', user).execute();
  });

  it('a job a previous process left running is failed with the reason on SQLite, or taken again on PostgreSQL', async () => {
    const db = server.database;
    const stale = '2000-01-01 00:00:00';
    const inserted = await db.db
      .insertInto('jobs')
      .values({ kind: 'later', status: 'running', title: 'left', payload: '{}', user_id: 1, company_id: null, created_at: stale, updated_at: stale, heartbeat_at: stale, attempts: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A job that writes as it goes is never run twice, whatever the engine.
    const once = await db.db
      .insertInto('jobs')
      .values({ kind: 'writes', status: 'running', title: 'half', payload: '{}', user_id: 1, company_id: null, created_at: stale, updated_at: stale, heartbeat_at: stale, attempts: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ran: number[] = [];
    const queue = new JobQueue(db, { changed: () => undefined, ended: () => undefined }, { interrupted: () => '服务器重启，任务已中断，请重新发起' });
    queue.register('later', async (context) => {
      ran.push(context.id);
      return { rows: 0 };
    });
    queue.register('writes', async (context) => {
      ran.push(context.id);
      return {};
    }, { rerun: false });
    await queue.recover();
    await queue.idle();
    const row = await db.db.selectFrom('jobs').selectAll().where('id', '=', inserted.id).executeTakeFirstOrThrow();
    expect(await db.db.selectFrom('jobs').select(['status', 'error']).where('id', '=', once.id).executeTakeFirstOrThrow()).toEqual({ status: 'failed', error: '服务器重启，任务已中断，请重新发起' });
    expect(ran).not.toContain(once.id);
    if (db.dialect === 'postgres') {
      expect(row.status).toBe('done');
      expect(ran).toEqual([inserted.id]);
    } else {
      expect(row).toMatchObject({ status: 'failed', error: '服务器重启，任务已中断，请重新发起' });
      expect(ran).toEqual([]);
    }
  });
});

describe('old jobs’ files', () => {
  it('go after seven days: the job stays, without its download', async () => {
    const { sweepJobFiles } = await import('../../server/modules/jobs/sweep');
    const answer = await post<{ job_id: number }>(server.app, clerk, EXPORT, { perms_id: MENU, fields: ['contract_no'], async: true });
    await server.app.jobs.idle();
    const job = await get<{ download_url: string | null }>(server.app, clerk, '/api/base/job/detail', { id: answer.data.job_id });
    expect(job.data.download_url).not.toBeNull();
    const storage = server.app.fileStorage;
    // Six days on: kept.
    expect(await sweepJobFiles(server.database.db, storage, new Date(Date.now() + 6 * 24 * 3600 * 1000))).toBe(0);
    expect((await server.app.inject({ method: 'GET', url: job.data.download_url!, headers: bearer(clerk) })).statusCode).toBe(200);
    // Eight days on: gone, and the job says there is nothing to download.
    expect(await sweepJobFiles(server.database.db, storage, new Date(Date.now() + 8 * 24 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    expect((await get<{ download_url: string | null; status: string }>(server.app, clerk, '/api/base/job/detail', { id: answer.data.job_id })).data).toMatchObject({ status: 'done', download_url: null });
    expect((await get(server.app, clerk, '/api/base/job/download', { id: answer.data.job_id })).code).toBe(4425);
  });
});

describe('keyset reading', () => {
  it('reads every row exactly once in the list order, empty values where the list has them, whatever the batch size', async () => {
    const { exportRows } = await import('../../server/modules/resources/export-rows');
    const { listResource } = await import('../../server/modules/resources/query');
    const { salesContract } = await import('../../server/modules/resources/definitions/sales-contract');
    const db = untyped();
    // Some handlers empty, some equal: ties are broken by id. Drafts leave required fields (sign_date) empty too.
    await db.updateTable('sales_contracts').set({ user_name: null }).where('id', '<=', 40).execute();
    await db.updateTable('sales_contracts').set({ user_name: 'same' }).where('id', '>', 40).where('id', '<=', 80).execute();
    await db.updateTable('sales_contracts').set({ sign_date: null, customer_name: null }).where('id', '>', 60).where('id', '<=', 70).execute();
    for (const order of ['user_name asc', 'user_name desc', 'sign_date desc', 'sign_date asc', 'customer_name asc', 'amount asc']) {
      const ids: number[] = [];
      for await (const batch of exportRows(db, salesContract, null, { order, select: ['id'] }, 7)) ids.push(...batch.map((row) => row.id as number));
      const list = await listResource(server.database.db, salesContract, null, { order, page: 1, limit: 100_000 });
      expect(ids, order).toEqual(list.data.map((row) => row.id));
    }
  });
});

describe('an export that reads another number of rows than it counted', () => {
  it('ends at the rows it wrote, and its message says how many the list had when it began', async () => {
    const { exportJob } = await import('../../server/modules/exports/job');
    const { jobView } = await import('../../server/modules/jobs/view');
    const { renderMessage } = await import('../../server/modules/message/texts');
    const answer = await post<{ job_id: number; total: number }>(server.app, clerk, EXPORT, { perms_id: MENU, fields: ['contract_no'], order: 'id asc', async: true });
    await server.app.jobs.idle();
    // The same export again (its stored payload), on a queue whose runner deletes three of the clerk's rows once
    // the first batch is written: rows that go while an export runs.
    const stored = await server.database.db.selectFrom('jobs').select('payload').where('id', '=', answer.data.job_id).executeTakeFirstOrThrow();
    const payload = JSON.parse(stored.payload) as { subject: { userId: number } };
    const last: { id: number }[] = await untyped().selectFrom('sales_contracts').select('id').where('add_user_id', '=', payload.subject.userId).orderBy('id', 'desc').limit(3).execute();
    const gone = await untyped().selectFrom('sales_contracts').selectAll().where('id', 'in', last.map((r) => r.id)).execute();
    const ends: JobRow[] = [];
    const queue = new JobQueue(server.database, { changed: () => undefined, ended: (row) => void ends.push(row) });
    const run = exportJob(server.app);
    let deleted = false;
    queue.register('export-meanwhile', (context) =>
      run({
        ...context,
        payload: context.payload as never,
        progress: async (done, total) => {
          if (!deleted && done > 0) {
            deleted = true;
            await untyped().deleteFrom('sales_contracts').where('id', 'in', last.map((r) => r.id)).execute();
          }
          await context.progress(done, total);
        },
      }),
    );
    try {
      await queue.enqueue({ kind: 'export-meanwhile', title: 't', payload, userId: payload.subject.userId, companyId: null });
      await queue.idle();
    } finally {
      await untyped().insertInto('sales_contracts').values(gone).execute();
    }
    const total = answer.data.total;
    expect(jobView(ends[0])).toMatchObject({ status: 'done', progress: total - 3, total: total - 3 });
    const result = JSON.parse(ends[0].result ?? '{}') as { rows: number; expected: number; file_key: string };
    expect(result).toMatchObject({ rows: total - 3, expected: total });
    await server.app.fileStorage.delete(result.file_key);
    expect(renderMessage('jobDone', { title: 't', rows: result.rows, expected: result.expected }, 'zh').content).toBe(`《t》已导出${total - 3}条数据（开始导出时列表共${total}条，导出期间数据有变动，请核对），点击下载文件。`);
    // A whole export's message is as it was.
    expect(renderMessage('jobDone', { title: 't', rows: total }, 'en').content).toBe(`"t" exported ${total} rows: open this message to download the file.`);
  });
});
