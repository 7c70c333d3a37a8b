import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, login, MOBILES, post, startTestServer, TEST_CONTRACTS, type TestServer } from './harness';

type Row = Record<string, unknown> & { id: number; add_user_id: number; amount: number; status: number };
interface Page {
  data: Row[];
  total: number;
  summary?: Record<string, { sum: number; avg: number | null }>;
  group_sum_data?: Array<Record<string, unknown> & { count: number }>;
  statisticsMap?: Record<string, number>;
}

const CONTRACTS = '/api/contract/sales_contract/index';
const DELETE = '/api/contract/sales_contract/del';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'salesClerk', 'departmentManager', 'finance'] as const) tokens[who] = await login(server.app, MOBILES[who]);
});
afterAll(async () => {
  await server.close();
});


/** Straight from the table: what the API's answers are checked against. */
async function one<T>(query: string): Promise<T> {
  const result = await sql<Record<string, T>>`${sql.raw(query)}`.execute(server.database.db);
  return Object.values(result.rows[0])[0];
}

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

describe('POST index: the list query as a JSON body', () => {
  it('answers exactly what GET answers for the same query', async () => {
    const query = { where: { status: ['in', [1, 2]], amount: ['>=', 100_000] }, order: 'amount desc', page: 2, limit: 20 };
    const byGet = await get<Page>(server.app, tokens.admin, CONTRACTS, query);
    const byPost = await post<Page>(server.app, tokens.admin, CONTRACTS, query);
    expect(byPost.code).toBe(2000);
    expect(byPost.data).toEqual(byGet.data);
    expect(byPost.data.data).toHaveLength(20);
  });

  it('takes in and not_in lists of up to 9,999 values (the unpaged and chooser limit), bound as one parameter; 10,000 is 4420', async () => {
    const total = (await get<Page>(server.app, tokens.admin, CONTRACTS, { limit: 1 })).data.total;
    const ids = Array.from({ length: 9999 }, (_, i) => i + 1);
    const within = ids.filter((id) => id <= total).length;
    expect((await post<Page>(server.app, tokens.admin, CONTRACTS, { where: { id: ['in', ids] }, limit: 1 })).data.total).toBe(within);
    expect((await post<Page>(server.app, tokens.admin, CONTRACTS, { where: { id: ['not_in', ids] }, limit: 1 })).data.total).toBe(total - within);
    // Text values too, mixed with ones that match nothing.
    const numbers = (await get<Page>(server.app, tokens.admin, CONTRACTS, { limit: 300, order: 'id asc' })).data.data.map((r) => String(r.contract_no));
    const texts = [...numbers, ...Array.from({ length: 9999 - numbers.length }, (_, i) => `NONE-${i}`)];
    expect((await post<Page>(server.app, tokens.admin, CONTRACTS, { where: { contract_no: ['in', texts] }, limit: 1 })).data.total).toBe(300);
    expect((await post<Page>(server.app, tokens.admin, CONTRACTS, { where: { id: ['in', [...ids, 10_000]] }, limit: 1 })).code).toBe(4420);
  });

  it('carries a filter too long for a URL (1000 contract numbers) that GET cannot', async () => {
    const rows = (await get<Page>(server.app, tokens.admin, CONTRACTS, { limit: 1000, order: 'id asc' })).data.data;
    const where = { contract_no: ['in', rows.map((r) => r.contract_no)], customer_name: ['in', rows.map((r) => r.customer_name)] };
    // Over Node's 16 KB request-line limit (and the 20,000 characters a query's where may carry).
    expect(encodeURIComponent(JSON.stringify(where)).length).toBeGreaterThan(16_384);
    expect(JSON.stringify(where).length).toBeGreaterThan(20_000);
    const answer = await post<Page>(server.app, tokens.admin, CONTRACTS, { where, limit: 9999 });
    expect(answer.data.total).toBe(1000);
    const viaUrl = await server.app.inject({ method: 'GET', url: `${CONTRACTS}?where=${encodeURIComponent(JSON.stringify(where))}`, headers: bearer(tokens.admin) });
    expect(viaUrl.json()).toMatchObject({ code: 4400 });
  });

  it('takes antd\'s sorter object as order, and keeps the data scope', async () => {
    const sorted = await post<Page>(server.app, tokens.salesClerk, CONTRACTS, { order: { prop: 'amount', order: 'ascending' }, limit: 9999 });
    const amounts = sorted.data.data.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(new Set(sorted.data.data.map((r) => r.add_user_id))).toEqual(new Set([4]));
  });

  it('an empty body lists with the defaults (page 1, 15 rows); no body at all is 4400', async () => {
    const answer = await post<Page>(server.app, tokens.admin, CONTRACTS, {});
    expect(answer.data).toEqual((await get<Page>(server.app, tokens.admin, CONTRACTS)).data);
    expect(answer.data.data).toHaveLength(15);
    const bare = await server.app.inject({ method: 'POST', url: CONTRACTS, headers: bearer(tokens.admin) });
    expect(bare.json()).toMatchObject({ code: 4400, data: null });
  });

  it.each([
    ['where as a string', { where: '{"status":1}' }, 4400],
    ['an unknown key', { wher: {} }, 4400],
    ['a limit over 9999', { limit: 10_000 }, 4400],
    ['an unknown field', { where: { password_hash: 'x' } }, 4420],
    ['a bad operand', { where: { status: ['in', []] } }, 4420],
    ['a bad sorter', { order: { prop: 'password_hash' } }, 4420],
  ])('refuses %s', async (_, body, code) => {
    expect(await post<Page>(server.app, tokens.admin, CONTRACTS, body)).toMatchObject({ code, data: null });
  });
});

