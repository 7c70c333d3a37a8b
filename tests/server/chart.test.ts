import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRow } from '../../schemas/generated/chart-query';
import { bearer, call, get, login, MOBILES, startTestServer, type TestServer } from './harness';

// A resource's group-by query for charts (issue 23): GET /api/<module>/<name>/chart, in the caller's list scope,
// checked here against the rows the same caller's list call answers and against bare SQL over the whole table.

const CHART = '/api/contract/sales_contract/chart';
const INDEX = '/api/contract/sales_contract/index';
type Row = { id: number; amount: number; status: number; sign_date: string; customer_name: string };

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer(1500);
  for (const who of ['admin', 'salesClerk', 'finance'] as const) tokens[who] = await login(server.app, MOBILES[who]);
});
afterAll(async () => {
  await server.close();
});

const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

/** Every row of the caller's list (their scope), in one page. */
async function listed(token: string, where?: object): Promise<Row[]> {
  const answer = await get<{ data: Row[]; total: number }>(server.app, token, INDEX, { limit: 9999, ...(where ? { where: JSON.stringify(where) } : {}) });
  expect(answer.code).toBe(2000);
  return answer.data.data;
}

/** Groups rows by `key` as a chart does: count and the sum of amount. */
function grouped(rows: Row[], key: (r: Row) => string | number): Map<string | number, { count: number; value: number }> {
  const out = new Map<string | number, { count: number; value: number }>();
  for (const r of rows) {
    const k = key(r);
    const g = out.get(k) ?? { count: 0, value: 0 };
    g.count += 1;
    g.value += Number(r.amount);
    out.set(k, g);
  }
  return out;
}

async function chart(token: string, query: Record<string, unknown>) {
  return get<{ rows: ChartRow[] }>(server.app, token, CHART, query);
}

describe('the chart call', () => {
  it('groups the caller’s own rows by month, with the sum of an amount, in month order', async () => {
    const rows = await listed(tokens.salesClerk);
    expect(rows.length).toBeGreaterThan(0);
    const answer = await chart(tokens.salesClerk, { group_field: 'sign_date', bucket: 'month', value_field: 'amount', limit: 100 });
    expect(answer.code).toBe(2000);
    const expected = [...grouped(rows, (r) => r.sign_date.slice(0, 7)).entries()].sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(answer.data.rows.map((r) => [r.group, r.count, r.value])).toEqual(expected.map(([k, g]) => [k, g.count, round4(g.value)]));
  });

  it('ranks the top customers by amount over the whole table for the administrator, as bare SQL does', async () => {
    const answer = await chart(tokens.admin, { group_field: 'customer_name', value_field: 'amount', order: 'value_desc', limit: 5 });
    const bare = await sql<{ g: string; v: number; n: number }>`select customer_name as g, sum(amount) as v, count(*) as n from sales_contracts group by customer_name order by sum(amount) desc, customer_name limit 5`.execute(server.database.db);
    expect(answer.data.rows.map((r) => [r.group, r.count, r.value])).toEqual(bare.rows.map((r) => [r.g, Number(r.n), round4(Number(r.v))]));
  });

  it('splits each kept group by a status, counting when no amount is named, and honours where', async () => {
    const where = { amount: ['>=', 100_000] };
    const rows = await listed(tokens.admin, where);
    const answer = await chart(tokens.admin, { group_field: 'sign_date', bucket: 'year', split_field: 'status', where: JSON.stringify(where), order: 'group_desc', limit: 2 });
    expect(answer.code).toBe(2000);
    const years = [...new Set(rows.map((r) => r.sign_date.slice(0, 4)))].sort().reverse().slice(0, 2);
    const expected = grouped(rows.filter((r) => years.includes(r.sign_date.slice(0, 4))), (r) => `${r.sign_date.slice(0, 4)}|${r.status}`);
    expect(answer.data.rows).toHaveLength(expected.size);
    for (const r of answer.data.rows) {
      const e = expected.get(`${r.group}|${r.split}`)!;
      expect([r.count, r.value]).toEqual([e.count, e.count]);
    }
    // Groups come in the order asked (newest year first).
    expect([...new Set(answer.data.rows.map((r) => r.group))]).toEqual(years);
  });

  it('refuses, with the field named, what cannot be charted; without the list grant it is 4403; an unknown resource 404', async () => {
    const refused = [
      [{ group_field: 'customer_name', bucket: 'month' }, 'customer_name'],
      [{ group_field: 'amount' }, 'amount'],
      [{ group_field: 'status', value_field: 'customer_name' }, 'customer_name'],
      [{ group_field: 'status', value_field: 'add_user_id' }, 'add_user_id'],
      [{ group_field: 'no_such_field' }, 'no_such_field'],
      [{ group_field: 'status', split_field: 'amount' }, 'amount'],
    ] as const;
    for (const [query, field] of refused) {
      const answer = await chart(tokens.admin, query);
      expect(answer.code, JSON.stringify(query)).toBe(4420);
      expect(answer.msg).toContain(field);
    }
    expect((await chart(tokens.admin, { group_field: 'status', where: '{"status":' })).code).toBe(4420);
    expect((await chart(tokens.admin, { group_field: 'status', limit: 101 })).code).toBe(4400);
    expect((await chart(tokens.admin, { group_field: "status'; drop table sales_contracts; --" })).code).toBe(4420);
    // The clerk holds no grant on the tenders' list.
    expect((await get(server.app, tokens.salesClerk, '/api/srm/tender_project/chart', { group_field: 'status' })).code).toBe(4403);
    const unknown = await call(server.app, { method: 'GET', url: '/api/contract/no_such_thing/chart?group_field=status', headers: bearer(tokens.admin) }, 404);
    expect(unknown.code).toBe(4404);
    expect(await listed(tokens.admin, { id: ['>', 0] })).not.toHaveLength(0);
  });
});
