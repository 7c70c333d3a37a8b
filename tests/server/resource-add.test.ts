import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, contractCount as countContracts, contractsNumbered, newContract, storedContract } from './risk-helpers';

const STASH = '/api/contract/sales_contract/stash';
const INVOICE_ADD = '/api/invoice/sales_invoice/add';
const CLERK_STAMPS = {
  add_user_id: 4, add_user_name: '张伟', add_org_id: 7, add_org_name: '销售一组', add_company_id: 3, add_company_name: '上海华科供应链有限公司', add_entity_org_id: 4,
};

let server: TestServer;
let clerk: string;
let finance: string;
let manager: string;
beforeAll(async () => {
  server = await startTestServer(20);
  clerk = await login(server.app, MOBILES.salesClerk);
  finance = await login(server.app, MOBILES.finance);
  manager = await login(server.app, MOBILES.departmentManager);
});
afterAll(async () => {
  await server.close();
});

type Row = Record<string, unknown> & { id: number };
const contractCount = () => countContracts(server);

describe('adding a record', () => {
  it('answers the created record with its id and the creator stamps of the signed-in position; detail reads the same', async () => {
    const body = newContract(2_000_000, { remark: null });
    const answer = await post<Row>(server.app, clerk, CONTRACT_ADD, body);
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ ...body, ...CLERK_STAMPS, exec_user_id: null, exec_org_id: null, warning: [] });
    expect(answer.data.id).toBeGreaterThan(0);
    expect(answer.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(answer.data.updated_at).toBe(answer.data.created_at);
    const detail = await get<Row>(server.app, clerk, '/api/contract/sales_contract/detail', { id: answer.data.id });
    const record: Record<string, unknown> = { ...answer.data };
    delete record.warning;
    expect(detail.data).toEqual(record);
  });

  it('ignores stamps, audit times and an id in the body: the server sets them', async () => {
    const body = newContract(1_000, {
      id: 1, add_user_id: 1, add_user_name: '管理员', add_org_id: 999, add_org_name: '伪造部门', add_company_id: 999, add_company_name: '伪造公司',
      add_entity_org_id: 999, exec_user_id: 1, created_at: '2000-01-01 00:00:00', updated_at: '2000-01-01 00:00:00',
    });
    const answer = await post<Row>(server.app, clerk, CONTRACT_ADD, body);
    expect(answer.code).toBe(2000);
    expect(answer.data).toMatchObject({ ...CLERK_STAMPS, exec_user_id: null });
    expect(answer.data.id).not.toBe(1);
    expect(answer.data.created_at).not.toBe('2000-01-01 00:00:00');
    expect(await storedContract(server, answer.data.id)).toMatchObject({ add_user_id: 4, add_org_id: 7 });
  });

  it('needs the menu\'s add button: 4403 without it, nothing written', async () => {
    const before = await contractCount();
    // The sales clerk holds no invoices menu, so no add button of it (finance holds the invoices' 新增).
    expect((await post(server.app, clerk, INVOICE_ADD, { buyer_name: 'x' })).code).toBe(4403);
    // Finance holds the contracts menu but not its 新增 (it holds no customers to make a contract for): 4403.
    const body = newContract(100);
    expect((await post(server.app, finance, CONTRACT_ADD, body)).code).toBe(4403);
    expect((await post(server.app, finance, STASH, body)).code).toBe(4403);
    // The department manager holds it; once the button is taken from his role, 4403 too.
    expect((await post(server.app, manager, CONTRACT_ADD, newContract(101))).code).toBe(2000);
    await server.database.db.deleteFrom('role_buttons').where('role_id', '=', 3).where('button_id', '=', 1).execute();
    const later = newContract(102);
    expect((await post(server.app, manager, CONTRACT_ADD, later)).code).toBe(4403);
    expect((await post(server.app, manager, STASH, later)).code).toBe(4403);
    expect(await contractsNumbered(server, body.contract_no)).toBe(0);
    expect(await contractsNumbered(server, later.contract_no)).toBe(0);
    expect(await contractCount()).toBe(before + 1);
  });
});

