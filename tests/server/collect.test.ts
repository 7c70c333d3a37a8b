import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrgNode } from '../../schemas/generated/lookups';
import { bearer, call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// The seed's tree: 3 上海华科 (company) / 4 华科国贸 (entity) / 5 销售中心 / 6 华东销售部 / 7 销售一组, 8 销售二组;
// 20 深圳华科 is another company. 张伟 (user 4) sits in 7 of company 3; 李明 (user 3) in 6; the administrator in 1.
let server: TestServer;
let clerk: string;
let manager: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer(30);
  [clerk, manager, admin] = await Promise.all([login(server.app, MOBILES.salesClerk), login(server.app, MOBILES.departmentManager), login(server.app, MOBILES.admin)]);
});
afterAll(async () => {
  await server.close();
});

const CLERK = { id: 4, org: 7, company: 3 };
const save = (token: string, body: unknown) => post<{ is_collected: number }>(server.app, token, '/api/base/collect/saveData', body);
const cancel = (token: string, body: unknown) => post<{ is_collected: number }>(server.app, token, '/api/base/collect/cancelData', body);
const collected = (token: string, query: Record<string, unknown> = {}) => get<OrgNode[]>(server.app, token, '/api/base/org/getCollectOrg', query);
const tree = (token: string, where: Record<string, unknown>) => get<OrgNode[]>(server.app, token, '/api/base/org/getTree', { where });
const body = (dataId: number, label = 'department', extra: Record<string, unknown> = {}) => ({ group: 'hkwl', label, data_id: dataId, ...extra });

/** Every collect row, to show a refused call changed nothing. */
async function rows(): Promise<unknown[]> {
  return server.database.db.selectFrom('collects').select(['user_id', 'collect_group', 'label', 'data_id', 'add_org_id', 'add_company_id']).orderBy('id').execute();
}

describe('saveData, getCollectOrg and getTree', () => {
  it('collects for the caller, stamped from the session; saving again changes nothing', async () => {
    expect(await save(clerk, body(8))).toMatchObject({ code: 2000, data: { group: 'hkwl', label: 'department', data_id: 8, is_collected: 1 } });
    expect(await save(clerk, body(8))).toMatchObject({ code: 2000, data: { is_collected: 1 } });
    expect(await rows()).toEqual([{ user_id: CLERK.id, collect_group: 'hkwl', label: 'department', data_id: 8, add_org_id: CLERK.org, add_company_id: CLERK.company }]);
  });

  it('getCollectOrg answers the caller\'s collected organisations as tree nodes, by label and company', async () => {
    const mine = await collected(clerk);
    expect(mine.code).toBe(2000);
    expect(mine.data).toEqual([{ id: 8, pid: 6, name: '销售二组', short_name: '销售二组', path_name: expect.stringContaining('销售二组'), deal_path_name: expect.stringContaining('销售二组'), is_leaf: true, can_selected: true, is_collected: 1 }]);
    expect((await collected(clerk, { label: 'department', company_org_id: 3 })).data.map((n) => n.id)).toEqual([8]);
    expect((await collected(clerk, { label: 'entity' })).data).toEqual([]);
    expect((await collected(clerk, { company_org_id: 20 })).data).toEqual([]);
    expect((await collected(clerk, { company_org_id: 999_999 })).data).toEqual([]);
    // Another user's favourites are their own.
    expect((await collected(manager)).data).toEqual([]);
  });

  it('getTree marks the caller\'s collected nodes, nested ones too, by the tree\'s collect label', async () => {
    const level = await tree(clerk, { lazy: 1, org_id: 6 });
    expect(level.data.map((n) => [n.id, n.is_collected])).toEqual([[7, 0], [8, 1]]);
    expect((await tree(manager, { lazy: 1, org_id: 6 })).data.map((n) => [n.id, n.is_collected])).toEqual([[7, 0], [8, 0]]);

    expect(await save(clerk, body(4, 'entity'))).toMatchObject({ code: 2000 });
    const entities = await tree(clerk, { lazy: 1, org_id: 3, label: 'company,entity' });
    expect(entities.data.find((n) => n.id === 4)?.is_collected).toBe(1);
    // Collected in the company-only picker, not in the department picker.
    const departments = await tree(clerk, { lazy: 1, org_id: 3, label: 'department' });
    expect(departments.data.find((n) => n.id === 4)?.is_collected).toBe(0);
    // Without a label both count; nested children carry the flag too.
    const whole = await tree(clerk, { org_id: 4 });
    const flags: [number, number | undefined][] = [];
    const walk = (nodes: readonly OrgNode[]): void => nodes.forEach((n) => (flags.push([n.id, n.is_collected]), walk(n.children ?? [])));
    walk(whole.data);
    expect(flags.filter(([, flag]) => flag === 1).map(([id]) => id)).toEqual([4, 8]);
    expect(flags.every(([, flag]) => flag === 0 || flag === 1)).toBe(true);
    expect((await collected(clerk)).data.map((n) => n.id)).toEqual([4, 8]);
  });

  it('accepts the spec\'s add_* stamps when they are the caller\'s own; the administrator has no company', async () => {
    expect(await save(clerk, body(9, 'department', { add_user_id: CLERK.id, add_org_id: CLERK.org, add_company_id: CLERK.company }))).toMatchObject({ code: 2000 });
    expect(await save(admin, body(20, 'entity', { add_user_id: 1, add_org_id: 1, add_company_id: null }))).toMatchObject({ code: 2000 });
    expect((await collected(admin)).data.map((n) => n.id)).toEqual([20]);
  });

  it('cancelData uncollects; cancelling again or what was never collected changes nothing', async () => {
    expect(await cancel(clerk, body(9))).toMatchObject({ code: 2000, data: { data_id: 9, is_collected: 0 } });
    const before = await rows();
    expect(await cancel(clerk, body(9))).toMatchObject({ code: 2000, data: { is_collected: 0 } });
    expect(await cancel(clerk, body(12))).toMatchObject({ code: 2000 });
    // The department label's row goes, the entity one of the same organisation would stay.
    expect(await cancel(clerk, body(4, 'department'))).toMatchObject({ code: 2000 });
    expect(await rows()).toEqual(before);
    expect((await collected(clerk)).data.map((n) => n.id)).toEqual([4, 8]);
  });
});

