import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import { migrate } from '../../server/db/migrate';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract } from './risk-helpers';
import { flowClient, type FlowClient } from './workflow-helpers';

// Issue 21: a document's lines are a child resource saved with it, in the same transaction, checked again on
// the server (formulas recomputed), answered by detail in order and never by the list.

const BASE = '/api/contract/sales_contract';
const STASH = `${BASE}/stash`;
const DETAIL = `${BASE}/detail`;
const INVOICE = '/api/invoice/sales_invoice';

type Row = Record<string, unknown> & { id: number };
type Line = Record<string, unknown> & { id: number; main_id: number; sort: number };
type WithLines = Row & { lines: Line[] };

let server: TestServer;
let api: FlowClient;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(60);
  api = await flowClient(server);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

/** A goods line as the form sends it. */
function line(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 25.5, price: 3820, tax_rate: 0.13, ...extra };
}

/** Numbers as both engines answer them (PostgreSQL's numerics come as text). */
function numbers(lines: readonly Record<string, unknown>[], ...names: string[]): Record<string, number | null>[] {
  return lines.map((l) => Object.fromEntries(names.map((n) => [n, l[n] === null ? null : Number(l[n])])));
}

async function added(body: Record<string, unknown>, url = CONTRACT_ADD): Promise<WithLines> {
  const answer = await post<WithLines>(server.app, clerk, url, body);
  expect(answer.msg).toBe('success');
  return answer.data;
}

async function detail(id: number, token = clerk, url = DETAIL): Promise<WithLines> {
  const answer = await get<WithLines>(server.app, token, url, { id });
  expect(answer.code).toBe(2000);
  return answer.data;
}

/** A digest of the contracts and every line: equal before and after means nothing changed. */
async function contractTables(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['sales_contracts', 'sales_contract_line', 'sales_invoice_line']) {
    hash.update(JSON.stringify((await sql.raw(`select * from ${table} order by id`).execute(server.database.db)).rows));
  }
  return hash.digest('hex');
}

describe('adding a document with lines', () => {
  it('stores the lines with the document; the answer and detail carry them in order, the list does not', async () => {
    const created = await added(newContract(1000, { lines: [line(), line({ goods_name: '线材', spec: 'HPB300 Φ6.5', quantity: 12.125, price: 3650 })] }));
    expect(created.lines.map((l) => [l.main_id, l.sort, l.goods_name, l.spec, l.unit])).toEqual([
      [created.id, 0, '螺纹钢', 'HRB400 Φ12', '吨'],
      [created.id, 1, '线材', 'HPB300 Φ6.5', '吨'],
    ]);
    expect(numbers(created.lines, 'quantity', 'price', 'amount', 'tax_rate', 'tax_amount')).toEqual([
      // 25.5 × 3820 = 97410; its tax inside: 97410 × 0.13 / 1.13 = 11206.46.
      { quantity: 25.5, price: 3820, amount: 97410, tax_rate: 0.13, tax_amount: 11206.46 },
      // 12.125 × 3650 = 44256.25; tax 44256.25 × 0.13 / 1.13 = 5091.427 → 5091.43.
      { quantity: 12.125, price: 3650, amount: 44256.25, tax_rate: 0.13, tax_amount: 5091.43 },
    ]);
    const read = await detail(created.id);
    expect(read.lines).toEqual(created.lines);
    const list = await get<{ data: Row[] }>(server.app, clerk, `${BASE}/index`, { where: { id: created.id } });
    expect(list.data.data).toHaveLength(1);
    expect(list.data.data[0]).not.toHaveProperty('lines');
  });

  it('recomputes every formula field: a forged amount or tax from the browser is replaced', async () => {
    const created = await added(newContract(1000, { lines: [line({ amount: 1, tax_amount: 0.01 })] }));
    expect(numbers(created.lines, 'amount', 'tax_amount')).toEqual([{ amount: 97410, tax_amount: 11206.46 }]);
    const stored = await sql<{ amount: unknown }>`select amount from sales_contract_line where main_id = ${created.id}`.execute(server.database.db);
    expect(Number(stored.rows[0].amount)).toBe(97410);
  });

  it('normalises each value through its field codec: numbers to their decimals, text trimmed', async () => {
    const created = await added(newContract(1000, { lines: [line({ goods_name: '  热轧卷板 ', quantity: 1.23456, price: 3820.005, tax_rate: 0.123456 })] }));
    expect(created.lines[0].goods_name).toBe('热轧卷板');
    // quantity 3 decimals, money 2, percent 4; the amount from the rounded values: 1.235 × 3820.01 = 4717.71.
    expect(numbers(created.lines, 'quantity', 'price', 'tax_rate', 'amount')).toEqual([{ quantity: 1.235, price: 3820.01, tax_rate: 0.1235, amount: 4717.71 }]);
  });

  it('a draft may hold unfinished lines (its formulas empty); saving them needs the required cells', async () => {
    const draft = await added({ contract_name: '草稿带明细', lines: [{ goods_name: '螺纹钢', quantity: null, price: 3800, id: null }] }, STASH);
    expect(numbers(draft.lines, 'quantity', 'amount')).toEqual([{ quantity: null, amount: null }]);
    const answer = await post(server.app, clerk, CONTRACT_UPDATE, { id: draft.id, ...newContract(1000), lines: [{ id: draft.lines[0].id, goods_name: '螺纹钢', price: 3800 }] });
    expect(answer).toMatchObject({ code: 4400, msg: '商品明细第1行：字段 quantity 不能为空', data: null });
  });

  it('a line id in an add belongs to no line of the new document: refused, nothing written', async () => {
    const other = await added(newContract(1000, { lines: [line()] }));
    const before = await contractTables();
    const answer = await post(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line({ id: other.lines[0].id })] }));
    expect(answer).toMatchObject({ code: 4400, msg: `商品明细第1行（id ${other.lines[0].id}）不属于该单据，不能修改` });
    expect(await contractTables()).toBe(before);
  });
});

