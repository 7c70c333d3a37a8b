import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerSlots } from '../../server/db/answer-slots';
import { JsonRows } from '../../server/modules/resources/json-rows';
import { serializeListAnswer } from '../../server/modules/resources/list-serializer';
import { get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

type Row = Record<string, unknown> & { id: number };
interface Page {
  data: Row[];
  total: number;
  summary?: Record<string, unknown>;
  group_sum_data?: unknown[];
  statisticsMap?: Record<string, number>;
  merge_info?: Record<string, unknown>;
}

const CONTRACTS = '/api/contract/sales_contract/index';

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['admin', 'salesClerk', 'departmentManager'] as const) tokens[who] = await login(server.app, MOBILES[who]);
});
afterAll(async () => {
  await server.close();
});

/** The same rows read as small pages (row objects), one after another. */
async function inSmallPages(token: string, query: Record<string, unknown>, pages: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; page <= pages; page++) rows.push(...(await post<Page>(server.app, token, CONTRACTS, { ...query, page, limit: 100 })).data.data);
  return rows;
}

describe('big pages (the unpaged lists): rows serialised by the database, the same answer as small pages', () => {
  it.each([
    ['admin', 'amount desc', {}],
    ['admin', 'sign_date asc', { status: ['in', [0, 1, 2]] }],
    ['admin', 'customer_name asc', { customer_name: ['like', '公司'] }],
    ['salesClerk', 'id asc', {}],
    ['departmentManager', 'contract_no desc', { amount: ['>=', 1000] }],
  ] as const)('%s, order %s, where %j: every row, in order, with every value of every field', async (who, order, where) => {
    const big = await post<Page>(server.app, tokens[who], CONTRACTS, { where, order, page: 1, limit: 9999 });
    expect(big.code).toBe(2000);
    expect(big.data.data).toHaveLength(Math.min(big.data.total, 9999));
    expect(big.data.total).toBeGreaterThan(0);
    expect(big.data.data).toEqual(await inSmallPages(tokens[who], { where, order }, Math.ceil(big.data.data.length / 100)));
  });

  it('a second big page starts where the first ended, and totals, groups and tab counts come with the rows', async () => {
    const query = { order: 'id asc', summary_field: ['amount'], group_field: 'status', statistics_field: 'status' };
    const first = await post<Page>(server.app, tokens.admin, CONTRACTS, { ...query, page: 1, limit: 1000 });
    const second = await post<Page>(server.app, tokens.admin, CONTRACTS, { ...query, page: 2, limit: 1000 });
    const small = await post<Page>(server.app, tokens.admin, CONTRACTS, { ...query, page: 1, limit: 10 });
    expect(second.data.data[0].id).toBeGreaterThan(first.data.data[999].id);
    for (const answer of [first, second]) {
      expect(answer.data.summary).toEqual(small.data.summary);
      expect(answer.data.group_sum_data).toEqual(small.data.group_sum_data);
      expect(answer.data.statisticsMap).toEqual(small.data.statisticsMap);
      expect(answer.data.total).toBe(small.data.total);
    }
  });

  it('an empty big page is an empty array; merge_field on a big page still reports its runs', async () => {
    const none = await get<Page>(server.app, tokens.admin, CONTRACTS, { where: JSON.stringify({ amount: ['<', -1] }), limit: 9999 });
    expect(none).toEqual({ code: 2000, msg: 'success', data: { data: [], total: 0 } });
    const merged = await post<Page>(server.app, tokens.admin, CONTRACTS, { order: 'status asc', merge_field: ['status'], limit: 500 });
    expect(merged.data.data).toHaveLength(500);
    expect(Object.keys(merged.data.merge_info ?? {})).toEqual(['status']);
  });
});

describe('answer slots: big pages are sent from shared memory, and every slot comes back', () => {
  it('over real sockets, more big lists at once than there are slots, and callers who hang up, leave no slot held', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const url = (order: string) => `${address}${CONTRACTS}?limit=9999&order=${encodeURIComponent(order)}`;
    const headers = { authorization: `Bearer ${tokens.admin}` };
    const expected = (await get<Page>(server.app, tokens.admin, CONTRACTS, { limit: 9999, order: 'amount desc' })).data.data;
    const answers = await Promise.all(Array.from({ length: 12 }, () => fetch(url('amount desc'), { headers }).then((r) => r.json() as Promise<{ data: Page }>)));
    for (const answer of answers) expect(answer.data.data).toEqual(expected);
    // Callers who give up before the answer: their slots come back as their connections close.
    const aborts = Array.from({ length: 6 }, () => new AbortController());
    const abandoned = aborts.map((a) => fetch(url('sign_date asc'), { headers, signal: a.signal }).catch(() => undefined));
    for (const a of aborts) a.abort();
    await Promise.all(abandoned);
    // The slots serve again; the abandoned reads finish after their callers left, and give their slots back.
    expect((await fetch(url('amount desc'), { headers }).then((r) => r.json() as Promise<{ data: Page }>)).data.data).toEqual(expected);
    await expect.poll(() => AnswerSlots.heldEverywhere(), { timeout: 20_000 }).toBe(0);
  });
});

describe('serializeListAnswer', () => {
  it('splices JSON rows into the envelope, before the other members of data, whatever their keys', () => {
    const rows = new JsonRows('[{"id":1,"data":{"x":1}}]');
    const text = serializeListAnswer({ code: 2000, msg: 'success', data: { data: rows, total: 1, statisticsMap: { data: 2 } } });
    expect(JSON.parse(String(text))).toEqual({ code: 2000, msg: 'success', data: { data: [{ id: 1, data: { x: 1 } }], total: 1, statisticsMap: { data: 2 } } });
    expect(JSON.parse(String(serializeListAnswer({ code: 2000, msg: 'ok', data: { data: new JsonRows('[]') } })))).toEqual({ code: 2000, msg: 'ok', data: { data: [] } });
    expect(serializeListAnswer({ code: 4420, msg: 'bad', data: null })).toBe('{"code":4420,"msg":"bad","data":null}');
    // As UTF-8 bytes from a read thread: the same answer, as bytes.
    const bytes = serializeListAnswer({ code: 2000, msg: '成功', data: { data: new JsonRows(new TextEncoder().encode('[{"name":"宏达"}]')), total: 1 } });
    expect(Buffer.isBuffer(bytes)).toBe(true);
    expect(JSON.parse(bytes.toString())).toEqual({ code: 2000, msg: '成功', data: { data: [{ name: '宏达' }], total: 1 } });
  });
});
