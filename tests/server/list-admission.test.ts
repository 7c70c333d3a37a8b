import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, MOBILES, startTestServer, type TestServer } from './harness';

const INDEX = '/api/contract/sales_contract/index';
let server: TestServer;
let manager: string;

beforeAll(async () => {
  // A line of two, so thirty calls at once queue behind it.
  process.env.LIST_CONCURRENCY = '2';
  try {
    server = await startTestServer();
  } finally {
    delete process.env.LIST_CONCURRENCY;
  }
  manager = await login(server.app, MOBILES.companyManager);
});
afterAll(() => server.close());

async function list(query: Record<string, string>): Promise<{ code: number; total: number; ids: number[] }> {
  const response = await server.app.inject({ method: 'GET', url: INDEX, query, headers: bearer(manager) });
  const body = JSON.parse(response.body) as { code: number; data: { total: number; data: { id: number }[] } };
  return { code: body.code, total: body.data?.total, ids: body.data?.data.map((r) => r.id) };
}

describe('many list calls at once', () => {
  it('are all answered, each with its own page, when more arrive than the line admits', async () => {
    const queries = Array.from({ length: 30 }, (_, i) => ({ page: String(1 + (i % 5)), limit: '10', order: 'id desc', where: JSON.stringify({ status: 1 + (i % 3) }) }));
    const alone = await Promise.all(queries.slice(0, 5).map((q) => list(q)));
    const together = await Promise.all(queries.map((q) => list(q)));
    expect(together.every((a) => a.code === 2000)).toBe(true);
    // The same call answers the same page whether it waited or not.
    expect(together.slice(0, 5)).toEqual(alone);
    expect(new Set(together.map((a) => a.ids.join())).size).toBe(15);
  });

  it('keep no place after callers hang up: later calls still run', async () => {
    const hangUp = new AbortController();
    const started = Array.from({ length: 10 }, () =>
      server.app.inject({ method: 'GET', url: INDEX, query: { limit: '5' }, headers: bearer(manager), signal: hangUp.signal }).catch(() => null),
    );
    // Two run and eight wait when the callers hang up.
    await new Promise((resolve) => setImmediate(resolve));
    hangUp.abort();
    expect((await Promise.all(started)).filter((answer) => answer === null)).toHaveLength(10);
    const after = await Promise.all(Array.from({ length: 4 }, () => list({ limit: '5' })));
    expect(after.map((a) => a.code)).toEqual([2000, 2000, 2000, 2000]);
  });
});

describe('the scoped indexes', () => {
  it('exist on the table, so a company manager\'s status tab reads in index order', async () => {
    const { database } = server;
    const names =
      database.dialect === 'sqlite'
        ? (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'sales_contracts'`.execute(database.db)).rows
        : (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'sales_contracts'`.execute(database.db)).rows;
    expect(names.map((r) => r.name)).toEqual(expect.arrayContaining(['sales_contracts_add_company_id_status_sign_date', 'sales_contracts_add_org_id_customer_name']));
  });

  it('give the manager the same rows as a filter on their company without the scope', async () => {
    const mine = await list({ where: JSON.stringify({ status: 2 }), order: 'sign_date desc', limit: '15', page: '2' });
    const stamps = await sql<{ c: number }>`select distinct add_company_id as c from sales_contracts where id in (${sql.join(mine.ids)})`.execute(server.database.db);
    expect(stamps.rows).toHaveLength(1);
    const company = stamps.rows[0].c;
    const expected = await sql<{ id: number }>`select id from sales_contracts where add_company_id = ${company} and status = 2 order by sign_date desc, id desc limit 15 offset 15`.execute(server.database.db);
    expect(mine.ids).toEqual(expected.rows.map((r) => r.id));
  });
});
