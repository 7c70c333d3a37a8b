import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import { migrate } from '../../server/db/migrate';
import { resourceDefinitions } from '../../server/modules/resources/definitions';
import { bearer, call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract } from './risk-helpers';
import { flowClient, type FlowClient } from './workflow-helpers';

// Issue 21: a price split a user changes in the '{label}价格拆分' dialog is the document's own. The contract's
// goods lines declare `splits: ['price']`: the record keeps its sub-items under line_splits, each line its own
// sub-items' values, and the server computes every formula sub-item and summed column itself.

const DETAIL = '/api/contract/sales_contract/detail';

type Line = Record<string, unknown> & { id: number };
type Contract = Record<string, unknown> & { id: number; lines: Line[]; line_splits: Record<string, Record<string, unknown[]>> };

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

/** The contract's configured tax split (fixed sub-items, the server's own line formulas). */
const TAX_SPLIT = [
  { key: 'price_excl_tax', label: '不含税单价', formula: 'price / (1 + tax_rate)', fixed: true },
  { key: 'price_tax', label: '单位税额', formula: 'price - price_excl_tax', fixed: true },
];
/** The tax split and two sub-items of the contract's own: freight typed per line, goods computed. */
const OWN_SPLIT = [...TAX_SPLIT, { key: 'split_1', label: '运费' }, { key: 'split_2', label: '货款', formula: 'price_excl_tax - split_1' }];

function line(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 10, price: 1130, tax_rate: 0.13, ...extra };
}

const num = (value: unknown) => (value === null || value === undefined ? value : Number(value));

async function detail(id: number): Promise<Contract> {
  const answer = await get<Contract>(server.app, clerk, DETAIL, { id });
  expect(answer.code).toBe(2000);
  return answer.data;
}

async function contractTables(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['sales_contracts', 'sales_contract_line']) hash.update(JSON.stringify((await sql.raw(`select * from ${table} order by id`).execute(server.database.db)).rows));
  return hash.digest('hex');
}

