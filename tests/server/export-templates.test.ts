import JSZip from 'jszip';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, login, MOBILES, startTestServer, type TestServer } from './harness';
import { sheetRows } from './xlsx';

const BASE = '/api/contract/sales_contract';
const CALL = `${BASE}/exportTemplate`;
/** The seeded 合同确认单 button of the contracts list (server/db/seed/shipped-pages.ts). */
const BUTTON = 26;
const LABEL = 'sales_contract_confirmation';

let server: TestServer;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resources' tables are not in the typed schema
const untyped = () => server.database.db as unknown as Kysely<any>;
let clerk: string;
let clerkId: number;

interface Made {
  id: number;
  name: string;
  url: string;
  ext: string;
  records: number;
}

beforeAll(async () => {
  server = await startTestServer(300);
  clerk = await login(server.app, MOBILES.salesClerk);
  clerkId = (await server.database.db.selectFrom('users').select('id').where('user_mobile', '=', MOBILES.salesClerk).executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await server.close();
});

function templateCall(token: string, ids: readonly number[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return get<Made>(server.app, token, CALL, { button_id: BUTTON, where: JSON.stringify({ id: ['in', ids] }), ...extra }, headers);
}

function download(token: string, url: string) {
  return server.app.inject({ method: 'GET', url, headers: bearer(token) });
}

/** The clerk's own contracts that have goods lines, and the lines' amounts. */
async function ownWithLines(count: number): Promise<{ id: number; contract_no: string }[]> {
  return untyped()
    .selectFrom('sales_contracts as c')
    .select(['c.id', 'c.contract_no'])
    .where('c.add_user_id', '=', clerkId)
    .where((eb) => eb.exists(eb.selectFrom('sales_contract_line as l').select('l.id').whereRef('l.main_id', '=', 'c.id')))
    .orderBy('c.id')
    .limit(count)
    .execute();
}

describe('export templates (spec 001 §7, issue 22)', () => {
  it('writes one ticked contract as its 合同确认单 .xlsx: the header fields as shown in the list, the goods lines and their totals', async () => {
    const [contract] = await ownWithLines(1);
    const answer = await templateCall(clerk, [contract.id]);
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ ext: 'xlsx', records: 1, name: `合同确认单-${contract.contract_no}.xlsx`, url: `/api/base/job/download?id=${answer.data.id}` });
    const file = await download(clerk, answer.data.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetRows(file.rawPayload);
    expect(rows[0][0]).toBe('销售合同确认单');
    const cells = rows.flat();
    expect(cells).toContain('合同编号');
    expect(cells).toContain(contract.contract_no);
    const stored = await untyped().selectFrom('sales_contracts').selectAll().where('id', '=', contract.id).executeTakeFirstOrThrow();
    // The status as its label, as the list shows it.
    expect(cells).toContain(['草稿', '审批中', '已完成', '已驳回', '已作废', '已退回'][[0, 1, 2, 3, 4, 5].indexOf(Number(stored.status))]);
    const lines: { amount: number | string; goods_name: string }[] = await untyped().selectFrom('sales_contract_line').select(['amount', 'goods_name']).where('main_id', '=', contract.id).orderBy('sort').execute();
    const header = rows.findIndex((row) => row[0] === '商品名称');
    expect(header).toBeGreaterThan(0);
    expect(rows.slice(header + 1, header + 1 + lines.length).map((row) => row[0])).toEqual(lines.map((l) => l.goods_name));
    const totalRow = rows[header + 1 + lines.length];
    expect(totalRow[0]).toBe('合计');
    const amountColumn = (rows[header] as string[]).indexOf('金额');
    const expected = lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0) / 100;
    expect(totalRow[amountColumn]).toBeCloseTo(expected, 2);
  });

  it('writes several as a .zip of one workbook each, and in English when the caller reads English', async () => {
    const contracts = await ownWithLines(3);
    const answer = await templateCall(clerk, contracts.map((c) => c.id), {}, { 'accept-language': 'en' });
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ ext: 'zip', records: 3 });
    expect(answer.data.name).toMatch(/^Sales contract confirmation-\d{14}\.zip$/);
    const file = await download(clerk, answer.data.url);
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file.rawPayload);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(contracts.map((c) => `合同确认单-${c.contract_no}.xlsx`).sort());
    const rows = await sheetRows(await zip.files[names[0]].async('nodebuffer'));
    expect(rows[0][0]).toBe('Sales contract confirmation');
    expect(rows.flat()).toContain('Contract no.');
    // The user's own job list keeps it, as any export's file.
    const jobs = await get<{ data: { id: number; kind: string; status: string }[] }>(server.app, clerk, '/api/base/job/index', {});
    expect(jobs.data.data.find((j) => j.id === answer.data.id)).toMatchObject({ status: 'done' });
  });

  it('prints only rows inside the button’s scope: another user’s contract is as if not ticked', async () => {
    const theirs = await untyped().selectFrom('sales_contracts').select('id').where('add_user_id', '!=', clerkId).limit(1).executeTakeFirstOrThrow();
    const answer = await templateCall(clerk, [theirs.id]);
    expect(answer.code).toBe(4420);
    expect(answer.msg).toBe('请选择需要导出的数据');
    const [own] = await ownWithLines(1);
    const mixed = await templateCall(clerk, [own.id, theirs.id]);
    expect(mixed.data).toMatchObject({ records: 1, ext: 'xlsx' });
  });

  it('refuses a button the role does not hold, a button that is not an export template, and another user’s file', async () => {
    const [own] = await ownWithLines(1);
    // A role whose 合同确认单 grant is taken away: the same answer as a button that does not exist.
    const manager = await login(server.app, MOBILES.companyManager);
    const db = server.database.db;
    const { role_id: managerRole } = await db
      .selectFrom('user_positions as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select('p.role_id')
      .where('u.user_mobile', '=', MOBILES.companyManager)
      .executeTakeFirstOrThrow();
    expect((await templateCall(manager, [own.id])).code).toBe(2000);
    await db.deleteFrom('role_buttons').where('role_id', '=', managerRole).where('button_id', '=', BUTTON).execute();
    try {
      expect((await templateCall(manager, [own.id])).code).toBe(4403);
    } finally {
      await db.insertInto('role_buttons').values({ role_id: managerRole, button_id: BUTTON }).execute();
    }
    expect((await get(server.app, clerk, CALL, { button_id: 999_999, where: JSON.stringify({ id: ['in', [own.id]] }) })).code).toBe(4403);
    // The list's own export button writes no template.
    const plain = await get(server.app, clerk, CALL, { button_id: 2, where: JSON.stringify({ id: ['in', [own.id]] }) });
    expect(plain.code).toBe(4400);
    expect(plain.msg).toBe('按钮未配置事件或导出模板');
    const made = await templateCall(clerk, [own.id]);
    const other = await download(manager, made.data.url);
    expect(other.json()).toMatchObject({ code: 4403 });
  });

  it('says what is wrong with bad input and with a broken template, and writes nothing', async () => {
    const [own] = await ownWithLines(1);
    const before = await server.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect((await get(server.app, clerk, CALL, { button_id: BUTTON, where: '{not json' })).code).toBe(4420);
    expect((await get(server.app, clerk, CALL, { button_id: BUTTON, where: JSON.stringify({ "id') or 1=1 --": 1 }) })).code).toBe(4420);
    expect((await get(server.app, clerk, CALL, { button_id: 'x', where: '{}' })).code).toBe(4400);
    const stored = await server.database.db.selectFrom('export_templates').select('config').where('label', '=', LABEL).executeTakeFirstOrThrow();
    const config = JSON.parse(stored.config) as { fields: { prop: string }[]; maxRecords: number };
    try {
      await server.database.db.updateTable('export_templates').set({ config: JSON.stringify({ ...config, fields: [...config.fields, { prop: 'password', label: { zh: '密码', en: 'Password' } }] }) }).where('label', '=', LABEL).execute();
      const broken = await templateCall(clerk, [own.id]);
      expect(broken.code).toBe(4460);
      expect(broken.msg).toContain('password is not a field of sales_contract');
      await server.database.db.updateTable('export_templates').set({ config: JSON.stringify({ ...config, maxRecords: 2 }) }).where('label', '=', LABEL).execute();
      const many = await templateCall(clerk, (await ownWithLines(3)).map((c) => c.id));
      expect(many.code).toBe(4420);
      expect(many.msg).toBe('一次最多导出 2 条数据');
    } finally {
      await server.database.db.updateTable('export_templates').set({ config: stored.config }).where('label', '=', LABEL).execute();
    }
    const after = await server.database.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