describe('summary_field: totals over the whole filtered set', () => {
  it('sums and averages every matching row, not just the page, by GET and by POST', async () => {
    const where = { status: 2 };
    const byGet = await get<Page>(server.app, tokens.admin, CONTRACTS, { where, summary_field: 'amount', limit: 15 });
    const byPost = await post<Page>(server.app, tokens.admin, CONTRACTS, { where, summary_field: ['amount'], limit: 15 });
    expect(byGet.data.data).toHaveLength(15);
    const sum = Number(await one('select sum(amount) as s from sales_contracts where status = 2'));
    const count = Number(await one('select count(*) as n from sales_contracts where status = 2'));
    expect(byGet.data.summary).toEqual({ amount: { sum: round4(sum), avg: round4(sum / count) } });
    expect(byPost.data.summary).toEqual(byGet.data.summary);
    expect(byGet.data.total).toBe(count);
  });

  it('respects the data scope: the clerk\'s total is their own contracts\' total', async () => {
    const mine = await get<Page>(server.app, tokens.salesClerk, CONTRACTS, { summary_field: '["amount"]' });
    const sum = Number(await one('select sum(amount) as s from sales_contracts where add_user_id = 4'));
    expect(mine.data.summary?.amount.sum).toBe(round4(sum));
    const all = await get<Page>(server.app, tokens.admin, CONTRACTS, { summary_field: 'amount' });
    expect(all.data.summary!.amount.sum).toBeGreaterThan(mine.data.summary!.amount.sum);
  });

  it('answers sum 0 and avg null over an empty set, and no summary unless asked', async () => {
    const none = await get<Page>(server.app, tokens.admin, CONTRACTS, { where: { amount: ['<', -1] }, summary_field: 'amount' });
    expect(none.data).toMatchObject({ total: 0, summary: { amount: { sum: 0, avg: null } } });
    const plain = await get<Page>(server.app, tokens.admin, CONTRACTS, { limit: 1 });
    expect(Object.keys(plain.data).sort()).toEqual(['data', 'total']);
  });

  it.each([
    ['a text field', 'contract_name', '字段 contract_name 不是数值字段，不能合计'],
    ['a date field', 'sign_date', '字段 sign_date 不是数值字段，不能合计'],
    ['a creator stamp', 'add_user_id', '字段 add_user_id 不是数值字段，不能合计'],
    ['an unknown field', 'password_hash', '未知的查询字段：password_hash'],
    ['bad JSON', '["amount"', '参数 summary_field 不是合法的 JSON'],
    ['21 fields', Array.from({ length: 21 }, (_, i) => `f${i}`).join(','), '合计字段最多 20 个'],
  ])('refuses %s with 4420', async (_, field, msg) => {
    expect(await get(server.app, tokens.admin, CONTRACTS, { summary_field: field })).toEqual({ code: 4420, msg, data: null });
  });
});