describe('bad input: a clear envelope error, nothing changed', () => {
  it('a collect forged for another user, org or company is refused with 4403', async () => {
    const before = await rows();
    for (const forged of [{ add_user_id: 3 }, { add_user_id: 1 }, { add_org_id: 6 }, { add_company_id: 20 }, { add_company_id: null }, { add_user_id: CLERK.id, add_org_id: 8 }]) {
      for (const write of [save, cancel]) {
        const answer = await write(clerk, body(8, 'department', forged));
        expect(answer.code, JSON.stringify(forged)).toBe(4403);
        expect(answer.msg).toBe('只能以当前登录人收藏，不能替其他人员、部门或公司收藏');
      }
    }
    const en = await call(server.app, { method: 'POST', url: '/api/base/collect/saveData', payload: body(10, 'department', { add_user_id: 3 }), headers: { ...bearer(clerk), 'accept-language': 'en' } });
    expect(en).toMatchObject({ code: 4403, msg: 'You can only collect as yourself, not for another user, department or company' });
    expect(await rows()).toEqual(before);
    // The forged user has nothing collected.
    expect((await collected(manager)).data).toEqual([]);
  });

  it('an unknown organisation or a position is 4404', async () => {
    const before = await rows();
    for (const dataId of [999_999, 104]) {
      const answer = await save(clerk, body(dataId));
      expect(answer.code).toBe(4404);
      expect(answer.msg).toBe('组织不存在');
    }
    expect(await rows()).toEqual(before);
  });

  it('malformed bodies and wrong types are 4400 naming the problem', async () => {
    const before = await rows();
    const bad: unknown[] = [
      {}, { group: 'hkwl', label: 'department' }, body(8, 'company'), body(8, ''), { ...body(8), group: 'other' }, { ...body(8), group: 'HKWL' },
      { ...body(8), data_id: '8' }, { ...body(8), data_id: 0 }, { ...body(8), data_id: -1 }, { ...body(8), data_id: 1.5 }, { ...body(8), data_id: 2_147_483_648 },
      { ...body(8), data_id: null }, { ...body(8), data_id: [8] }, { ...body(8), user_id: 3 }, { ...body(8), add_user_id: '3' }, { ...body(8), add_user_id: 0 },
      { ...body(8), label: ['department'] }, [body(8)], { ...body(8), group: 'x'.repeat(70_000) },
    ];
    for (const payload of bad) {
      for (const write of [save, cancel]) {
        const answer = await write(clerk, payload);
        expect(answer.code, JSON.stringify(payload).slice(0, 100)).toBe(4400);
        expect(answer.msg).toMatch(/^请求参数有误：\S/);
      }
    }
    const notJson = await call(server.app, { method: 'POST', url: '/api/base/collect/saveData', payload: '{"group":"hkwl",', headers: { ...bearer(clerk), 'content-type': 'application/json' } });
    expect(notJson.code).toBe(4400);
    expect(await rows()).toEqual(before);
  });

  it('getCollectOrg refuses bad parameters; without a session every call is 4001', async () => {
    for (const query of [{ label: 'company' }, { company_org_id: 0 }, { company_org_id: 'x' }, { company_org_id: '1e309' }, { user_id: 3 }]) {
      expect((await collected(clerk, query)).code, JSON.stringify(query)).toBe(4400);
    }
    expect((await call(server.app, { method: 'GET', url: '/api/base/org/getCollectOrg' })).code).toBe(4001);
    expect((await call(server.app, { method: 'POST', url: '/api/base/collect/saveData', payload: body(8) })).code).toBe(4001);
  });
});
