import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { INVOICE_AMOUNT_LIMIT } from '../../server/modules/resources/definitions/sales-invoice';
import { splitForInvoices } from '../../server/db/seed/trade';
import { ROLES } from '../../server/db/seed/people';
import { get, login, MOBILES, startTestServer, type TestServer } from './harness';

type Row = Record<string, unknown> & { id: number; add_user_id: number; add_org_id: number; add_company_id: number };
type Page = { data: Row[]; total: number };

interface Case {
  base: string;
  table: string;
  menu: number;
  /** A `where` and the same condition in SQL. */
  where: Record<string, unknown>;
  predicate: string;
  /** A numeric column to sort by. */
  order: string;
}

/** The business resources of issue 7, each with the menu leaf that lists it. */
const CASES: Case[] = [
  { base: '/api/crm/sales_lead', table: 'sales_leads', menu: 102, where: { status: ['in', [0, 1]] }, predicate: 'status in (0, 1)', order: 'estimated_amount' },
  { base: '/api/crm/sales_chance', table: 'sales_chances', menu: 103, where: { stage: 5, goods_name: ['like', '钢'] }, predicate: "stage = 5 and goods_name like '%钢%'", order: 'expected_amount' },
  { base: '/api/srm/tender_project', table: 'tender_projects', menu: 201, where: { publish_date: ['between', ['2025-01-01', '2025-12-31']] }, predicate: "publish_date between '2025-01-01' and '2025-12-31'", order: 'budget_amount' },
  { base: '/api/srm/supplier_archive', table: 'suppliers', menu: 202, where: { supplier_type: ['in', [1, 2]], status: 1 }, predicate: 'supplier_type in (1, 2) and status = 1', order: 'registered_capital' },
  { base: '/api/stock/stock_movement', table: 'stock_movements', menu: 402, where: { movement_type: 2 }, predicate: 'movement_type = 2', order: 'quantity' },
  { base: '/api/settlement/settlement_bill', table: 'settlement_bills', menu: 501, where: { settle_type: 1, status: 2 }, predicate: 'settle_type = 1 and status = 2', order: 'settle_amount' },
  { base: '/api/invoice/sales_invoice', table: 'sales_invoices', menu: 601, where: { invoice_date: ['between', ['2025-01-01', '2025-12-31']], status: 1 }, predicate: "invoice_date between '2025-01-01' and '2025-12-31' and status = 1", order: 'total_amount' },
];

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'salesClerk', 'departmentManager', 'finance'] as const) tokens[who] = await login(server.app, MOBILES[who]);
  tokens.tradeClerk = await login(server.app, TRADE_CLERK.mobile);
  tokens.warehouse = await login(server.app, '13800000010');
});
afterAll(async () => {
  await server.close();
});