describe('a contract keeps its own price split', () => {
  it('stores the split with the contract and each line\'s own sub-items; detail answers both, formulas computed by the server', async () => {
    const body = newContract(1000, { lines: [line({ split_1: 50, split_2: 999999 }), line({ price: 2260, split_1: '1,000.5' })], line_splits: { lines: { price: OWN_SPLIT } } });
    const created = await post<Contract>(server.app, clerk, CONTRACT_ADD, body);
    expect(created.code).toBe(2000);
    const read = await detail(created.data.id);
    expect(read.line_splits).toEqual({ lines: { price: OWN_SPLIT } });
    // 1130 / 1.13 = 1000; freight 50 typed; goods 1000 - 50 = 950 (the browser's 999999 is not taken).
    expect(read.lines.map((l) => [num(l.price_excl_tax), num(l.price_tax), num(l.split_1), num(l.split_2)])).toEqual([
      [1000, 130, 50, 950],
      [2000, 260, 1000.5, 999.5],
    ]);
    expect(read.lines[0]).not.toHaveProperty('split_values');
    expect(created.data.lines).toEqual(read.lines);
  });

  it('an update without line_splits keeps the stored split and computes the lines under it; an empty split goes back to the configured one', async () => {
    const created = (await post<Contract>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line({ split_1: 30 })], line_splits: { lines: { price: OWN_SPLIT } } }))).data;
    const [first] = created.lines;
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [{ ...first, price: 565, split_1: 20 }] })).code).toBe(2000);
    let read = await detail(created.id);
    expect(read.line_splits).toEqual({ lines: { price: OWN_SPLIT } });
    expect([num(read.lines[0].price_excl_tax), num(read.lines[0].split_1), num(read.lines[0].split_2)]).toEqual([500, 20, 480]);
    // The record's fields alone leave lines and split as they are.
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, contract_name: '改名' })).code).toBe(2000);
    expect((await detail(created.id)).line_splits).toEqual({ lines: { price: OWN_SPLIT } });
    const plain = Object.fromEntries(Object.entries(read.lines[0]).filter(([key]) => !key.startsWith('split_')));
    expect((await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: [plain], line_splits: { lines: {} } })).code).toBe(2000);
    read = await detail(created.id);
    expect(read.line_splits).toEqual({});
    expect(read.lines[0]).not.toHaveProperty('split_1');
    expect(num(read.lines[0].price_excl_tax)).toBe(500);
  });

  it('sub-items marked 合计 make the column their sum, and the formulas reading the column follow it', async () => {
    const summed = [
      { key: 'split_1', label: '货款', isSummary: true },
      { key: 'split_2', label: '运费', isSummary: true },
      { key: 'split_3', label: '运费占比', formula: 'split_2 / price', isPercent: true },
    ];
    const created = await post<Contract>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line({ price: 1, split_1: 1000, split_2: 130 })], line_splits: { lines: { price: summed } } }));
    expect(created.code).toBe(2000);
    const [row] = (await detail(created.data.id)).lines;
    // price = 1000 + 130 = 1130 (the sent 1 replaced); amount = 10 × 1130; freight share 130 / 1130 = 0.1150 (4 decimals).
    expect([num(row.price), num(row.amount), num(row.price_excl_tax), num(row.split_3)]).toEqual([1130, 11300, 1000, 0.115]);
  });

  it('a summed column\'s sent figure does not count: the server checks the row once its split is computed', async () => {
    const summed = [{ key: 'split_1', label: '货款', isSummary: true }, { key: 'split_2', label: '运费', isSummary: true }];
    // The price sent is below its rule (min 0): the server's sum, not the figure sent, is what is checked.
    const created = await post<Contract>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line({ price: -1, split_1: 1000, split_2: 130 })], line_splits: { lines: { price: summed } } }));
    expect(created.code).toBe(2000);
    expect(num(created.data.lines[0].price)).toBe(1130);
    // A blank typed sub-item is kept blank and reads as 0 in the split's formulas, as the grid shows it.
    const shares = [{ key: 'split_1', label: '运费' }, { key: 'split_2', label: '货款', formula: 'price - split_1' }];
    const blank = await post<Contract>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line()], line_splits: { lines: { price: shares } } }));
    expect([blank.data.lines[0].split_1, num(blank.data.lines[0].split_2)]).toEqual([null, 1130]);
  });

  it('a kept split that no longer fits its lines (its JSON broken, or reading a field gone) is not applied: detail leaves it out and the next save lets it go', async () => {
    const created = (await post<Contract>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line({ split_1: 5 })], line_splits: { lines: { price: OWN_SPLIT } } }))).data;
    for (const stored of ['{"lines":{"price":"xy"}}', '{"lines":[1,2]}', '{"lines":{"price":[null]}}', JSON.stringify({ lines: { price: [...TAX_SPLIT, { key: 'split_1', label: 'x', formula: 'ghost + 1' }] } }), 'not json']) {
      await sql`update sales_contracts set line_splits = ${stored} where id = ${created.id}`.execute(server.database.db);
      const read = await detail(created.id);
      expect(read.line_splits, stored).toEqual({});
      const answer = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: read.lines });
      expect(answer.code, stored).toBe(2000);
      const after = await detail(created.id);
      expect(after.lines[0], stored).not.toHaveProperty('split_1');
      expect(num(after.lines[0].price_excl_tax), stored).toBe(1000);
    }
  });

  it('a split in a submitted contract cannot change, as its lines cannot (4423); nothing changes', async () => {
    const created = (await post<Contract>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line({ split_1: 1 })], line_splits: { lines: { price: OWN_SPLIT } } }))).data;
    expect((await api.submit('clerk', created.id)).code).toBe(2000);
    const before = await contractTables();
    const answer = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.id, lines: created.lines, line_splits: { lines: {} } });
    expect(answer.code).toBe(4423);
    expect(await contractTables()).toBe(before);
  });
});