describe('updating the lines', () => {
  it('replaces the set: rows with their id are updated and reordered, rows without one added, missing ones deleted', async () => {
    const created = await added(newContract(1000, { lines: [line({ spec: 'A' }), line({ spec: 'B' }), line({ spec: 'C' })] }));
    const [a, b, c] = created.lines;
    const answer = await post<WithLines>(server.app, clerk, CONTRACT_UPDATE, {
      id: created.id,
      lines: [{ ...c }, { ...a, quantity: 10 }, line({ spec: 'D', quantity: 2, price: 100 })],
    });
    expect(answer.code).toBe(2000);
    const read = await detail(created.id);
    expect(read.lines.map((l) => [l.spec, l.sort])).toEqual([['C', 0], ['A', 1], ['D', 2]]);
    expect(read.lines[0].id).toBe(c.id);
    expect(read.lines[1].id).toBe(a.id);
    expect(read.lines[2].id).toBeGreaterThan(c.id);
    expect(numbers(read.lines, 'amount')).toEqual([{ amount: 97410 }, { amount: 38200 }, { amount: 200 }]);
    expect(answer.data.lines).toEqual(read.lines);
    const gone = await sql`select id from sales_contract_line where id = ${b.id}`.execute(server.database.db);
    expect(gone.rows).toHaveLength(0);
  });

  it('an update without lines leaves them; an empty list deletes them all', async () => {
    const created = await added(newContract(1000, { lines: [line(), line()] }));
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, contract_name: '改名' })).code).toBe(2000);
    expect((await detail(created.id)).lines).toHaveLength(2);
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [] })).code).toBe(2000);
    expect((await detail(created.id)).lines).toEqual([]);
  });

  it('lines alone are a change: the document\'s updated_at moves', async () => {
    const created = await added(newContract(1000, { lines: [line()] }));
    await sql`update sales_contracts set updated_at = '2020-01-01 00:00:00' where id = ${created.id}`.execute(server.database.db);
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [{ ...created.lines[0], quantity: 1 }] })).code).toBe(2000);
    expect((await detail(created.id)).updated_at).not.toBe('2020-01-01 00:00:00');
  });

  it('a line id of another document is refused with the document\'s own changes; nothing changes', async () => {
    const mine = await added(newContract(1000, { lines: [line()] }));
    const other = await added(newContract(1000, { lines: [line({ spec: 'other' })] }));
    const before = await contractTables();
    const answer = await post(server.app, clerk, CONTRACT_UPDATE, { id: mine.id, contract_name: '不应保存', lines: [mine.lines[0], { ...other.lines[0], quantity: 1 }] });
    expect(answer).toMatchObject({ code: 4400, msg: `商品明细第2行（id ${other.lines[0].id}）不属于该单据，不能修改`, data: null });
    expect(await contractTables()).toBe(before);
  });

  it('a line whose parent is in another company is refused in the caller\'s language; nothing changes', async () => {
    const mine = await added(newContract(1000, { lines: [line()] }));
    const foreign = await sql<{ id: number }>`
      select l.id from sales_contract_line l join sales_contracts c on c.id = l.main_id
      where c.add_company_id <> ${Number(mine.add_company_id)} order by l.id limit 1`.execute(server.database.db);
    expect(foreign.rows).toHaveLength(1);
    const id = Number(foreign.rows[0].id);
    const before = await contractTables();
    const english = await call(server.app, {
      method: 'POST', url: CONTRACT_UPDATE, headers: { authorization: `Bearer ${clerk}`, 'accept-language': 'en' },
      payload: { id: mine.id, lines: [line({ id })] },
    });
    expect(english).toMatchObject({ code: 4400, msg: `Goods lines, row 1: line ${id} does not belong to this document and cannot be changed` });
    expect(await contractTables()).toBe(before);
  });

  it('a document in approval or completed refuses line changes as it refuses field changes (4423); nothing changes', async () => {
    const created = await added(newContract(1000, { lines: [line()] }));
    expect((await api.submit('clerk', created.id)).code).toBe(2000);
    const before = await contractTables();
    for (const [url, submit] of [[CONTRACT_UPDATE, 0], [CONTRACT_UPDATE, -1]] as const) {
      const answer = await post(server.app, clerk, url, { id: created.id, submit_status: submit, lines: [{ ...created.lines[0], quantity: 1 }] });
      expect(answer.code).toBe(4423);
      expect(answer.msg).toMatch(/^提交后数据不可修改：该单据正在审批中，不能/);
    }
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [] })).code).toBe(4423);
    expect(await contractTables()).toBe(before);
    // The approver reads the lines through the task (the approval view): read-only, in order.
    const task = await api.taskOf('manager', created.id);
    const viewed = await api.get<WithLines>('manager', DETAIL, { id: created.id, workflow_log_id: task! });
    expect(viewed.data.lines).toEqual(created.lines);
  });

  it('deleting a draft deletes its lines with it', async () => {
    const created = await added(newContract(1000, { lines: [line(), line()] }));
    expect((await post(server.app, clerk, `${BASE}/del`, { ids: [created.id] })).code).toBe(2000);
    const left = await sql`select id from sales_contract_line where main_id = ${created.id}`.execute(server.database.db);
    expect(left.rows).toHaveLength(0);
  });
});

