import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserOption } from '../../schemas/generated/user-option';
import { bearer, call, get, login, MOBILES, post, startTestServer, type TestServer } from './harness';

// Company 3 (上海华科, with its subsidiary 14 杭州华科) holds users 2-9, 11, 12, 14, 15 (刘洋, 6, also has a
// position in company 20); 10 吴敏 and 13 徐娜 are of company 20 only; 16 林涛 is disabled; the administrator (1)
// sits in the group above every company. 张伟 (4) is in 销售一组 (7) under 华东销售部 (6).
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

const COMPANY_3 = [2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 14, 15];
interface Page {
  data: UserOption[];
  total: number;
}
const search = (token: string, query: Record<string, unknown> = {}) => get<Page>(server.app, token, '/api/access/user/search', { limit: 50, ...query });
const ids = (page: Page): number[] => page.data.map((u) => u.id);
const choose = (token: string, payload: unknown) => post<{ user_id: number; count: number; last_at: string }>(server.app, token, '/api/access/user/updateFrequent', payload);

async function frequents(): Promise<unknown[]> {
  return server.database.db.selectFrom('user_frequents').selectAll().orderBy('user_id').orderBy('chosen_user_id').execute();
}

describe('user/search', () => {
  it('offers the active users of the caller\'s company with their department', async () => {
    const page = await search(clerk);
    expect(page.code).toBe(2000);
    expect(ids(page.data)).toEqual(COMPANY_3);
    expect(page.data.total).toBe(COMPANY_3.length);
    expect(page.data.data.find((u) => u.id === 4)).toEqual({ id: 4, user_name: '张伟', user_mobile: MOBILES.salesClerk, org_id: 7, org_name: '销售一组', is_frequent: 0 });
    // 刘洋's first position inside company 3: 大客户部.
    expect(page.data.data.find((u) => u.id === 6)).toMatchObject({ org_id: 9, org_name: '大客户部' });
    // The administrator, above every company, picks from everyone active.
    expect(ids((await search(admin)).data)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('pages with page and limit; the total is of every match', async () => {
    const third = await search(clerk, { page: 3, limit: 5 });
    expect(ids(third.data)).toEqual(COMPANY_3.slice(10));
    expect(third.data.total).toBe(12);
    expect((await search(clerk, { page: 4, limit: 5 })).data.data).toEqual([]);
    expect((await get<Page>(server.app, clerk, '/api/access/user/search')).data.data).toHaveLength(12);
  });

  it('select_parent 1 answers the users of the caller\'s parent organisation', async () => {
    expect(ids((await search(clerk, { select_parent: 1 })).data)).toEqual([3, 4, 7, 14]);
    expect(ids((await search(clerk, { select_parent: 0 })).data)).toEqual(COMPANY_3);
  });

  it('filters by keyword, name, mobile, organisation and ids, never beyond the company', async () => {
    expect(ids((await search(clerk, { where: { keyword: '张' } })).data)).toEqual([4]);
    expect(ids((await search(clerk, { where: { keyword: '13800000003' } })).data)).toEqual([4]);
    expect(ids((await search(clerk, { where: { user_name: ['like', '李'] } })).data)).toEqual([3]);
    expect(ids((await search(clerk, { where: { user_name: '磊' } })).data)).toEqual([7, 12]);
    expect(ids((await search(clerk, { where: { user_mobile: ['like', '0000001'] } })).data)).toEqual([2, 11, 12, 14, 15]);
    // Wildcards are taken literally.
    expect(ids((await search(clerk, { where: { user_name: '%' } })).data)).toEqual([]);
    expect(ids((await search(clerk, { where: { keyword: '_' } })).data)).toEqual([]);
    expect(ids((await search(clerk, { where: { org_id: 6 } })).data)).toEqual([3, 4, 7, 14]);
    expect(ids((await search(clerk, { where: { org_id: ['in', [9, 16]] } })).data)).toEqual([6, 8, 9, 12]);
    expect(ids((await search(clerk, { where: { org_id: [22, 23] } })).data)).toEqual([]);
    expect(ids((await search(clerk, { where: { org_id: 999_999 } })).data)).toEqual([]);
    // Chosen users resolved: one of another company is not answered.
    expect(ids((await search(clerk, { where: { id: ['in', [4, 10, 16, 999_999]] } })).data)).toEqual([4]);
    expect(ids((await search(clerk, { where: { id: ['not_in', [2, 3, 4]] } })).data)).toEqual(COMPANY_3.slice(3));
    expect(ids((await search(clerk, { user_id: 5 })).data)).toEqual([5]);
    expect(ids((await search(clerk, { user_id: 10 })).data)).toEqual([]);
  });
});

describe('user/updateFrequent', () => {
  it('counts the caller\'s choices; the picker then offers them first, most chosen first, unless searching by text', async () => {
    expect(await choose(clerk, { user_id: 14 })).toMatchObject({ code: 2000, data: { user_id: 14, count: 1, last_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) } });
    expect(await choose(clerk, { user_id: 14 })).toMatchObject({ code: 2000, data: { count: 2 } });
    expect(await choose(clerk, { user_id: 5 })).toMatchObject({ code: 2000, data: { count: 1 } });
    const opened = await search(clerk);
    expect(ids(opened.data)).toEqual([14, 5, ...COMPANY_3.filter((id) => id !== 14 && id !== 5)]);
    expect(opened.data.data.filter((u) => u.is_frequent === 1).map((u) => u.id)).toEqual([14, 5]);
    expect(ids((await search(clerk, { select_parent: 1 })).data)).toEqual([14, 3, 4, 7]);
    // A search by text keeps id order; the flag still says who is frequent.
    const found = await search(clerk, { where: { user_mobile: '0000001' } });
    expect(ids(found.data)).toEqual([2, 11, 12, 14, 15]);
    expect(found.data.data.find((u) => u.id === 14)?.is_frequent).toBe(1);
    // Someone else's picker is their own.
    expect(ids((await search(manager)).data)).toEqual(COMPANY_3);
  });

  it('refuses a user outside the caller\'s company (4403) and an unknown or disabled one (4404), writing nothing', async () => {
    const before = await frequents();
    const outside = await choose(clerk, { user_id: 10 });
    expect(outside).toMatchObject({ code: 4403, msg: '所选人员不在本公司' });
    const en = await call(server.app, { method: 'POST', url: '/api/access/user/updateFrequent', payload: { user_id: 10 }, headers: { ...bearer(clerk), 'accept-language': 'en' } });
    expect(en).toMatchObject({ code: 4403, msg: 'The chosen user is not in your company' });
    for (const userId of [16, 999_999]) expect(await choose(clerk, { user_id: userId })).toMatchObject({ code: 4404, msg: '人员不存在或已停用' });
    expect(await frequents()).toEqual(before);
  });

  it('malformed bodies and wrong types are 4400, writing nothing', async () => {
    const before = await frequents();
    const bad: unknown[] = [{}, { user_id: '14' }, { user_id: 0 }, { user_id: 1.5 }, { user_id: 2_147_483_648 }, { user_id: null }, { user_id: [14] }, { user_id: 14, add_user_id: 3 }, { user_id: 14, user_ids: [5] }, [14], { id: 14 }];
    for (const payload of bad) expect((await choose(clerk, payload)).code, JSON.stringify(payload)).toBe(4400);
    expect(await frequents()).toEqual(before);
  });
});

describe('user/search refuses bad parameters', () => {
  it('with 4400 (schema) or 4420 (where is not JSON)', async () => {
    const bad: Record<string, unknown>[] = [
      { limit: 51 }, { limit: 10_000 }, { limit: 0 }, { page: 0 }, { limit: '1e309' }, { select_parent: 2 }, { user_id: 0 }, { user_id: 'x' },
      { where: { nope: 1 } }, { where: { org_id: ['not_in', [6]] } }, { where: { id: [4] } }, { where: { id: ['like', [4]] } },
      { where: { keyword: 'x'.repeat(51) } }, { where: { user_name: ['=', '张伟'] } }, { where: { keyword: 'a\u0000' } }, { where: [1] }, { nope: 1 },
    ];
    for (const query of bad) expect((await search(clerk, query)).code, JSON.stringify(query)).toBe(4400);
    const notJson = await get(server.app, clerk, '/api/access/user/search', { where: '{"keyword":' });
    expect(notJson.code).toBe(4420);
    expect(notJson.msg).toContain('where');
    expect((await call(server.app, { method: 'GET', url: '/api/access/user/search' })).code).toBe(4001);
  });
});
