import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRow } from '../../schemas/generated/chart-query';
import type { CompiledPage } from '../../schemas/generated/compiled-page';
import { get, login, MOBILES, startTestServer, type TestServer } from './harness';

// /wrap/finance/plan/secondshow (spec 000 §2.1): the finance plan's second view, a page shipped as configuration
// (server/db/seed/configured/plan-secondshow.json), its charts over the payments in each caller's own grant.

const FLAG = '/finance/plan/secondshow';
const PAYMENTS = '/api/finance/payment';

interface MenuNode {
  id: number;
  flag: string;
  children: MenuNode[];
}

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer(300);
  for (const who of ['admin', 'salesClerk', 'finance'] as const) tokens[who] = await login(server.app, MOBILES[who]);
  // 胡军, finance of 杭州华科 (another company than 陈静's 上海华科).
  tokens.otherFinance = await login(server.app, '13800000014');
});
afterAll(async () => {
  await server.close();
});

async function menuOf(token: string): Promise<MenuNode | undefined> {
  const tree = (await get<MenuNode[]>(server.app, token, '/api/access/account/perms', { app_id: 44 })).data;
  const all: MenuNode[] = [];
  const walk = (nodes: MenuNode[]) => nodes.forEach((n) => (all.push(n), walk(n.children ?? [])));
  walk(tree);
  return all.find((m) => m.flag === FLAG);
}

type Chart = { title: string; series: { resource: string; group_field: string; bucket?: string; value_field?: string; where?: object }[] };

describe('the finance plan’s second view', () => {
  it('is a menu of finance and the managers, compiled into a dashboard of the payments; a sales clerk holds no such page', async () => {
    const menu = await menuOf(tokens.finance);
    expect(menu).toBeDefined();
    const compiled = await get<CompiledPage>(server.app, tokens.finance, '/api/base/page/compiled', { menu_id: menu!.id, language: 'zh' });
    expect(compiled.code).toBe(2000);
    const page = compiled.data.page as unknown as { type: string; charts: Chart[] };
    expect(page.type).toBe('dashboard-page');
    expect(page.charts.map((c) => c.title)).toEqual(['月度资金计划（收款与付款）', '待确认收付款（按方向）', '收付款金额（按状态）', '交易对手收付款排行']);
    expect(page.charts.every((c) => c.series.every((s) => s.resource === PAYMENTS))).toBe(true);
    expect(await menuOf(tokens.admin)).toBeDefined();
    expect(await menuOf(tokens.salesClerk)).toBeUndefined();
    expect((await get(server.app, tokens.salesClerk, '/api/base/page/compiled', { menu_id: menu!.id, language: 'zh' })).code).not.toBe(2000);
  });

  it('shows each caller the payments of their own scope only, as their payments list does', async () => {
    const menu = await menuOf(tokens.finance);
    const page = (await get<CompiledPage>(server.app, tokens.finance, '/api/base/page/compiled', { menu_id: menu!.id, language: 'zh' })).data.page as unknown as { charts: Chart[] };
    const totals: Record<string, number> = {};
    for (const who of ['finance', 'otherFinance', 'admin']) {
      const listed = await get<{ data: { amount: number; status: number }[] }>(server.app, tokens[who], `${PAYMENTS}/index`, { limit: 9999 });
      expect(listed.code, who).toBe(2000);
      const sum = (rows: { amount: number }[]) => Math.round(rows.reduce((s, r) => s + Number(r.amount), 0) * 100) / 100;
      totals[who] = sum(listed.data.data);
      for (const chart of page.charts) {
        const series = chart.series[0];
        const { group_field, bucket, value_field, where } = series;
        const query = { group_field, value_field, limit: 100, ...(bucket ? { bucket } : {}), ...(where ? { where } : {}) };
        const answer = await get<{ rows: ChartRow[] }>(server.app, tokens[who], `${PAYMENTS}/chart`, query);
        expect(answer.code, `${who}: ${chart.title}`).toBe(2000);
        const charted = Math.round(answer.data.rows.reduce((s, r) => s + r.value, 0) * 100) / 100;
        const expected = series.where ? sum(listed.data.data.filter((r) => r.status === 0)) : totals[who];
        expect(charted, `${who}: ${chart.title}`).toBe(expected);
      }
    }
    expect(totals.finance).toBeGreaterThan(0);
    expect(totals.admin).toBeGreaterThan(totals.otherFinance);
    expect((await get(server.app, tokens.salesClerk, `${PAYMENTS}/chart`, { group_field: 'direction', value_field: 'amount' })).code).toBe(4403);
  });
});