describe('bad lines are refused with a clear message and change nothing', () => {
  const cases: [string, unknown, string][] = [
    ['not a list', { goods_name: 'x' }, '商品明细应为行的列表'],
    ['a row that is not an object', [line(), 'x'], '商品明细第2行格式不正确'],
    ['a number as text', [line({ quantity: '5' })], '商品明细第1行：字段 quantity 的值不合法'],
    ['an unknown field', [line({ colour: 'red' })], '商品明细第1行：字段 colour 不能填写'],
    ['text over its length', [line({ goods_name: '钢'.repeat(101) })], '商品明细第1行：字段 goods_name 的值不合法'],
    ['a NUL in text', [line({ spec: 'a\u0000b' })], '商品明细第1行：字段 spec 的值不合法'],
    ['a number beyond the column', [line({ quantity: 1e15 })], '商品明细第1行：字段 quantity 的值不合法'],
    ['a formula result beyond the column', [line({ quantity: 99_999_999, price: 99_999_999 })], '商品明细第1行：字段 amount 无法按公式 quantity * price 计算（结果超出范围）'],
    ['a rule broken', [line({ quantity: 0 })], '商品明细第1行：字段 quantity 不能小于0.001'],
    ['a required cell empty', [line({ goods_name: '  ' })], '商品明细第1行：字段 goods_name 不能为空'],
    ['a bad id', [line({ id: 'x' })], '商品明细第1行：字段 id 的值不合法'],
    ['the same id twice', [line({ id: 7 }), line({ id: 7 })], '商品明细第2行与第1行是同一行（id 7）'],
    ['more rows than allowed', Array.from({ length: 1001 }, () => line()), '商品明细最多 1000 行'],
  ];
  it.each(cases)('%s', async (_what, lines, msg) => {
    const before = await contractTables();
    const answer = await post(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines }));
    expect(answer).toMatchObject({ code: 4400, msg, data: null });
    expect(await contractTables()).toBe(before);
  });

  it('the same checks hold on update', async () => {
    const created = await added(newContract(1000, { lines: [line()] }));
    const before = await contractTables();
    const answer = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [{ ...created.lines[0], price: -1 }] });
    expect(answer).toMatchObject({ code: 4400, msg: '商品明细第1行：字段 price 不能小于0' });
    expect(await contractTables()).toBe(before);
  });

  it('the most rows allowed are stored, in order', async () => {
    // Priced low enough that their sum (the contract's amount) stays under the risk rules' warning.
    const many = Array.from({ length: 1000 }, (_, i) => line({ spec: `S${i}`, quantity: i + 1, price: 10 }));
    const created = await added(newContract(1000, { lines: many }));
    expect(created.lines).toHaveLength(1000);
    expect(created.lines.map((l) => l.spec)).toEqual(many.map((l) => l.spec));
    expect(Number(created.lines[999].amount)).toBe(1000 * 10);
    expect(Number(created.amount)).toBe(500_500 * 10);
  });
});