describe('draft, save and submit validation', () => {
  it('a draft (stash, or add with submit_status -1) needs only the draft fields; absent ones stay empty, not today or 0.00', async () => {
    for (const [url, extra] of [[STASH, {}], [CONTRACT_ADD, { submit_status: -1 }]] as const) {
      const answer = await post<Row>(server.app, clerk, url, { contract_name: '草稿合同', ...extra });
      expect(answer.code).toBe(2000);
      expect(answer.data).toMatchObject({ contract_name: '草稿合同', amount: null, sign_date: null, remark: null, status: 0, approval_status: 0, submit_status: -1, ...CLERK_STAMPS });
      // The contract number is the server's numbering rule's (field-rules.test.ts).
      expect(answer.data.contract_no).toMatch(/^HT\d{12}$/);
    }
  });

  it('a draft without its draft field answers 4400 naming it, and writes nothing', async () => {
    const before = await contractCount();
    const answer = await post(server.app, clerk, STASH, { contract_no: 'D-1', amount: 5 });
    expect(answer).toMatchObject({ code: 4400, msg: '字段 contract_name 不能为空', data: null });
    expect((await post(server.app, clerk, STASH, { contract_name: '   ' })).code).toBe(4400);
    expect(await contractCount()).toBe(before);
    // An invoice draft needs its buyer: an empty one is refused even to the administrator, who holds 新增.
    const admin = await login(server.app, MOBILES.admin);
    const invoices = async () => Number((await sql<{ n: number }>`select count(*) as n from sales_invoices`.execute(server.database.db)).rows[0].n);
    const invoicesBefore = await invoices();
    expect(await post(server.app, admin, INVOICE_ADD, { submit_status: -1 })).toMatchObject({ code: 4400, msg: '字段 buyer_name 不能为空' });
    expect(await invoices()).toBe(invoicesBefore);
  });

  it('save and submit need every non-nullable field (blank text counts as missing); the nullable remark may be left out', async () => {
    const before = await contractCount();
    // The number may be left empty (the server numbers it); the customer may not.
    expect(await post(server.app, clerk, CONTRACT_ADD, { contract_name: '只有名称' })).toMatchObject({ code: 4400, msg: '字段 customer_name 不能为空' });
    const noAmount = newContract(1);
    delete noAmount.amount;
    expect(await post(server.app, clerk, CONTRACT_ADD, { ...noAmount, submit_status: 1 })).toMatchObject({ code: 4400, msg: '字段 amount 不能为空' });
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(1, { goods_name: ' ' }))).code).toBe(4400);
    expect((await post(server.app, clerk, CONTRACT_ADD, newContract(1, { customer_name: null }))).code).toBe(4400);
    expect(await contractCount()).toBe(before);
    expect((await post(server.app, clerk, CONTRACT_ADD, { ...newContract(1), submit_status: 1 })).code).toBe(2000);
  });

  it('a draft skips the risk rules; saving it does not', async () => {
    expect((await post(server.app, clerk, STASH, newContract(150_000_000))).code).toBe(2000);
    expect((await post(server.app, clerk, CONTRACT_ADD, { ...newContract(150_000_000), submit_status: 0 })).code).toBe(3010);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown field', { unknown_field: 1 }, '字段 unknown_field 不能填写'],
    ['a number as text', { amount: '5' }, '字段 amount 的值不合法'],
    ['a text too long', { contract_no: 'x'.repeat(33) }, '字段 contract_no 的值不合法'],
    ['a bad date', { sign_date: '2026-13-01' }, '字段 sign_date 的值不合法'],
    ['null for a non-nullable field', { amount: null }, '字段 amount 的值不合法'],
    ['an infinite-looking amount', { amount: 1e20 }, '字段 amount 的值不合法'],
    ['the document state', { status: 2 }, '字段 status 由系统设置，不能提交'],
  ])('%s answers 4400 naming the field, nothing written', async (_name, change, msg) => {
    const before = await contractCount();
    const answer = await post(server.app, clerk, CONTRACT_ADD, newContract(100, change));
    expect(answer).toMatchObject({ code: 4400, msg, data: null });
    expect(await contractCount()).toBe(before);
  });

  it.each([
    ['submit_status 7', { submit_status: 7 }],
    ['confirm_rule_code not a list', { confirm_rule_code: 'SC_AMOUNT_WARN' }],
    ['a malformed confirm_token', { confirm_token: 'not a token' }],
    ['a body that is a list', null],
  ])('%s answers 4400', async (_name, change) => {
    const before = await contractCount();
    const payload = change === null ? [newContract(1)] : newContract(100, change);
    expect((await post(server.app, clerk, CONTRACT_ADD, payload)).code).toBe(4400);
    expect(await contractCount()).toBe(before);
  });
});

describe('the created record must lie inside the caller\'s scope', () => {
  it('a grant that would not show the new record refuses it (4403) and writes nothing', async () => {
    // Entity scope for a position whose department has no entity: the new record would be invisible to its creator.
    await server.database.db.updateTable('role_menus').set({ data_scope: 'entity' }).where('role_id', '=', 4).where('menu_id', '=', 301).execute();
    await server.database.db.updateTable('orgs').set({ entity_org_id: null }).where('id', '=', 7).execute();
    const token = await login(server.app, MOBILES.salesClerk);
    const body = newContract(100);
    expect((await post(server.app, token, CONTRACT_ADD, body)).code).toBe(4403);
    expect(await contractsNumbered(server, body.contract_no)).toBe(0);
  });
});
