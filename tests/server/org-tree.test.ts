import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgNode } from '../../schemas/generated/lookups';
import { get, login, MOBILES, startTestServer, type TestServer } from './harness';

// The seed's tree: 1 group / 2 华东大区 / 3 上海华科 (company) / 4 华科国贸 (entity) / 5 销售中心 / 6 华东销售部 / 7, 8;
// 3 also holds 11 (entity) and 14 杭州华科 (company, under 3) / 15 (entity) / 16 / 17; 1 / 19 华南大区 / 20 深圳华科 ...
let server: TestServer;
let clerk: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer(30);
  // 张伟, sales clerk in 销售一组 (7) of company 3; the administrator sits in the group (1), above every company.
  [clerk, admin] = await Promise.all([login(server.app, MOBILES.salesClerk), login(server.app, MOBILES.admin)]);
});
afterAll(async () => {
  await server.close();
});

const tree = (token: string, where: Record<string, unknown>) => get<OrgNode[]>(server.app, token, '/api/base/org/getTree', { where });
const ids = (nodes: readonly OrgNode[]): number[] => nodes.map((n) => n.id);
/** The nested answer as [id, can_selected, children]. */
const shape = (nodes: readonly OrgNode[]): unknown[] => nodes.map((n) => [n.id, n.can_selected, shape(n.children ?? [])]);

describe('getTree need_all', () => {
  it('0 (the default) is the caller\'s company; 1 the whole tree; above every company it is the caller\'s own org', async () => {
    expect(ids((await tree(clerk, { lazy: 1 })).data)).toEqual([3]);
    expect(ids((await tree(clerk, { lazy: 1, need_all: 0 })).data)).toEqual([3]);
    expect(ids((await tree(clerk, { lazy: 1, need_all: 1 })).data)).toEqual([1]);
    expect(ids((await tree(admin, { lazy: 1 })).data)).toEqual([1]);
    const own = await tree(clerk, {});
    expect(ids(own.data)).toEqual([3]);
    expect(ids(own.data[0].children ?? [])).toEqual([4, 11, 14]);
  });

  it('0 leaves the rest out of every answer: a search, another company\'s level or subtree', async () => {
    const finance = async (needAll: number) => ids((await tree(clerk, { name: '财务部', need_all: needAll })).data).sort((a, b) => a - b);
    expect(await finance(0)).toEqual([10, 18]);
    expect(await finance(1)).toEqual([10, 18, 24]);
    expect((await tree(clerk, { org_id: 20 })).data).toEqual([]);
    expect((await tree(clerk, { lazy: 1, org_id: 19 })).data).toEqual([]);
    expect(ids((await tree(clerk, { lazy: 1, org_id: 19, need_all: 1 })).data)).toEqual([20]);
    // Asked from above the company, the tree still starts at it.
    expect(ids((await tree(clerk, { org_id: 1 })).data)).toEqual([3]);
  });
});

describe('getTree label', () => {
  it('keeps the branches that lead to an org of the kinds; only those kinds may be chosen', async () => {
    const companies = await tree(clerk, { label: 'company', need_all: 1 });
    expect(shape(companies.data)).toEqual([[1, false, [[2, false, [[3, true, [[14, true, []]]]]], [19, false, [[20, true, []]]]]]]);
    const level = await tree(clerk, { lazy: 1, org_id: 3, label: 'entity' });
    expect(level.data.map((n) => [n.id, n.can_selected, n.is_leaf])).toEqual([
      [4, true, true],
      [11, true, true],
      [14, false, false],
    ]);
    const both = await tree(clerk, { lazy: 1, org_id: 3, label: 'company,entity' });
    expect(both.data.map((n) => [n.id, n.can_selected])).toEqual([
      [4, true],
      [11, true],
      [14, true],
    ]);
  });

  it('a name search answers only the kinds', async () => {
    const found = await tree(clerk, { name: '华科', label: 'company', need_all: 1 });
    expect(ids(found.data).sort((a, b) => a - b)).toEqual([3, 14, 20]);
    expect(found.data.every((n) => n.can_selected)).toBe(true);
  });
});

describe('getTree selected_org_ids', () => {
  it('a lazy tree also answers the levels down to each selected org, flat with their pid', async () => {
    const answer = await tree(clerk, { lazy: 1, selected_org_ids: [8] });
    expect(answer.code).toBe(2000);
    expect(answer.data.map((n) => [n.id, n.pid])).toEqual([
      [3, 2],
      [4, 3], [11, 3], [14, 3],
      [5, 4], [10, 4],
      [6, 5], [9, 5],
      [7, 6], [8, 6],
    ]);
    expect(answer.data.find((n) => n.id === 8)).toMatchObject({ name: '销售二组', is_leaf: true });
    expect(answer.data.find((n) => n.id === 6)?.is_leaf).toBe(false);
  });

  it('takes comma separated text; several orgs share the levels; under org_id only the levels below it', async () => {
    const text = await tree(clerk, { lazy: 1, selected_org_ids: '8,17' });
    expect(ids(text.data)).toEqual([3, 4, 11, 14, 5, 10, 6, 9, 7, 8, 15, 16, 18, 17]);
    const under = await tree(clerk, { lazy: 1, org_id: 5, selected_org_ids: [8] });
    expect(ids(under.data)).toEqual([6, 9, 7, 8]);
  });

  it('orgs outside the tree, unknown ids and the top itself add nothing', async () => {
    for (const selected of [[24], [999999], [3], '9999999999']) {
      expect(ids((await tree(clerk, { lazy: 1, selected_org_ids: selected })).data)).toEqual([3]);
    }
  });
});

describe('getTree refuses bad conditions with 4400', () => {
  const bad: Record<string, unknown>[] = [
    { need_all: 2 },
    { need_all: 'all' },
    { label: 'shop' },
    { label: 'position' },
    { label: 'company,' },
    { label: ['company'] },
    { selected_org_ids: 'a,b' },
    { selected_org_ids: ',8' },
    { selected_org_ids: '99999999999' },
    { selected_org_ids: [0] },
    { selected_org_ids: [1.5] },
    { selected_org_ids: [3_000_000_000] },
    { selected_org_ids: { id: 8 } },
  ];
  for (const where of bad) {
    it(JSON.stringify(where), async () => {
      const answer = await tree(clerk, { lazy: 1, ...where });
      expect(answer.code).toBe(4400);
      expect(answer.data).toBeNull();
    });
  }
});