describe('a bad split is refused with a clear message and changes nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['not an object', { lines: [line()], line_splits: [] }, '明细的价格拆分格式不正确'],
    ['a child that splits nothing', { lines: [line()], line_splits: { payments: {} } }, 'payments的字段 - 不能按单据拆分'],
    ['a column that may not be split', { lines: [line()], line_splits: { lines: { quantity: OWN_SPLIT } } }, '商品明细的字段 quantity 不能按单据拆分'],
    ['sent without the lines', { line_splits: { lines: { price: OWN_SPLIT } } }, '商品明细的价格拆分需与明细行一起提交'],
    ['a malformed sub-item', { lines: [line()], line_splits: { lines: { price: [{ key: 'a b', label: 'x' }, { key: 'b', label: 'y' }] } } }, '商品明细的价格拆分格式不正确'],
    ['one sub-item only', { lines: [line()], line_splits: { lines: { price: [{ key: 'split_1', label: '运费' }] } } }, '商品明细的字段 price 价格拆分：至少需要新增两个字段'],
    ['a formula that does not work', { lines: [line()], line_splits: { lines: { price: [...TAX_SPLIT, { key: 'split_1', label: 'x', formula: 'price ** 2 +' }] } } }, '商品明细的字段 price 价格拆分：第3行公式配置有误，请检查'],
    ['a formula with property access', { lines: [line()], line_splits: { lines: { price: [...TAX_SPLIT, { key: 'split_1', label: 'x', formula: 'price.constructor' }] } } }, '商品明细的字段 price 价格拆分：第3行公式配置有误，请检查'],
    [
      'sub-items reading each other',
      { lines: [line()], line_splits: { lines: { price: [{ key: 'split_1', label: 'a', formula: 'split_2 + 1' }, { key: 'split_2', label: 'b', formula: 'split_1 + 1' }] } } },
      '商品明细的字段 price 价格拆分：第1、2行公式存在循环引用，请检查',
    ],
    [
      'a summed column read back by its own sub-item (through the tax formula)',
      { lines: [line()], line_splits: { lines: { price: [{ ...TAX_SPLIT[0], isSummary: true }, TAX_SPLIT[1]] } } },
      // price = 不含税单价, which is price / (1 + tax_rate): row 1 only (单位税额 reads them, nothing reads it).
      '商品明细的字段 price 价格拆分：第1行公式存在循环引用，请检查',
    ],
    ['a fixed sub-item with another formula', { lines: [line()], line_splits: { lines: { price: [{ ...TAX_SPLIT[0], formula: 'price' }, TAX_SPLIT[1]] } } }, '商品明细的字段 price 价格拆分：子项 price_excl_tax 是明细字段，公式不能修改'],
    ['a sub-item named like a text field', { lines: [line()], line_splits: { lines: { price: [...TAX_SPLIT, { key: 'remark', label: 'x' }] } } }, '商品明细的字段 price 价格拆分：子项 remark 与已有字段重名'],
    ['a sub-item named like a server column', { lines: [line()], line_splits: { lines: { price: [...TAX_SPLIT, { key: 'main_id', label: 'x' }] } } }, '商品明细的字段 price 价格拆分：子项 main_id 与已有字段重名'],
    ['a line value of a sub-item the split has not', { lines: [line({ split_9: 1 })], line_splits: { lines: { price: OWN_SPLIT } } }, '商品明细第1行：字段 split_9 不能填写'],
    ['a sub-item value that is no number', { lines: [line({ split_1: 'abc' })], line_splits: { lines: { price: OWN_SPLIT } } }, '商品明细第1行：字段 split_1 的值不合法'],
    ['a sub-item value beyond the column', { lines: [line({ split_1: 1e15 })], line_splits: { lines: { price: OWN_SPLIT } } }, '商品明细第1行：字段 split_1 的值不合法'],
    ['the stored column split_values sent', { lines: [line({ split_values: '{"x":1}' })], line_splits: { lines: { price: OWN_SPLIT } } }, '商品明细第1行：字段 split_values 不能填写'],
    ['a sub-item named like a property every object has', { lines: [line()], line_splits: { lines: { price: [...TAX_SPLIT, { key: '__proto__', label: 'x', formula: 'split_1 + 1' }, { key: 'split_1', label: 'y', formula: '__proto__ + 1' }] } } }, '商品明细的字段 price 价格拆分：子项 __proto__ 与已有字段重名'],
    ['a row value under a property every object has', { lines: [line({ toString: 1 })], line_splits: { lines: { price: OWN_SPLIT } } }, '商品明细第1行：字段 toString 不能填写'],
    ['a sub-item key over 64 characters', { lines: [line()], line_splits: { lines: { price: [...TAX_SPLIT, { key: `k${'x'.repeat(64)}`, label: 'x' }] } } }, '商品明细的价格拆分格式不正确'],
    ['a summed column beyond the column', { lines: [line({ split_1: 99_999_999_999_999, split_2: 99_999_999_999_999 })], line_splits: { lines: { price: [{ key: 'split_1', label: 'a', isSummary: true }, { key: 'split_2', label: 'b', isSummary: true }] } } }, '商品明细第1行：字段 price 的值不合法'],
    ['an oversized split', { lines: [line()], line_splits: { lines: { price: OWN_SPLIT }, pad: 'x'.repeat(100_001) } }, '明细的价格拆分格式不正确'],
  ];
  it.each(cases)('%s', async (_what, extra, msg) => {
    const before = await contractTables();
    const answer = await post(server.app, clerk, CONTRACT_ADD, newContract(1000, extra));
    expect(answer).toMatchObject({ code: 4400, msg, data: null });
    expect(await contractTables()).toBe(before);
  });

  it('refuses in English to an English caller', async () => {
    const payload = newContract(1000, { lines: [line()], line_splits: { lines: { price: [{ key: 'split_1', label: '运费' }] } } });
    const answer = await call(server.app, { method: 'POST', url: CONTRACT_ADD, payload, headers: { ...bearer(clerk), 'accept-language': 'en' } });
    expect(answer).toMatchObject({ code: 4400, msg: 'Goods lines, the price split of price: Add at least two sub-items' });
  });
});

