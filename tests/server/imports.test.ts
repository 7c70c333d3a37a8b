import ExcelJS from 'exceljs';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJob } from '../../server/modules/imports/jobs';
import type { ImportPayload } from '../../server/modules/imports/import-scan';
import { JobFailure, type JobContext } from '../../server/modules/jobs/queue';
import { bearer, call, get, login, MOBILES, post, startTestServer, type Answer, type TestServer } from './harness';
import { sheetRows } from './xlsx';

const BASE = '/api/contract/sales_contract';
const CHECK = '/api/base/import/check';
const MENU = 301;
const BOUNDARY = '----hkwl-import-test';

let server: TestServer;
let clerk: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resources' tables are not in the typed schema
const untyped = () => server.database.db as unknown as Kysely<any>;

beforeAll(async () => {
  server = await startTestServer(100);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

interface Job {
  id: number;
  title: string;
  status: string;
  error: string | null;
  download_url: string | null;
  summary?: { total?: number; valid?: number; invalid?: number; imported?: number };
}

function form(fields: Record<string, string>, file?: { name: string; content: Buffer }): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function check(content: Buffer, name = '合同导入.xlsx', token = clerk, fields: Record<string, string> = {}): Promise<Answer<{ job_id: number }>> {
  return call(server.app, {
    method: 'POST', url: CHECK, payload: form({ resource: 'sales_contract', perms_id: String(MENU), ...fields }, { name, content }),
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

async function finished(id: number, token = clerk): Promise<Job> {
  await server.app.jobs.idle();
  return (await get<Job>(server.app, token, '/api/base/job/detail', { id })).data;
}


/** The template's header, and a workbook of it with `rows` (objects by header without the star). */
async function workbook(rows: Record<string, unknown>[], extra?: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const template = await server.app.inject({ method: 'GET', url: `${BASE}/initImportDownload?perms_id=${MENU}`, headers: bearer(clerk) });
  const header = (await sheetRows(template.rawPayload))[0] as string[];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入数据');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(header.map((h) => row[h.replace(/^\*/, '')] ?? null));
  extra?.(sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const contracts = (name: string) => untyped().selectFrom('sales_contracts').selectAll().where('contract_name', 'like', `${name}%`).orderBy('id').execute() as Promise<Record<string, unknown>[]>;

describe('import (issue 22)', () => {
  it('the template has the list’s fillable columns, required ones starred, and a sheet saying what each takes', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${BASE}/initImportDownload?perms_id=${MENU}`, headers: bearer(clerk) });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(encodeURIComponent('销售合同-导入模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as string[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['*合同名称', '*客户名称', '*合同金额', '*签订日期']));
    // The server's own columns are not there: state, stamps, the picked handler.
    expect(header.some((h) => /状态|业务员|所属公司|经办人/.test(h))).toBe(false);
    expect(book.worksheets[1].name).toBe('填写说明');
  });

  it('checks every row before writing, then imports only the valid ones as the importer’s drafts; failed rows come back as a file', async () => {
    const content = await workbook(
      [
        { 合同名称: '导入合同A', 客户名称: '客户甲', 品名: '钢材', 合同金额: 1200.5, 签订日期: '2026/1/5' },
        { 合同名称: '导入合同B', 客户名称: '客户乙', 品名: '钢材', 合同金额: 'abc', 签订日期: '2026-1-6' },
        { 合同名称: '导入合同C', 客户名称: '', 品名: '钢材', 合同金额: 10, 签订日期: '2026-01-07' },
        // A date cell and a formula read as their values.
        { 合同名称: '导入合同D', 客户名称: '客户丁', 品名: '铝材', 合同金额: { formula: '100*3', result: 300 }, 签订日期: new Date(Date.UTC(2026, 0, 8)) },
      ],
    );
    const before = await contracts('导入合同');
    const checked = await check(content);
    expect(checked.code).toBe(2000);
    const job = await finished(checked.data.job_id);
    expect(job).toMatchObject({ status: 'done', summary: { total: 4, valid: 2, invalid: 2 } });
    // Nothing written by the check.
    expect(await contracts('导入合同')).toEqual(before);
    const failed = await server.app.inject({ method: 'GET', url: job.download_url!, headers: bearer(clerk) });
    const rows = await sheetRows(failed.rawPayload);
    expect(rows[0][0]).toBe('行号');
    expect(rows[0].at(-1)).toBe('错误原因');
    expect(rows.slice(1).map((r) => r[0])).toEqual([3, 4]);
    expect(String(rows[1].at(-1))).toContain('合同金额');
    expect(String(rows[2].at(-1))).toContain('客户名称不能为空');

    const imported = await post<{ job_id: number }>(server.app, clerk, `${BASE}/listImport`, { job_id: checked.data.job_id, perms_id: MENU });
    expect(imported.code).toBe(2000);
    const done = await finished(imported.data.job_id);
    expect(done).toMatchObject({ status: 'done', summary: { total: 4, imported: 2, invalid: 2 } });
    const written = await contracts('导入合同');
    expect(written.map((r) => [r.contract_name, Number(r.amount), r.sign_date, r.status])).toEqual([
      ['导入合同A', 1200.5, '2026-01-05', 0],
      ['导入合同D', 300, '2026-01-08', 0],
    ]);
    // The importer's own: stamps and a server number.
    const clerkId = written[0].add_user_id;
    expect(written.every((r) => r.add_user_id === clerkId && /^HT\d{12}$/.test(String(r.contract_no)))).toBe(true);
    const message = await server.database.db.selectFrom('messages').selectAll().where('user_id', '=', clerkId as number).where('title', 'like', '导入完成%').executeTakeFirst();
    expect(message?.content).toContain('2条未导入');
    // One import per checked file.
    expect((await post(server.app, clerk, `${BASE}/listImport`, { job_id: checked.data.job_id })).code).toBe(4425);
    // Reading the sheet left no copy of it behind (exceljs's reader writes one for a sheet before its strings).
    expect(readdirSync(tmpdir()).filter((f) => f.startsWith(`tmp-${process.pid}-`))).toEqual([]);
  });

  it('messages a user can act on: rules by the column\'s label, a formula without its result, the header line read, English throughout', async () => {
    const content = await workbook(
      [
        { 合同名称: '提示甲', 客户名称: '客户甲', 品名: '钢材', 合同金额: -5, 签订日期: '2026-01-05' },
        // A formula written by a program, never computed by Excel: the file holds no result for it.
        { 合同名称: '提示乙', 客户名称: '客户乙', 品名: '钢材', 合同金额: { formula: '100*3' }, 签订日期: '2026-01-06' },
      ],
    );
    const job = await finished((await check(content)).data.job_id);
    const rows = await sheetRows((await server.app.inject({ method: 'GET', url: job.download_url!, headers: bearer(clerk) })).rawPayload);
    expect(rows.slice(1).map((r) => r.at(-1))).toEqual(['合同金额不能小于0.01', '合同金额是公式，文件中没有计算结果：请在 Excel 中打开并保存后重试']);
    // The same file checked in English: the failed rows speak English, the row and reason columns too.
    const english = await call<{ job_id: number }>(server.app, {
      method: 'POST', url: CHECK, payload: form({ resource: 'sales_contract', perms_id: String(MENU) }, { name: 'c.xlsx', content }),
      headers: { ...bearer(clerk), 'accept-language': 'en', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    const englishJob = await finished(english.data.job_id);
    const englishRows = await sheetRows((await server.app.inject({ method: 'GET', url: englishJob.download_url!, headers: bearer(clerk) })).rawPayload);
    expect([englishRows[0][0], englishRows[0].at(-1)]).toEqual(['Row', 'Error']);
    expect(englishRows.slice(1).map((r) => r.at(-1))).toEqual(['Amount must be at least 0.01', 'Amount is a formula the file holds no result for: open and save it in Excel, then try again']);
    // Two header lines said for a file with one: the message names the line it read.
    const shifted = await finished((await check(content, 'b.xlsx', clerk, { header_lines: '2' })).data.job_id);
    expect(shifted).toMatchObject({ status: 'failed', error: expect.stringContaining('表头读自第 2 行，请确认“表头行数”与文件一致') });
  });

  it('job/detail wait=1 (a long poll) follows a check and an import to their ends; another wait is refused', async () => {
    const content = await workbook([{ 合同名称: '长轮询导入', 客户名称: '客户甲', 品名: '钢材', 合同金额: 100, 签订日期: '2026-01-05' }]);
    // Long polls one after the other, as the import dialog follows a job (each held until the end or a second).
    const followed = async (id: number): Promise<Job> => {
      for (let asks = 0; asks < 60; asks++) {
        const job = (await get<Job>(server.app, clerk, '/api/base/job/detail', { id, wait: 1 })).data;
        if (job.status !== 'queued' && job.status !== 'running') return job;
      }
      throw new Error(`job ${id} did not end`);
    };
    const checked = await check(content);
    expect(await followed(checked.data.job_id)).toMatchObject({ status: 'done', summary: { total: 1, valid: 1 } });
    const imported = await post<{ job_id: number }>(server.app, clerk, `${BASE}/listImport`, { job_id: checked.data.job_id, perms_id: MENU });
    expect(await followed(imported.data.job_id)).toMatchObject({ status: 'done', summary: { imported: 1 } });
    expect(await contracts('长轮询导入')).toHaveLength(1);
    expect((await get(server.app, clerk, '/api/base/job/detail', { id: imported.data.job_id, wait: 2 })).code).toBe(4400);
  });

  it('a row a risk rule blocks is refused with the rule’s prompt, as a save is; a warned row is imported as a draft (its submission asks)', async () => {
    const content = await workbook([
      { 合同名称: '风控导入甲', 客户名称: '客户甲', 品名: '钢材', 合同金额: 200_000_000, 签订日期: '2026-01-05' },
      { 合同名称: '风控导入乙', 客户名称: '客户乙', 品名: '钢材', 合同金额: 20_000_000, 签订日期: '2026-01-06' },
      { 合同名称: '风控导入丙', 客户名称: '客户丙', 品名: '钢材', 合同金额: 500, 签订日期: '2026-01-07' },
    ]);
    // The same record through add: the block rule refuses it.
    const added = await post(server.app, clerk, `${BASE}/add`, { contract_name: '风控导入甲', customer_name: '客户甲', goods_name: '钢材', amount: 200_000_000, sign_date: '2026-01-05' });
    expect(added.code).toBe(3010);
    const checked = await check(content);
    expect((await finished(checked.data.job_id)).summary).toMatchObject({ total: 3, valid: 2, invalid: 1 });
    const imported = await post<{ job_id: number }>(server.app, clerk, `${BASE}/listImport`, { job_id: checked.data.job_id, perms_id: MENU });
    const done = await finished(imported.data.job_id);
    expect(done).toMatchObject({ status: 'done', summary: { total: 3, imported: 2, invalid: 1 } });
    expect((await contracts('风控导入')).map((r) => [r.contract_name, r.status])).toEqual([
      ['风控导入乙', 0],
      ['风控导入丙', 0],
    ]);
    const failed = await sheetRows((await server.app.inject({ method: 'GET', url: done.download_url!, headers: bearer(clerk) })).rawPayload);
    expect(failed.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([[2, added.msg]]);
  });

  it('a batch that fails as it is written rolls back whole; the batches before it stay, none after it is written', async () => {
    // 4,500 rows: batches of 2,000, 2,000 and 500; a row of the second is refused by the database itself.
    const rows = Array.from({ length: 4500 }, (_, i) => ({ 合同名称: `分批合同${String(i + 1).padStart(4, '0')}`, 客户名称: i === 2500 ? '拒收客户' : '客户甲', 品名: '钢材', 合同金额: 10 + i, 签订日期: '2026-02-01' }));
    const checked = await check(await workbook(rows));
    expect(await finished(checked.data.job_id)).toMatchObject({ status: 'done', summary: { total: 4500, valid: 4500 } });
    const db = server.database;
    if (db.dialect === 'postgres') {
      await sql`create or replace function refuse_customer() returns trigger as $$ begin raise exception 'refused'; end $$ language plpgsql`.execute(db.db);
      await sql`create trigger refuse_customer before insert on sales_contracts for each row when (new.customer_name = '拒收客户') execute function refuse_customer()`.execute(db.db);
    } else {
      await sql`create trigger refuse_customer before insert on sales_contracts when new.customer_name = '拒收客户' begin select raise(abort, 'refused'); end`.execute(db.db);
    }
    try {
      const imported = await post<{ job_id: number }>(server.app, clerk, `${BASE}/listImport`, { job_id: checked.data.job_id, perms_id: MENU });
      // It says what it had written before it stopped, in the job and in the message centre; the upload is gone.
      const failedJob = await finished(imported.data.job_id);
      expect(failedJob).toMatchObject({ status: 'failed', error: '系统异常，请联系管理员（此前已导入2000条，其余未导入）', summary: { imported: 2000 } });
      // The message centre says what was kept, never that nothing was imported.
      const message = await server.database.db.selectFrom('messages').select('content').where('title', '=', `导入未完成：${failedJob.title}`).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(message.content).toContain('此前已导入2000条');
      expect(message.content).not.toContain('未能导入');
      const row = await server.database.db.selectFrom('jobs').select('payload').where('id', '=', imported.data.job_id).executeTakeFirstOrThrow();
      await expect(server.app.fileStorage.get((JSON.parse(row.payload) as { fileKey: string }).fileKey)).rejects.toThrow();
    } finally {
      await sql`drop trigger refuse_customer${sql.raw(db.dialect === 'postgres' ? ' on sales_contracts' : '')}`.execute(db.db);
    }
    const written = await contracts('分批合同');
    expect(written).toHaveLength(2000);
    expect(written.at(-1)?.contract_name).toBe('分批合同2000');
  });

  it('an import cancelled after its first batch keeps that batch and says so; its upload is removed', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => ({ 合同名称: `取消合同${String(i + 1).padStart(4, '0')}`, 客户名称: '客户甲', 品名: '钢材', 合同金额: 10 + i, 签订日期: '2026-02-01' }));
    const checked = await check(await workbook(rows));
    await finished(checked.data.job_id);
    const row = await server.database.db.selectFrom('jobs').select('payload').where('id', '=', checked.data.job_id).executeTakeFirstOrThrow();
    const payload = JSON.parse(row.payload) as ImportPayload;
    const controller = new AbortController();
    // The cancel arrives as soon as the first batch is committed (the queue aborts the signal on a cancel).
    const context: JobContext<ImportPayload> = {
      id: 0, userId: payload.userId, payload, signal: controller.signal, state: undefined, checkpoint: async () => undefined,
      progress: async () => {
        if ((await contracts('取消合同')).length > 0) controller.abort(new JobFailure('cancelled'));
        controller.signal.throwIfAborted();
      },
    };
    const stopped = await importJob(server.app)(context).then(() => undefined, (error: unknown) => error);
    expect(stopped).toBeInstanceOf(JobFailure);
    expect((stopped as JobFailure).result).toMatchObject({ imported: 2000, rows: 2000 });
    expect(await contracts('取消合同')).toHaveLength(2000);
    await expect(server.app.fileStorage.get(payload.fileKey)).rejects.toThrow();
  });

  it('refuses files that are not what they claim, too big, too long or bombs, storing nothing', async () => {
    // Every file under the storage root, temporary ones included.
    const storedFiles = (dir = server.filesRoot): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? storedFiles(join(dir, e.name)) : [join(dir, e.name)]));
    const before = storedFiles().length;
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4000)]);
    expect((await check(ole, 'old.xlsx')).code).toBe(4415);
    expect((await check(Buffer.from('MZ' + 'x'.repeat(500)), 'tool.xlsx')).code).toBe(4415);
    expect((await check(await workbook([]), 'data.csv')).code).toBe(4415);
    expect((await check(Buffer.alloc(10 * 1024 * 1024 + 10, 0x50), 'big.xlsx')).code).toBe(4415);
    expect((await check(await workbook([]), 'a.xlsx', clerk, { header_lines: '11' })).code).toBe(4400);
    expect(storedFiles().length).toBe(before);
    // Read by the job: an empty sheet and 5,001 rows fail with their reasons.
    const empty = await finished((await check(await workbook([]))).data.job_id);
    expect(empty).toMatchObject({ status: 'failed', error: '导入文件中没有数据' });
    const many = Array.from({ length: 5001 }, (_, i) => ({ 合同名称: `多${i}`, 客户名称: '客户', 品名: '钢材', 合同金额: 1, 签订日期: '2026-01-01' }));
    const tooMany = await finished((await check(await workbook(many))).data.job_id);
    expect(tooMany).toMatchObject({ status: 'failed', error: '导入数据不能超过5000行' });
    // A zip whose sheet would inflate a thousandfold.
    const JSZip = (await import('jszip')).default;
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('xl/workbook.xml', '<workbook/>');
    zip.file('xl/worksheets/sheet1.xml', '<a>' + ' '.repeat(80 * 1024 * 1024) + '</a>');
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const bombed = await finished((await check(bomb, 'bomb.xlsx')).data.job_id);
    expect(bombed).toMatchObject({ status: 'failed', error: '导入文件解压后过大，请拆分后再导入' });
    // One that says its sheet is 4,000 bytes, in both of the zip's records, and inflates to a megabyte.
    const liar = new JSZip();
    liar.file('xl/_rels/workbook.xml.rels', '<Relationships/>');
    liar.file('xl/workbook.xml', '<workbook/>');
    liar.file('xl/worksheets/sheet1.xml', '<a>' + ' '.repeat(1024 * 1024) + '</a>');
    const lying = await liar.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    for (let at = lying.indexOf(name); at >= 0; at = lying.indexOf(name, at + 1)) {
      // The name follows the local header (30 bytes, size at 22) or the central entry (46 bytes, size at 24).
      if (lying.readUInt32LE(at - 30) === 0x04034b50) lying.writeUInt32LE(4000, at - 30 + 22);
      if (lying.readUInt32LE(at - 46) === 0x02014b50) lying.writeUInt32LE(4000, at - 46 + 24);
    }
    const lied = await finished((await check(lying, 'liar.xlsx')).data.job_id);
    expect(lied).toMatchObject({ status: 'failed', error: '导入文件解压后过大，请拆分后再导入' });
  });

  it('a checked file never imported is removed after a day, and can no longer be imported', async () => {
    const { sweepJobFiles } = await import('../../server/modules/jobs/sweep');
    const checked = await check(await workbook([{ 合同名称: '过期的', 客户名称: '客户', 品名: '钢材', 合同金额: 1, 签订日期: '2026-01-01' }]));
    await finished(checked.data.job_id);
    const row = await server.database.db.selectFrom('jobs').select('payload').where('id', '=', checked.data.job_id).executeTakeFirstOrThrow();
    const key = (JSON.parse(row.payload) as { fileKey: string }).fileKey;
    await expect(server.app.fileStorage.get(key)).resolves.toBeDefined();
    expect(await sweepJobFiles(server.database.db, server.app.fileStorage, new Date(Date.now() + 25 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    await expect(server.app.fileStorage.get(key)).rejects.toThrow();
    expect((await post(server.app, clerk, `${BASE}/listImport`, { job_id: checked.data.job_id })).code).toBe(4425);
  });

  it('the upload of an import its server died under is removed after a day, once', async () => {
    const { sweepJobFiles } = await import('../../server/modules/jobs/sweep');
    const { Readable } = await import('node:stream');
    const stored = await server.app.fileStorage.put(Readable.from([Buffer.from('upload')]));
    const db = server.database.db;
    const job = await db
      .insertInto('jobs')
      .values({ kind: 'import', status: 'failed', title: 't.xlsx', payload: JSON.stringify({ fileKey: stored.key, fileName: 't.xlsx' }), total: 0, user_id: 1, company_id: null, error: '服务重启', created_at: '2000-01-01 00:00:00', updated_at: '2000-01-01 00:00:00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await sweepJobFiles(db, server.app.fileStorage)).toBeGreaterThanOrEqual(1);
    await expect(server.app.fileStorage.get(stored.key)).rejects.toThrow();
    const row = await db.selectFrom('jobs').select('payload').where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.payload)).toEqual({ fileName: 't.xlsx' });
  });

  it('needs the import button; another user’s checked file cannot be imported', async () => {
    const manager = await login(server.app, MOBILES.companyManager);
    const content = await workbook([{ 合同名称: '别人的', 客户名称: '客户', 品名: '钢材', 合同金额: 1, 签订日期: '2026-01-01' }]);
    const mine = await check(content);
    await finished(mine.data.job_id);
    expect((await post(server.app, manager, `${BASE}/listImport`, { job_id: mine.data.job_id })).code).toBe(4425);
    expect((await post(server.app, clerk, `${BASE}/listImport`, { job_id: 'x' })).code).toBe(4400);
    const db = server.database.db;
    const saved = await db.selectFrom('role_buttons').selectAll().where('button_id', '=', 25).execute();
    await db.deleteFrom('role_buttons').where('button_id', '=', 25).execute();
    try {
      expect((await check(content)).code).toBe(4403);
      expect((await server.app.inject({ method: 'GET', url: `${BASE}/initImportDownload?perms_id=${MENU}`, headers: bearer(clerk) })).json<{ code: number }>().code).toBe(4403);
      expect((await post(server.app, clerk, `${BASE}/listImport`, { job_id: mine.data.job_id })).code).toBe(4403);
    } finally {
      await db.insertInto('role_buttons').values(saved).execute();
    }
  });
});
