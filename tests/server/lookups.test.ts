import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dictionary, OrgIndexAnswer, OrgNode } from '../../schemas/generated/lookups';
import { call, get, login, MOBILES, startTestServer, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer(30);
  token = await login(server.app, MOBILES.salesClerk);
});
afterAll(async () => {
  await server.close();
});

const lookup = <T>(url: string, query: Record<string, unknown> = {}) => get<T>(server.app, token, url, query);

describe('dictionary list', () => {
  it('answers the asked dictionaries in the order asked, items with children, unknown labels left out', async () => {
    const answer = await lookup<Dictionary[]>('/api/base/dict/list', { label: 'contract_type,nope,invoice_type' });
    expect(answer.code).toBe(2000);
    expect(answer.data.map((d) => d.label)).toEqual(['contract_type', 'invoice_type']);
    const [contract, invoice] = answer.data;
    expect(contract.name).toBe('合同类型');
    expect(contract.children[0]).toMatchObject({ label: '销售合同', value: 'sale' });
    expect(contract.children[0].children.map((c) => c.value)).toEqual(['sale_spot', 'sale_long']);
    expect(invoice.children.map((i) => [i.value, i.label])).toEqual([
      ['1', '数电专票'],
      ['2', '数电普票'],
      ['3', '增值税专用发票'],
      ['4', '增值税普通发票'],
    ]);
  });

  it('refuses a missing or malformed label with a clear 4400', async () => {
    for (const query of [{}, { label: '' }, { label: 'a,,b' }, { label: "x'; drop table dictionaries" }]) {
      const answer = await lookup('/api/base/dict/list', query);
      expect(answer.code).toBe(4400);
      expect(answer.msg).toMatch(/请求参数有误/);
    }
    expect((await lookup<Dictionary[]>('/api/base/dict/list', { label: 'invoice_type' })).data).toHaveLength(1);
  });

  it('is for signed-in users only', async () => {
    const answer = await call(server.app, { method: 'GET', url: '/api/base/dict/list?label=invoice_type' });
    expect(answer.code).toBe(4001);
  });
});

describe('organisation list', () => {
  it('answers names of the ids asked, as a plain list or [in, list]', async () => {
    for (const id of [[7, 3, 999], ['in', [7, 3, 999]]]) {
      const answer = await lookup<OrgIndexAnswer>('/api/base/org/index', { where: { id }, all_list: 1, limit: 9999 });
      expect(answer.code).toBe(2000);
      expect(answer.data.total).toBe(2);
      expect(answer.data.data).toEqual([
        // deal_path_name: spec 001 §3's organisation node names the shown path too.
        { id: 3, name: '上海华科供应链有限公司', short_name: '上海华科', path_name: '华科控股集团有限公司/华东大区/上海华科供应链有限公司', deal_path_name: '华科控股集团有限公司/华东大区/上海华科供应链有限公司' },
        expect.objectContaining({ id: 7, name: '销售一组' }),
      ]);
    }
  });

  it('leaves positions out and searches by name; not_in excludes', async () => {
    const all = await lookup<OrgIndexAnswer>('/api/base/org/index', { all_list: 1, limit: 9999 });
    expect(all.data.total).toBe(24);
    const finance = await lookup<OrgIndexAnswer>('/api/base/org/index', { where: { name: '财务部', id: ['not_in', [10]] }, all_list: 1, limit: 9999 });
    expect(finance.data.data.map((o) => o.id).sort((a, b) => a - b)).toEqual([18, 24]);
    const paged = await lookup<OrgIndexAnswer>('/api/base/org/index', { page: 2, limit: 10 });
    expect(paged.data.data).toHaveLength(10);
    expect(paged.data.total).toBe(24);
  });

  it('refuses bad where, a limit above 9999 and bad JSON with clear errors', async () => {
    expect((await lookup('/api/base/org/index', { limit: 10000 })).code).toBe(4400);
    expect((await lookup('/api/base/org/index', { where: { id: ['like', [1]] } })).code).toBe(4400);
    expect((await lookup('/api/base/org/index', { where: { user_id: 1 } })).code).toBe(4400);
    const bad = await get(server.app, token, '/api/base/org/index', { where: '{"id":' });
    expect(bad.code).toBe(4420);
    expect(bad.msg).toContain('where');
  });
});

describe('organisation tree', () => {
  it('lazy: the top level, then the level under an org, with is_leaf', async () => {
    const top = await lookup<OrgNode[]>('/api/base/org/getTree', { where: { lazy: 1, need_all: 1 } });
    expect(top.data.map((n) => [n.id, n.is_leaf])).toEqual([[1, false]]);
    const under = await lookup<OrgNode[]>('/api/base/org/getTree', { where: { lazy: 1, org_id: 6 } });
    expect(under.data.map((n) => [n.id, n.name, n.is_leaf])).toEqual([
      [7, '销售一组', true],
      [8, '销售二组', true],
    ]);
    expect(under.data[0].children).toBeUndefined();
  });

  it('not lazy: the whole subtree nested; a name search answers matches flat', async () => {
    const tree = await lookup<OrgNode[]>('/api/base/org/getTree', { where: { org_id: 5 } });
    expect(tree.data.map((n) => n.id)).toEqual([5]);
    expect(tree.data[0].children?.map((n) => n.id)).toEqual([6, 9]);
    expect(tree.data[0].children?.[0].children?.map((n) => n.id)).toEqual([7, 8]);
    const whole = await lookup<OrgNode[]>('/api/base/org/getTree', { where: { need_all: 1 } });
    expect(whole.data.map((n) => n.id)).toEqual([1]);
    const search = await lookup<OrgNode[]>('/api/base/org/getTree', { where: { name: '销售' } });
    expect(search.data.map((n) => n.name)).toEqual(expect.arrayContaining(['销售中心', '华东销售部', '销售一组', '销售二组', '能源销售部']));
    expect(search.data.every((n) => n.children === undefined)).toBe(true);
    expect((await lookup<OrgNode[]>('/api/base/org/getTree', { where: { org_id: 99999 } })).data).toEqual([]);
  });

  it('refuses unknown conditions', async () => {
    const answer = await lookup('/api/base/org/getTree', { where: { lazy: 'yes' } });
    expect(answer.code).toBe(4400);
    expect((await lookup('/api/base/org/getTree', { where: [1] })).code).toBe(4400);
  });
});

describe('rule org ids', () => {
  it('answers the rule\'s organisations; 0, a negative id or an unknown rule answer none', async () => {
    expect((await lookup<number[]>('/api/base/org/getRuleOrgId', { id: 1 })).data).toEqual([5, 6, 7, 8, 9]);
    for (const id of [0, -3, 777]) {
      const answer = await lookup<number[]>('/api/base/org/getRuleOrgId', { id });
      expect(answer).toMatchObject({ code: 2000, data: [] });
    }
  });

  it('refuses a missing or non-numeric id', async () => {
    expect((await lookup('/api/base/org/getRuleOrgId')).code).toBe(4400);
    expect((await lookup('/api/base/org/getRuleOrgId', { id: 'abc' })).code).toBe(4400);
  });
});