describe('group_field: counts and sums per group', () => {
  it('groups the filtered set, each group with its count and sums, null last', async () => {
    const answer = await post<Page>(server.app, tokens.admin, CONTRACTS, { where: { amount: ['>=', 50_000] }, group_field: 'status', summary_field: ['amount'] });
    const expected = await sql<{ status: number; n: number; s: number }>`
      select status, count(*) as n, sum(amount) as s from sales_contracts where amount >= 50000 group by status order by status`.execute(server.database.db);
    expect(answer.data.group_sum_data).toEqual(expected.rows.map((r) => ({ status: r.status, count: Number(r.n), amount_sum: round4(Number(r.s)) })));
    expect(answer.data.group_sum_data!.reduce((n, g) => n + g.count, 0)).toBe(answer.data.total);
  });

  it('keeps at most 500 groups', async () => {
    const answer = await get<Page>(server.app, tokens.admin, CONTRACTS, { group_field: 'contract_no', limit: 1 });
    expect(answer.data.total).toBe(TEST_CONTRACTS);
    expect(answer.data.group_sum_data).toHaveLength(500);
  });

  it('refuses an unknown group field with 4420', async () => {
    expect(await get(server.app, tokens.admin, CONTRACTS, { group_field: 'nope' })).toMatchObject({ code: 4420 });
  });
});

describe('statistics_field: tab counts', () => {
  it('counts by status over the filter without the status condition, so each tab shows what it would list', async () => {
    const where = { status: 2, amount: ['>=', 100_000] };
    const answer = await get<Page>(server.app, tokens.admin, CONTRACTS, { where, statistics_field: 'status', limit: 1 });
    const expected = await sql<{ status: number; n: number }>`
      select status, count(*) as n from sales_contracts where amount >= 100000 group by status`.execute(server.database.db);
    expect(answer.data.statisticsMap).toEqual(Object.fromEntries(expected.rows.map((r) => [String(r.status), Number(r.n)])));
    expect(answer.data.statisticsMap!['2']).toBe(answer.data.total);
    for (const [status, n] of Object.entries(answer.data.statisticsMap!)) {
      expect((await post<Page>(server.app, tokens.admin, CONTRACTS, { where: { ...where, status: Number(status) }, limit: 1 })).data.total).toBe(n);
    }
  });

  it('counts within the data scope', async () => {
    const answer = await post<Page>(server.app, tokens.salesClerk, CONTRACTS, { statistics_field: 'status', limit: 1 });
    const total = Object.values(answer.data.statisticsMap!).reduce((a, b) => a + b, 0);
    expect(total).toBe(Number(await one('select count(*) as n from sales_contracts where add_user_id = 4')));
  });

  it('refuses an amount as a tab field with 4420', async () => {
    expect(await get(server.app, tokens.admin, CONTRACTS, { statistics_field: 'amount' })).toEqual({
      code: 4420, msg: '字段 amount 不能用于分类统计', data: null,
    });
  });
});

describe('merge_field: runs of equal values on the page (merge_info)', () => {
  type Merged = Page & { merge_info?: Record<string, [number, number][]> };

  /** The runs computed from the rows themselves: what the answer is checked against. */
  function runs(rows: Row[], field: string): [number, number][] {
    const out: [number, number][] = [];
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      if (i < rows.length && rows[i][field] !== null && rows[i][field] === rows[start][field]) continue;
      if (i - 1 > start) out.push([start, i - 1]);
      start = i;
    }
    return out;
  }

  it('answers, per field, each run of two or more equal neighbours as [start, end] on the returned page', async () => {
    const answer = await get<Merged>(server.app, tokens.admin, CONTRACTS, { order: 'status asc, customer_name asc', limit: 200, merge_field: 'status,customer_name' });
    expect(answer.code).toBe(2000);
    const rows = answer.data.data;
    expect(answer.data.merge_info).toEqual({ status: runs(rows, 'status'), customer_name: runs(rows, 'customer_name') });
    // Sorted by status, 200 rows hold few statuses: long runs that cover the whole page between them.
    const status = answer.data.merge_info!.status;
    expect(status.length).toBeGreaterThan(0);
    expect(status.reduce((n, [a, b]) => n + b - a + 1, 0)).toBeGreaterThan(150);
    for (const [a, b] of status) expect(new Set(rows.slice(a, b + 1).map((r) => r.status)).size).toBe(1);
  });

  it('is the same through POST with a list of fields, and absent when not asked for', async () => {
    const query = { order: 'status asc', limit: 30, page: 2 };
    const byGet = await get<Merged>(server.app, tokens.admin, CONTRACTS, { ...query, merge_field: 'status' });
    const byPost = await post<Merged>(server.app, tokens.admin, CONTRACTS, { ...query, merge_field: ['status'] });
    expect(byPost.data.merge_info).toEqual(byGet.data.merge_info);
    expect((await get<Merged>(server.app, tokens.admin, CONTRACTS, query)).data.merge_info).toBeUndefined();
  });

  it.each([
    ['an unknown field', 'status,no_such', '未知的查询字段：no_such'],
    ['more than 10 fields', Array.from({ length: 11 }, (_, i) => `f${i}`).join(','), '合并字段最多 10 个'],
  ])('refuses %s with 4420', async (_, merge_field, msg) => {
    expect(await get(server.app, tokens.admin, CONTRACTS, { merge_field })).toEqual({ code: 4420, msg, data: null });
  });
});