describe('a field that is the sum of its lines (合同金额 ← lines.amount)', () => {
  it('add: while the contract has lines its amount is their sum, whatever was sent; without lines the amount sent stays', async () => {
    // 97,410 + 44,256.25 = 141,666.25, though the body says 500.
    const created = await added(newContract(500, { lines: [line(), line({ quantity: 12.125, price: 3650 })] }));
    expect(Number(created.amount)).toBe(141_666.25);
    const stored = await sql<{ amount: unknown }>`select amount from sales_contracts where id = ${created.id}`.execute(server.database.db);
    expect(Number(stored.rows[0].amount)).toBe(141_666.25);
    expect(Number((await added(newContract(500))).amount)).toBe(500);
    expect(Number((await added(newContract(500, { lines: [] }))).amount)).toBe(500);
  });

  it('update: lines sent set the sum; an amount sent alone is replaced by the stored lines\' sum; emptied lines leave the amount to the body', async () => {
    const created = await added(newContract(500, { lines: [line()] }));
    const changed = await post<WithLines>(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [{ ...created.lines[0], quantity: 10 }] });
    expect(Number(changed.data.amount)).toBe(38_200);
    const forged = await post<WithLines>(server.app, clerk, CONTRACT_UPDATE, { id: created.id, amount: 1 });
    expect(forged.code).toBe(2000);
    expect(Number(forged.data.amount)).toBe(38_200);
    const emptied = await post<WithLines>(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [], amount: 700 });
    expect(Number(emptied.data.amount)).toBe(700);
  });

  it('the risk rules read the sum: lines worth 200,000,000 are blocked though the body says 500, and nothing is written', async () => {
    const before = await contractTables();
    const answer = await post(server.app, clerk, CONTRACT_ADD, newContract(500, { lines: [line({ quantity: 1000, price: 200_000 })] }));
    expect(answer.code).toBe(3010);
    expect(await contractTables()).toBe(before);
  });

  it('fieldRules tells the form which field is summed from which column', async () => {
    const rules = await get<{ totals?: Record<string, { child: string; column: string }> }>(server.app, clerk, `${BASE}/fieldRules`);
    expect(rules.data.totals).toEqual({ amount: { child: 'lines', column: 'amount' } });
  });
});