async function count(table: string, predicate = '1 = 1'): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${sql.raw(predicate)}`.execute(server.database.db);
  return Number(result.rows[0].n);
}

/** Who sees only their own rows: the sales clerk 张伟 holds CRM (and contracts) only; the trade clerk 赵磊 every module here. */
const SALES_CLERK = { who: 'salesClerk', userId: 4 };
const TRADE_CLERK = { who: 'tradeClerk', userId: 7, mobile: '13800000006' };
const clerksOf = (c: Case) => (c.base.startsWith('/api/crm/') ? [SALES_CLERK, TRADE_CLERK] : [TRADE_CLERK]);

const list = (token: string, c: Case, query: Record<string, unknown> = {}) => get<Page>(server.app, token, `${c.base}/index`, { limit: 9999, ...query });

describe.each(CASES)('$base', (c) => {
  it('the administrator lists every row, a few hundred at the test size', async () => {
    const page = await get<Page>(server.app, tokens.admin, `${c.base}/index`, { limit: 15 });
    expect(page.code).toBe(2000);
    expect(page.data.total).toBe(await count(c.table));
    expect(page.data.total).toBeGreaterThanOrEqual(50);
    expect(page.data.data).toHaveLength(15);
  });

  it('lists in its default order, newest first', async () => {
    const definition = resourceDefinitions.find((d) => c.base.endsWith(`/${d.module}/${d.name}`))!;
    const [column, direction] = definition.defaultOrder.split(' ');
    expect(direction).toBe('desc');
    const page = await list(tokens.admin, c, { limit: 50 });
    const values = page.data.data.map((r) => String(r[column]));
    expect(values).toEqual([...values].sort().reverse());
  });

  it('a clerk (oneself) sees exactly their own rows', async () => {
    for (const clerk of clerksOf(c)) {
      const page = await list(tokens[clerk.who], c);
      expect(page.code).toBe(2000);
      expect(page.data.total).toBe(await count(c.table, `add_user_id = ${clerk.userId}`));
      expect(page.data.total).toBeGreaterThan(0);
      expect(page.data.total).toBeLessThan(await count(c.table));
      expect(new Set(page.data.data.map((r) => r.add_user_id))).toEqual(new Set([clerk.userId]));
    }
  });

  it('the sales clerk holds CRM and contracts only (issue 2): other modules answer 4403', async () => {
    const answer = await list(tokens.salesClerk, c);
    expect(answer.code).toBe(c.base.startsWith('/api/crm/') ? 2000 : 4403);
  });

  it('the department manager (path_org) sees their department and the groups below it', async () => {
    const page = await list(tokens.departmentManager, c);
    expect(page.data.total).toBe(await count(c.table, 'add_org_id in (6, 7, 8)'));
    expect(page.data.total).toBeGreaterThan(0);
  });

  it('a filter and a sort work together', async () => {
    const page = await list(tokens.admin, c, { where: c.where, order: `${c.order} desc` });
    expect(page.data.total).toBe(await count(c.table, c.predicate));
    expect(page.data.total).toBeGreaterThan(0);
    const values = page.data.data.map((r) => Number(r[c.order]));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const ascending = await list(tokens.admin, c, { where: c.where, order: `${c.order} asc`, limit: 5 });
    expect(Number(ascending.data.data[0][c.order])).toBe(Math.min(...values));
  });

  it('detail answers a row in scope and 4404 for one outside it', async () => {
    for (const clerk of clerksOf(c)) {
      const token = tokens[clerk.who];
      const own = await list(token, c, { limit: 1 });
      const id = own.data.data[0].id;
      const detail = await get<Row>(server.app, token, `${c.base}/detail`, { id });
      expect(detail.code).toBe(2000);
      expect(detail.data).toMatchObject({ id, add_user_id: clerk.userId });
      const other = await list(tokens.admin, c, { where: { add_user_id: ['not_in', [clerk.userId]] }, limit: 1 });
      const foreign = await get(server.app, token, `${c.base}/detail`, { id: other.data.data[0].id });
      expect(foreign).toMatchObject({ code: 4404, data: null });
      expect((await get<Row>(server.app, tokens.admin, `${c.base}/detail`, { id: other.data.data[0].id })).data.id).toBe(other.data.data[0].id);
    }
  });

  it('has an enabled menu leaf with typed columns, granted with its group', async () => {
    const menu = await server.database.db.selectFrom('perm_nodes').selectAll().where('id', '=', c.menu).executeTakeFirstOrThrow();
    expect(menu).toMatchObject({ status: 1, use_remote_field: 1, remote_request_url: `${c.base}/index` });
    const fields = await get<{ data: Array<{ prop: string; label: string; label_en: string; valueType?: string; options?: unknown[]; moneyFormat?: number }>; total: number }>(
      server.app, tokens.admin, '/api/base/remoteField/list', { perms_id: c.menu, page: 1, limit: 9999, sort: 'desc' },
    );
    expect(fields.data.total).toBeGreaterThanOrEqual(10);
    for (const field of fields.data.data) {
      expect(field.label_en).not.toBe('');
      if (field.valueType === 'enum') expect(field.options?.length).toBeGreaterThan(1);
      if (field.valueType === 'money') expect(field.moneyFormat).toBe(2);
    }
    const grants = await server.database.db.selectFrom('role_menus').select('role_id').where('menu_id', '=', c.menu).execute();
    const expected = Object.values(ROLES).filter((r) => (r.groups as readonly number[]).includes(Math.floor(c.menu / 100) * 100)).map((r) => r.id);
    expect(grants.map((g) => g.role_id).sort()).toEqual(expected.sort());
  });
});

describe('sales invoices', () => {
  const INVOICES = CASES.find((c) => c.table === 'sales_invoices')!;

  it(`never carry more than ${INVOICE_AMOUNT_LIMIT} on one invoice`, async () => {
    const over = await list(tokens.admin, INVOICES, { where: { total_amount: ['>', INVOICE_AMOUNT_LIMIT] } });
    expect(over.data.total).toBe(0);
    expect(await count('sales_invoices', `total_amount > ${INVOICE_AMOUNT_LIMIT} or amount_excl_tax > ${INVOICE_AMOUNT_LIMIT} or tax_amount > ${INVOICE_AMOUNT_LIMIT}`)).toBe(0);
    const largest = await list(tokens.admin, INVOICES, { order: 'total_amount desc', limit: 1 });
    expect(Number(largest.data.data[0].total_amount)).toBeLessThanOrEqual(INVOICE_AMOUNT_LIMIT);
    expect(Number(largest.data.data[0].total_amount)).toBeGreaterThan(INVOICE_AMOUNT_LIMIT * 0.9);
  });

  it('split a larger settlement over several invoices that add up to it', async () => {
    const result = await sql<{ contract_no: string; n: number; total: number; settled: number }>`
      select i.contract_no, count(*) as n, sum(i.total_amount) as total, max(s.settle_amount) as settled
      from sales_invoices i join settlement_bills s on s.contract_no = i.contract_no and s.settle_type = 1
      group by i.contract_no`.execute(server.database.db);
    expect(result.rows.length).toBeGreaterThan(10);
    const split = result.rows.filter((r) => Number(r.n) > 1);
    expect(split.length).toBeGreaterThan(0);
    for (const r of result.rows) {
      expect(Math.abs(Number(r.total) - Number(r.settled))).toBeLessThan(0.005);
      expect(Number(r.n)).toBe(Math.ceil(Number(r.settled) / INVOICE_AMOUNT_LIMIT));
    }
  });

  it('each invoice adds up: amount excluding tax plus tax is the total', async () => {
    expect(await count('sales_invoices', 'abs(amount_excl_tax + tax_amount - total_amount) > 0.001')).toBe(0);
  });

  it('splitting keeps every part within the limit, to the cent', () => {
    for (const total of [0.01, 9_999_999.99, 10_000_000, 19_999_999.98, 19_999_999.99, 20_000_000.01, 49_999_999.99, 123_456_789.01]) {
      const parts = splitForInvoices(total);
      expect(parts.every((p) => p > 0 && p <= INVOICE_AMOUNT_LIMIT)).toBe(true);
      expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(Math.round(total * 100));
      expect(parts).toHaveLength(Math.ceil(Math.round(total * 100) / Math.round(INVOICE_AMOUNT_LIMIT * 100)));
    }
  });

  it('finance (company) sees its company\'s invoices and settlements, and no sales leads', async () => {
    expect((await list(tokens.finance, INVOICES)).data.total).toBe(await count('sales_invoices', 'add_company_id = 3'));
    const settlements = CASES.find((c) => c.table === 'settlement_bills')!;
    expect((await list(tokens.finance, settlements)).data.total).toBe(await count('settlement_bills', 'add_company_id = 3'));
    expect(await get(server.app, tokens.finance, '/api/crm/sales_lead/index')).toMatchObject({ code: 4403, data: null });
  });
});

describe('stock movements', () => {
  it('the warehouse supervisor (path_org of 仓储运营部) sees the transfers they made', async () => {
    const movements = CASES.find((c) => c.table === 'stock_movements')!;
    const page = await list(tokens.warehouse, movements);
    expect(page.data.total).toBe(await count('stock_movements', 'add_org_id = 12'));
    expect(page.data.total).toBeGreaterThan(0);
    expect(new Set(page.data.data.map((r) => r.movement_type))).toEqual(new Set([3, 4]));
  });

  it('every sales outbound follows a completed contract of the same creator', async () => {
    const result = await sql<{ n: number }>`
      select count(*) as n from stock_movements m
      where m.movement_type = 2 and not exists (
        select 1 from sales_contracts c where c.contract_no = m.contract_no and c.status = 2 and c.add_user_id = m.add_user_id and c.customer_name = m.counterparty)`
      .execute(server.database.db);
    expect(Number(result.rows[0].n)).toBe(0);
  });
});

describe('the leads list\'s interface button 关闭线索', () => {
  type Node = { id: number; perms: Array<{ flag: string; btn_func: string; btn_position: string; func_config: { url?: string; params?: Record<string, string> } | null }>; children: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

  it('reaches the sales clerk with the leads menu, as an interface button on the selected rows', async () => {
    const { data } = await get<Node[]>(server.app, tokens.salesClerk, '/api/access/account/perms', { app_id: 44 });
    const close = flat(data).find((n) => n.id === 102)!.perms.find((p) => p.flag === 'close');
    expect(close).toMatchObject({ btn_func: 'interface', btn_position: 'mult', func_config: { url: '/api/crm/sales_lead/close', params: { ids: '{id}' } } });
  });

  it('closes the clerk\'s own open leads, and none of a colleague\'s', async () => {
    const open = await get<Page>(server.app, tokens.salesClerk, '/api/crm/sales_lead/index', { where: { status: ['in', [0, 1]] }, limit: 2 });
    const ids = open.data.data.map((r) => r.id);
    expect(ids).toHaveLength(2);
    const foreign = await sql<{ id: number }>`select id from sales_leads where add_user_id <> 4 and status in (0, 1) limit 1`.execute(server.database.db);
    const foreignId = foreign.rows[0].id;
    expect(await get(server.app, tokens.salesClerk, '/api/crm/sales_lead/close', { ids: [...ids, foreignId].join(',') })).toMatchObject({ code: 4404 });
    expect(await count('sales_leads', `id in (${ids.join(',')}) and status = 3`)).toBe(0);
    expect(await get(server.app, tokens.salesClerk, '/api/crm/sales_lead/close', { ids: ids.join(',') })).toEqual({ code: 2000, msg: '已关闭 2 条线索', data: { changed: 2 } });
    expect(await count('sales_leads', `id in (${ids.join(',')}) and status = 3`)).toBe(2);
    expect(await count('sales_leads', `id = ${foreignId} and status in (0, 1)`)).toBe(1);
  });
});