describe('the tables', () => {
  it('a resource whose lines declare splits gets the record\'s line_splits and the lines\' split_values from the resource sync, added to existing tables', async () => {
    const order: ResourceDefinition = {
      name: 'split_order', module: 'srm', table: 'test_split_orders', label: { zh: '拆分订单', en: 'Split orders' }, defaultOrder: 'id desc',
      fields: [{ name: 'order_name', type: 'text', maxLength: 100 }],
      children: [{ name: 'lines', table: 'test_split_order_line', label: { zh: '订单明细', en: 'Order lines' }, maxRows: 50, fields: [{ name: 'qty', type: 'number' }, { name: 'cost', type: 'money' }] }],
    };
    await migrate(server.database, [...resourceDefinitions, order]);
    const columns = async (name: string) => (await server.database.db.introspection.getTables()).find((t) => t.name === name)?.columns.map((c) => c.name);
    expect(await columns('test_split_orders')).not.toContain('line_splits');
    expect(await columns('test_split_order_line')).not.toContain('split_values');
    await migrate(server.database, [...resourceDefinitions, { ...order, children: [{ ...order.children![0], splits: ['cost'] }] }]);
    expect(await columns('test_split_orders')).toContain('line_splits');
    expect(await columns('test_split_order_line')).toEqual(['id', 'main_id', 'sort', 'qty', 'cost', 'created_at', 'updated_at', 'split_values']);
  });
});