describe('the demo contracts', () => {
  it('carry goods lines whose amounts are the server\'s formulas and whose sum is the contract\'s amount', async () => {
    const ids = (await sql<{ id: number }>`select id from sales_contracts order by id limit 5`.execute(server.database.db)).rows.map((r) => Number(r.id));
    for (const id of ids) {
      const lines = (await sql<Line>`select * from sales_contract_line where main_id = ${id} order by sort`.execute(server.database.db)).rows;
      const contract = (await sql<{ amount: unknown }>`select amount from sales_contracts where id = ${id}`.execute(server.database.db)).rows[0];
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => l.unit === '吨')).toBe(true);
      const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
      expect(cents).toBe(Math.round(Number(contract.amount) * 100));
    }
    // Sent back as they are (a seeded contract made the clerk's draft), the server's formulas give the same figures.
    const id = await api.draft();
    const read = await detail(id);
    expect(read.lines.length).toBeGreaterThan(0);
    const answer = await post<WithLines>(server.app, clerk, CONTRACT_UPDATE, { id, lines: read.lines });
    expect(answer.code).toBe(2000);
    expect(numbers(answer.data.lines, 'quantity', 'price', 'amount', 'tax_amount')).toEqual(numbers(read.lines, 'quantity', 'price', 'amount', 'tax_amount'));
  });
});