describe('POST del', () => {
  const contracts = () => one<number>('select count(*) as n from sales_contracts').then(Number);

  /** Drafts (status 0 or 3): a submitted contract cannot be deleted (document-lifecycle.test.ts). */
  const DRAFTS = { status: ['in', [0, 3]] };

  it('an empty selection is 4400 请选择需要删除的对象', async () => {
    expect(await post<Page>(server.app, tokens.admin, DELETE, { ids: [] })).toEqual({ code: 4400, msg: '请选择需要删除的对象', data: null });
    expect(await post<Page>(server.app, tokens.admin, DELETE, {})).toMatchObject({ code: 4400, msg: '请选择需要删除的对象' });
  });

  it('without the menu\'s del button (finance holds the menu, not the button) 4403 and nothing goes', async () => {
    const before = await contracts();
    expect(await post<Page>(server.app, tokens.finance, DELETE, { ids: [1, 2, 3] })).toMatchObject({ code: 4403, data: null });
    expect(await contracts()).toBe(before);
  });

  it('deletes only the rows inside the caller\'s scope and says how many', async () => {
    const own = (await get<Page>(server.app, tokens.salesClerk, CONTRACTS, { where: DRAFTS, limit: 2 })).data.data.map((r) => r.id);
    const foreign = (await get<Page>(server.app, tokens.admin, CONTRACTS, { where: { ...DRAFTS, add_user_id: ['not_in', [4]] }, limit: 1 })).data.data[0].id;
    const before = await contracts();
    const answer = await post<{ deleted: number; ignored: number }>(server.app, tokens.salesClerk, DELETE, { ids: [...own, foreign, 2_000_000_000] });
    expect(answer).toEqual({ code: 2000, msg: 'success', data: { deleted: 2, ignored: 2 } });
    expect(await contracts()).toBe(before - 2);
    expect(await one(`select count(*) as n from sales_contracts where id = ${foreign}`).then(Number)).toBe(1);
    expect((await get(server.app, tokens.salesClerk, '/api/contract/sales_contract/detail', { id: own[0] })).code).toBe(4404);
  });

  it('takes one id as spec 001 sends it, and ids repeated count once', async () => {
    const [a] = (await get<Page>(server.app, tokens.admin, CONTRACTS, { where: DRAFTS, limit: 1 })).data.data;
    expect((await post<Page>(server.app, tokens.admin, DELETE, { id: a.id })).data).toEqual({ deleted: 1, ignored: 0 });
    const [b] = (await get<Page>(server.app, tokens.admin, CONTRACTS, { where: DRAFTS, limit: 1 })).data.data;
    expect((await post<Page>(server.app, tokens.admin, DELETE, { ids: [b.id, b.id] })).data).toEqual({ deleted: 1, ignored: 0 });
  });

  it('a role holding the menu but not the button (finance) gets 4403; so does another menu\'s perms_id', async () => {
    expect(await post<Page>(server.app, tokens.finance, DELETE, { ids: [1] })).toMatchObject({ code: 4403 });
    expect(await post<Page>(server.app, tokens.admin, DELETE, { ids: [1], perms_id: 101 })).toMatchObject({ code: 4403 });
  });

  it.each([
    ['ids that are not ids', { ids: ['x'] }],
    ['a negative id', { ids: [-1] }],
    ['over 1000 ids', { ids: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    ['an unknown key', { ids: [1], where: { id: 1 } }],
  ])('refuses %s with 4400', async (_, body) => {
    const before = await contracts();
    expect(await post<Page>(server.app, tokens.admin, DELETE, body)).toMatchObject({ code: 4400, data: null });
    expect(await contracts()).toBe(before);
  });
});
