import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_FORMULA_BUDGET, ROW_FORMULA_BUDGET } from '../../codecs/formula';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';
import { CONTRACT_ADD, CONTRACT_UPDATE, newContract } from './risk-helpers';

// Issue 40, point 4: one update with 29 split sub-items of ~980 characters (quantity^99.123456789 + …) and 100
// lines held a core for 33 s. The work of a request's formulas is counted before any row is computed.

let server: TestServer;
let clerk: string;
beforeAll(async () => {
  server = await startTestServer(20);
  clerk = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => server.close());

const TAX_SPLIT = [
  { key: 'price_excl_tax', label: '不含税单价', formula: 'price / (1 + tax_rate)', fixed: true },
  { key: 'price_tax', label: '单位税额', formula: 'price - price_excl_tax', fixed: true },
];

function line(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { goods_name: '螺纹钢', spec: 'HRB400 Φ12', unit: '吨', quantity: 10, price: 1130, tax_rate: 0.13, ...extra };
}

/** The attacker's sub-item: ~980 characters of fractional powers. */
const HEAVY = Array.from({ length: 40 }, (_, i) => `quantity^${(99.123456789 - i / 7).toFixed(9)}`).join('+').slice(0, 980).replace(/[+^.\d]*$/, '');
const HEAVY_SPLIT = [...TAX_SPLIT, ...Array.from({ length: 27 }, (_, i) => ({ key: `split_${i + 1}`, label: `子项${i + 1}`, formula: HEAVY }))];

async function contractTables(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of ['sales_contracts', 'sales_contract_line']) hash.update(JSON.stringify((await sql.raw(`select * from ${table} order by id`).execute(server.database.db)).rows));
  return hash.digest('hex');
}

describe('a work budget per request', () => {
  it('refuses the heavy update at once, names the budget, and changes nothing', async () => {
    const created = await post<{ id: number }>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line()] }));
    expect(created.code).toBe(2000);
    const before = await contractTables();
    const started = performance.now();
    const answer = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.data.id, lines: Array.from({ length: 100 }, () => line()), line_splits: { lines: { price: HEAVY_SPLIT } } });
    const took = performance.now() - started;
    expect(answer.code).toBe(4400);
    expect(answer.msg).toMatch(/计算量/);
    expect(await contractTables()).toBe(before);
    // Not a timed assertion of the product: a refusal that computed the rows would take tens of seconds.
    expect(took).toBeLessThan(5_000);
  });

  it('refuses ordinary lines whose count times their formulas passes the budget, and takes the same lines below it', async () => {
    const cheap = [...TAX_SPLIT, { key: 'split_1', label: '运费' }, { key: 'split_2', label: '货款', formula: Array.from({ length: 40 }, () => 'price_excl_tax').join(' + ') + ' - split_1' }];
    const created = await post<{ id: number }>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line()] }));
    // About 90 operations a row: 1,000 lines (the most a contract takes) pass the budget, 20 do not.
    const before = await contractTables();
    const refused = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.data.id, lines: Array.from({ length: 1000 }, () => line()), line_splits: { lines: { price: cheap } } });
    expect(refused).toMatchObject({ code: 4400, msg: expect.stringContaining(`每次最多 ${REQUEST_FORMULA_BUDGET}`) });
    expect(await contractTables()).toBe(before);
    const taken = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.data.id, lines: Array.from({ length: 20 }, () => line()), line_splits: { lines: { price: cheap } } });
    expect(taken.code).toBe(2000);
  });

  it('a split over the row budget is refused as the dialog refuses it; one stored before the budget is not answered and never run', async () => {
    const created = await post<{ id: number }>(server.app, clerk, CONTRACT_ADD, newContract(1000, { lines: [line()] }));
    const one = [...TAX_SPLIT, { key: 'split_1', label: '重', formula: HEAVY }];
    const answer = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.data.id, lines: [line()], line_splits: { lines: { price: one } } });
    expect(answer).toMatchObject({ code: 4400, msg: expect.stringContaining(`每行最多 ${ROW_FORMULA_BUDGET}`) });
    // As if stored before the budget existed: it is not answered (as a stored split that no longer fits its
    // lines), and a write computes the lines as configured.
    await sql`update sales_contracts set line_splits = ${JSON.stringify({ lines: { price: one } })} where id = ${created.data.id}`.execute(server.database.db);
    const read = await get<{ line_splits: Record<string, unknown>; lines: Record<string, unknown>[] }>(server.app, clerk, '/api/contract/sales_contract/detail', { id: created.data.id });
    expect(read.code).toBe(2000);
    expect(read.data.line_splits).toEqual({});
    const update = await post(server.app, clerk, CONTRACT_UPDATE, { id: created.data.id, lines: read.data.lines });
    expect(update.code).toBe(2000);
    expect((update.data as { lines: Record<string, unknown>[] }).lines[0]).not.toHaveProperty('split_1');
  });
});
