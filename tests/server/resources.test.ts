import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, changePosition, get, login, MOBILES, post, startTestServer, TEST_CONTRACTS, type TestServer } from './harness';

type Row = Record<string, unknown> & { id: number; add_user_id: number; add_org_id: number; add_company_id: number };
type Page = { data: Row[]; total: number };

const CONTRACTS = '/api/contract/sales_contract/index';
const CUSTOMERS = '/api/crm/customer/index';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const [who, mobile] of Object.entries(MOBILES)) if (who !== 'disabled') tokens[who] = await login(server.app, mobile);
});
afterAll(async () => {
  await server.close();
});

/** Counts contracts straight from the table, to compare with what the API lets each user see. */
async function countWhere(predicate: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from sales_contracts where ${sql.raw(predicate)}`.execute(server.database.db);
  return Number(result.rows[0].n);
}

describe('data scopes on sales contracts', () => {
  it('the administrator (scope all) sees every contract', async () => {
    const page = await get<Page>(server.app, tokens.admin, CONTRACTS, { limit: 15 });
    expect(page.code).toBe(2000);
    expect(page.data.total).toBe(TEST_CONTRACTS);
    expect(page.data.data).toHaveLength(15);
    for (const stamp of ['add_user_id', 'add_org_id', 'add_company_id']) expect(page.data.data[0]).toHaveProperty(stamp);
  });

  it('the sales clerk (oneself) sees exactly the contracts they created', async () => {
    const page = await get<Page>(server.app, tokens.salesClerk, CONTRACTS, { limit: 9999 });
    expect(page.data.total).toBe(await countWhere('add_user_id = 4'));
    expect(page.data.total).toBeGreaterThan(0);
    expect(new Set(page.data.data.map((r) => r.add_user_id))).toEqual(new Set([4]));
  });

  it('the department manager (path_org) sees their department and the groups below it', async () => {
    const page = await get<Page>(server.app, tokens.departmentManager, CONTRACTS, { limit: 9999 });
    expect(page.data.total).toBe(await countWhere('add_org_id in (6, 7, 8)'));
    expect(new Set(page.data.data.map((r) => r.add_org_id))).toEqual(new Set([6, 7, 8]));
  });

  it('the company manager (company) sees their company only, not its subsidiary', async () => {
    const page = await get<Page>(server.app, tokens.companyManager, CONTRACTS, { limit: 15 });
    expect(page.data.total).toBe(await countWhere('add_company_id = 3'));
    expect(await countWhere('add_company_id = 14')).toBeGreaterThan(0);
    const sub = await get<Page>(server.app, tokens.companyManager, CONTRACTS, { where: { add_company_id: 14 } });
    expect(sub.data.total).toBe(0);
  });

  it('switching position changes what the two-position user sees', async () => {
    const first = await get<Page>(server.app, tokens.twoPositions, CONTRACTS, { limit: 50 });
    expect(first.data.total).toBe(await countWhere('add_company_id = 3'));
    const changed = await changePosition(server.app, tokens.twoPositions, 107);
    const second = await get<Page>(server.app, changed, CONTRACTS, { limit: 50 });
    expect(second.data.total).toBe(await countWhere('add_company_id = 20'));
    expect(new Set(second.data.data.map((r) => r.add_company_id))).toEqual(new Set([20]));
  });

  it('detail answers a visible record and 4404 for one outside the scope', async () => {
    const own = await get<Page>(server.app, tokens.salesClerk, CONTRACTS, { limit: 1 });
    const id = own.data.data[0].id;
    expect((await get<Row>(server.app, tokens.salesClerk, '/api/contract/sales_contract/detail', { id })).data.id).toBe(id);
    const other = await get<Page>(server.app, tokens.admin, CONTRACTS, { where: { add_user_id: ['not_in', [4]] }, limit: 1 });
    const foreign = await get(server.app, tokens.salesClerk, '/api/contract/sales_contract/detail', { where: { id: other.data.data[0].id } });
    expect(foreign).toMatchObject({ code: 4404, data: null });
  });

  it('a user without the customers menu gets 4403 and no rows', async () => {
    const answer = await get(server.app, tokens.finance, CUSTOMERS);
    expect(answer).toMatchObject({ code: 4403, data: null });
  });

  it('customers are scoped the same way', async () => {
    const page = await get<Page>(server.app, tokens.salesClerk, CUSTOMERS, { limit: 9999 });
    expect(page.data.total).toBeGreaterThan(0);
    expect(new Set(page.data.data.map((r) => r.add_user_id))).toEqual(new Set([4]));
  });
});

describe('the where language', () => {
  const list = (query: Record<string, unknown>) => get<Page>(server.app, tokens.admin, CONTRACTS, { limit: 9999, ...query });

  it('= and in', async () => {
    const eq = await list({ where: { status: 2 } });
    expect(eq.data.total).toBe(await countWhere('status = 2'));
    const inList = await list({ where: { status: ['in', [0, 3]] } });
    expect(inList.data.total).toBe(await countWhere('status in (0, 3)'));
    expect(new Set(inList.data.data.map((r) => r.status))).toEqual(new Set([0, 3]));
  });

  it('like finds text anywhere and takes the user\'s % literally', async () => {
    const like = await list({ where: { customer_name: ['like', '上海'] } });
    expect(like.data.total).toBe(await countWhere("customer_name like '%上海%'"));
    expect(like.data.data.every((r) => String(r.customer_name).includes('上海'))).toBe(true);
    expect((await list({ where: { customer_name: ['like', '%'] } })).data.total).toBe(0);
  });

  it('between on dates, with a sort and a page', async () => {
    const page = await get<Page>(server.app, tokens.admin, CONTRACTS, {
      where: { sign_date: ['between', ['2025-01-01', '2025-06-30']], status: 2 },
      order: 'amount desc',
      page: 2,
      limit: 20,
    });
    expect(page.data.total).toBe(await countWhere("sign_date between '2025-01-01' and '2025-06-30' and status = 2"));
    const amounts = page.data.data.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(page.data.data.every((r) => String(r.sign_date) >= '2025-01-01' && String(r.sign_date) <= '2025-06-30')).toBe(true);
  });

  it('a date-only bound on a time column covers the whole day', async () => {
    const one = await list({ where: { created_at: ['between', ['2025-03-01', '2025-03-01']] } });
    expect(one.data.total).toBe(await countWhere("created_at between '2025-03-01 00:00:00' and '2025-03-01 23:59:59'"));
  });

  it('the data scope still applies under the caller\'s own conditions', async () => {
    const page = await get<Page>(server.app, tokens.salesClerk, CONTRACTS, { where: { add_user_id: ['in', [3, 4, 7]] }, limit: 9999 });
    expect(new Set(page.data.data.map((r) => r.add_user_id))).toEqual(new Set([4]));
  });

  it.each([
    ['an unknown field', { where: { password_hash: 'x' } }, 4420, '未知的查询字段：password_hash'],
    ['an unknown operator', { where: { status: ['regexp', '.*'] } }, 4420, '不支持的查询运算符：regexp'],
    ['an injection in a number', { where: { status: '1 OR 1=1' } }, 4420, '字段 status 的查询值不合法'],
    ['an injection in a field name', { where: { 'status = 1 or 1': 1 } }, 4420, undefined],
    ['a bad date', { where: { sign_date: ['between', ['2025-01-01', "x' or '1'='1"]] } }, 4420, undefined],
    ['an empty in list', { where: { status: ['in', []] } }, 4420, undefined],
    ['an object value', { where: { status: { $gt: 1 } } }, 4420, undefined],
    ['where that is not JSON', { where: '{status:1' }, 4420, '参数 where 不是合法的 JSON'],
    ['a sort on an unknown column', { order: 'password_hash desc' }, 4420, undefined],
    ['a sort injection', { order: 'amount desc; drop table users' }, 4420, undefined],
    ['a limit over 9999', { limit: 10_000 }, 4400, undefined],
    ['a page of zero', { page: 0 }, 4400, undefined],
  ] as Array<[string, Record<string, unknown>, number, string | undefined]>)('rejects %s with a clear error and no data', async (_, query, code, msg) => {
    const raw = typeof query.where === 'string' ? { ...query, where: undefined } : query;
    const url = typeof query.where === 'string' ? `${CONTRACTS}?where=${encodeURIComponent(query.where)}` : CONTRACTS;
    const answer = await get(server.app, tokens.admin, url, raw);
    expect(answer.code).toBe(code);
    expect(answer.data).toBeNull();
    if (msg) expect(answer.msg).toBe(msg);
    expect(await countWhere('1 = 1')).toBe(TEST_CONTRACTS);
  });
});

describe('a list of ids too long for one call', () => {
  it('is refused with the limit named, in the caller’s language; 9,999 ids are taken', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    const over = await post(server.app, tokens.admin, CONTRACTS, { where: { id: ['in', ids(10_000)] } });
    expect([over.code, over.msg, over.data]).toEqual([4420, '字段 id 的查询值最多 9999 个', null]);
    const english = await call(server.app, { method: 'POST', url: CONTRACTS, headers: { ...bearer(tokens.admin), 'accept-language': 'en' }, payload: { where: { id: ['not_in', ids(10_000)] } } });
    expect([english.code, english.msg]).toEqual([4420, 'Field id takes at most 9999 values']);
    const most = await post<Page>(server.app, tokens.admin, CONTRACTS, { where: { id: ['in', ids(9_999)] }, limit: 9999 });
    expect(most.code).toBe(2000);
    expect(most.data.total).toBe(await countWhere('id <= 9999'));
  });
});

describe('remoteField/list', () => {
  it('lists the contract columns in their configured order', async () => {
    const answer = await get<{ data: Array<{ prop: string; label: string }>; total: number }>(
      server.app, tokens.salesClerk, '/api/base/remoteField/list', { perms_id: 301, page: 1, limit: 9999, sort: 'desc' },
    );
    expect(answer.data.data.slice(0, 3).map((f) => f.prop)).toEqual(['contract_no', 'contract_name', 'customer_name']);
    // With 经办人 (the handler picked in the form, issue 21).
    expect(answer.data.total).toBe(11);
    expect(answer.data.data.map((f) => f.prop)).toContain('user_name');
  });

  it('refuses a menu the role does not hold', async () => {
    const answer = await get(server.app, tokens.salesClerk, '/api/base/remoteField/list', { perms_id: 701 });
    expect(answer.code).toBe(4403);
  });
});