describe('a second document by configuration only', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login(server.app, MOBILES.admin);
  });

  const invoice = (lines: unknown[]) => ({
    invoice_type: 1, buyer_name: '上海测试客户有限公司', buyer_credit_code: '91310000MA1FL0000X', contract_no: 'XS-T', goods_name: '螺纹钢', quantity: 30,
    amount_excl_tax: 100_000, tax_rate: 0.13, tax_amount: 13_000, total_amount: 113_000, invoice_date: '2026-11-20', status: 0, lines,
  });

  it('sales invoices take lines with their own fields and formulas (amount, tax on top, total) through the same calls', async () => {
    const answer = await post<WithLines>(server.app, admin, `${INVOICE}/add`, invoice([
      { goods_name: '*黑色金属冶炼压延品*螺纹钢', spec: 'HRB400E Φ16', unit: '吨', quantity: 20, price: 3300, tax_rate: 0.13, total_amount: 1 },
      { goods_name: '*黑色金属冶炼压延品*线材', spec: 'HPB300 Φ6.5', unit: '吨', quantity: 0.5, price: 3233.33, tax_rate: 0.13 },
    ]));
    expect(answer.code).toBe(2000);
    expect(numbers(answer.data.lines, 'amount_excl_tax', 'tax_amount', 'total_amount')).toEqual([
      { amount_excl_tax: 66000, tax_amount: 8580, total_amount: 74580 },
      // 0.5 × 3233.33 = 1616.665 → 1616.67; tax 210.17; total 1826.84.
      { amount_excl_tax: 1616.67, tax_amount: 210.17, total_amount: 1826.84 },
    ]);
    const id = answer.data.id;
    const [first] = answer.data.lines;
    expect((await post(server.app, admin, `${INVOICE}/update`, { id, lines: [{ ...first, quantity: 1 }] })).code).toBe(2000);
    const read = await detail(id, admin, `${INVOICE}/detail`);
    expect(read.lines.map((l) => [l.id, l.sort, Number(l.total_amount)])).toEqual([[first.id, 0, 3729]]);
  });

  it('a clerk enters an invoice with lines through the invoices list\'s seeded 新增 and 编辑 (perms_id 601), recomputed by the server', async () => {
    // 业务专员 赵磊 works the invoices of their own (the form's perms_id).
    const tradeClerk = await login(server.app, '13800000006');
    const answer = await post<WithLines>(server.app, tradeClerk, `${INVOICE}/add`, {
      ...invoice([
        { goods_name: '螺纹钢', unit: '吨', quantity: 12.345, price: 3100.5, tax_rate: 0.13, amount_excl_tax: 1, tax_amount: 1, total_amount: 1 },
        { goods_name: '线材', unit: '吨', quantity: 3, price: 3000, tax_rate: 0.09 },
      ]),
      perms_id: 601,
    });
    expect(answer.code).toBe(2000);
    expect(answer.data.add_user_name).toBe('赵磊');
    expect(numbers(answer.data.lines, 'amount_excl_tax', 'tax_amount', 'total_amount')).toEqual([
      // 12.345 × 3100.5 = 38275.6725 → 38275.67; tax 4975.8371 → 4975.84; total 43251.51.
      { amount_excl_tax: 38275.67, tax_amount: 4975.84, total_amount: 43251.51 },
      { amount_excl_tax: 9000, tax_amount: 810, total_amount: 9810 },
    ]);
    const [first, second] = answer.data.lines;
    const updated = await post<WithLines>(server.app, tradeClerk, `${INVOICE}/update`, { id: answer.data.id, perms_id: 601, lines: [second, { ...first, quantity: 2, total_amount: 0 }] });
    expect(updated.code).toBe(2000);
    expect(updated.data.lines.map((l) => [l.id, l.sort, Number(l.total_amount)])).toEqual([[second.id, 0, 9810], [first.id, 1, 7007.13]]);
    expect((await detail(answer.data.id, tradeClerk, `${INVOICE}/detail`)).lines).toEqual(updated.data.lines);
  });

  it('its required cells and its line ownership are checked the same way, in its own words', async () => {
    expect(await post(server.app, admin, `${INVOICE}/add`, invoice([{ goods_name: '螺纹钢', quantity: 1, price: 1 }]))).toMatchObject({
      code: 4400, msg: '发票明细第1行：字段 tax_rate 不能为空',
    });
    const contractLine = await sql<{ id: number }>`select max(id) as id from sales_contract_line`.execute(server.database.db);
    const invoiceLine = await sql<{ id: number }>`select max(id) as id from sales_invoice_line`.execute(server.database.db);
    const foreign = Math.max(Number(contractLine.rows[0].id), Number(invoiceLine.rows[0].id)) + 1000;
    const created = await post<WithLines>(server.app, admin, `${INVOICE}/add`, invoice([]));
    const before = await contractTables();
    expect(await post(server.app, admin, `${INVOICE}/update`, { id: created.data.id, lines: [{ id: foreign, goods_name: 'x', quantity: 1, price: 1, tax_rate: 0 }] })).toMatchObject({
      code: 4400, msg: `发票明细第1行（id ${foreign}）不属于该单据，不能修改`,
    });
    expect(await contractTables()).toBe(before);
  });

  it('a child declared on a new resource gets its table from the resource sync', async () => {
    const order: ResourceDefinition = {
      name: 'purchase_order', module: 'srm', table: 'test_purchase_orders', label: { zh: '采购订单', en: 'Purchase orders' }, defaultOrder: 'id desc',
      fields: [{ name: 'order_name', type: 'text', maxLength: 100 }],
      children: [{ name: 'lines', table: 'test_purchase_order_line', label: { zh: '采购明细', en: 'Order lines' }, maxRows: 50, fields: [{ name: 'qty', type: 'number' }, { name: 'cost', type: 'money' }], formulas: { cost: 'qty * 2' } }],
    };
    await migrate(server.database, [...resourceDefinitions, order]);
    const table = (await server.database.db.introspection.getTables()).find((t) => t.name === 'test_purchase_order_line');
    expect(table?.columns.map((c) => c.name)).toEqual(['id', 'main_id', 'sort', 'qty', 'cost', 'created_at', 'updated_at']);
  });
});
