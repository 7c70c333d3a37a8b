import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedView } from '../../schemas/generated/saved-view';
import { get, login, MOBILES, startTestServer, type TestServer } from './harness';
import { allDefaultRows, allViewRows, BASE, MENU, newView, TABLE, viewClient, type ViewClient } from './views-helpers';

let server: TestServer;
let api: ViewClient;
beforeAll(async () => {
  server = await startTestServer(20);
  api = await viewClient(server);
});
afterAll(async () => {
  await server.close();
});

const ids = (views: SavedView[]) => views.map((v) => v.id);

describe('the seeded shared-view permission', () => {
  it('is a permission-only button filterViewCommon the managers hold on the contracts menu and the clerk does not', async () => {
    type Node = { id: number; perms: { flag: string; btn_func: string; btn_position: string }[]; children: Node[] };
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const perms = async (mobile: string) => {
      const { data } = await get<Node[]>(server.app, await login(server.app, mobile), '/api/access/account/perms', { app_id: 44 });
      return flat(data).find((n) => n.id === MENU)!.perms;
    };
    for (const mobile of [MOBILES.admin, MOBILES.companyManager, MOBILES.departmentManager]) {
      expect(await perms(mobile)).toContainEqual(expect.objectContaining({ flag: 'filterViewCommon', btn_func: 'permission', btn_position: 'none' }));
    }
    expect((await perms(MOBILES.salesClerk)).map((p) => p.flag)).not.toContain('filterViewCommon');
    expect((await api.list('manager')).data.canShare).toBe(true);
    expect((await api.list('clerk')).data.canShare).toBe(false);
  });
});

describe('a personal view, call by call', () => {
  it('add answers the view with the caller\'s stamps; detail and list answer the same', async () => {
    const added = await api.add('clerk', newView('我的草稿'));
    expect(added.code).toBe(2000);
    expect(added.data).toMatchObject({
      name: '我的草稿', type: 1, table_key: TABLE, perms_id: MENU, params: { where: [{ prop: 'status', value: 0 }] },
      table_fields: [{ key: 'contract_no', label: '合同编号', checked: true, fixed: 'left' }], is_default: 0, page_version: 'v1', editable: true,
      add_user_id: 4, add_user_name: '张伟', add_org_id: 7, add_org_name: '销售一组', add_company_id: 3, add_company_name: '上海华科供应链有限公司',
    });
    expect(added.data.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(await api.detail('clerk', added.data.id)).toEqual({ code: 2000, msg: 'success', data: added.data });
    const list = await api.list('clerk');
    expect(list.data.listData).toContainEqual(added.data);
    expect(list.data.defaultId).toBeNull();
  });

  it('update changes name, conditions, columns and the caller\'s default; value 0, null and [op, value] are kept as sent', async () => {
    const { data: view } = await api.add('clerk', newView('待改'));
    const where = [{ prop: 'amount', value: ['>=', 0] }, { prop: 'remark', searchName: 'remark_kw', value: null, isNull: true }];
    const updated = await api.update('clerk', { id: view.id, name: '  已改  ', type: 1, params: { where }, table_fields: null, is_default: 1 });
    expect(updated.code).toBe(2000);
    expect(updated.data).toMatchObject({ id: view.id, name: '已改', params: { where }, table_fields: null, is_default: 1, page_version: 'v1' });
    expect((await api.list('clerk')).data.defaultId).toBe(view.id);
    const cleared = await api.update('clerk', { id: view.id, name: '已改', type: 1, params: { where }, is_default: 0 });
    expect(cleared.data.is_default).toBe(0);
    expect((await api.list('clerk')).data.defaultId).toBeNull();
  });

  it('setDefault keeps one default at a time; status 0 clears it', async () => {
    const a = (await api.add('clerk', newView('默认甲'))).data;
    const b = (await api.add('clerk', newView('默认乙'))).data;
    expect((await api.setDefault('clerk', a.id, 1)).data).toMatchObject({ id: a.id, is_default: 1 });
    expect((await api.setDefault('clerk', b.id, 1)).data.is_default).toBe(1);
    const list = (await api.list('clerk')).data;
    expect(list.defaultId).toBe(b.id);
    expect(list.listData.filter((v) => v.is_default === 1).map((v) => v.id)).toEqual([b.id]);
    expect((await api.setDefault('clerk', b.id, 0)).data.is_default).toBe(0);
    expect((await api.list('clerk')).data.defaultId).toBeNull();
  });

  it('del removes the view, and the default that pointed at it', async () => {
    const view = (await api.add('clerk', newView('将删除', { is_default: 1 }))).data;
    expect(view.is_default).toBe(1);
    expect(await api.del('clerk', view.id)).toEqual({ code: 2000, msg: 'success', data: null });
    expect(await api.detail('clerk', view.id)).toMatchObject({ code: 4404, msg: '没有查到视图数据', data: null });
    const list = (await api.list('clerk')).data;
    expect(list.defaultId).toBeNull();
    expect(ids(list.listData)).not.toContain(view.id);
    expect((await allDefaultRows(server)).some((d) => d.view_id === view.id)).toBe(false);
  });

  it('defaultName is the first free 自定义视图N of the caller\'s list', async () => {
    const table = { table_key: 'default_name_list' };
    expect((await api.get<{ name: string | null }>('colleague', 'defaultName', table)).data).toEqual({ name: '自定义视图1' });
    await api.add('colleague', newView('自定义视图1', table));
    await api.add('colleague', newView('自定义视图3', table));
    expect((await api.get<{ name: string | null }>('colleague', 'defaultName', table)).data).toEqual({ name: '自定义视图2' });
  });

  it('defaultFields/saveDefaultFields keep the hidden #默认字段配置# view, never listed; null removes it', async () => {
    const fields = [{ key: 'amount', checked: false, fixed: false }, { key: 'contract_no', label: '编号', checked: true, fixed: 'left' }];
    expect((await api.get('manager', 'defaultFields')).data).toEqual({ table_fields: null });
    expect(await api.post('manager', 'saveDefaultFields', { table_key: TABLE, perms_id: MENU, table_fields: fields })).toEqual({ code: 2000, msg: 'success', data: { table_fields: fields } });
    expect((await api.post('manager', 'saveDefaultFields', { table_key: TABLE, perms_id: MENU, table_fields: fields.slice(1) })).data).toEqual({ table_fields: fields.slice(1) });
    expect((await api.get('manager', 'defaultFields')).data).toEqual({ table_fields: fields.slice(1) });
    expect((await api.get('clerk', 'defaultFields')).data).toEqual({ table_fields: null });
    const hidden = (await allViewRows(server)).filter((r) => r.name === '#默认字段配置#');
    expect(hidden).toHaveLength(1);
    expect(ids((await api.list('manager')).data.listData)).not.toContain(hidden[0].id);
    expect(await api.detail('manager', hidden[0].id)).toMatchObject({ code: 4404 });
    expect((await api.post('manager', 'saveDefaultFields', { table_key: TABLE, perms_id: MENU, table_fields: null })).data).toEqual({ table_fields: null });
    expect((await allViewRows(server)).filter((r) => r.name === '#默认字段配置#')).toHaveLength(0);
  });
});

describe('limits and bad input: a clear error, nothing written', () => {
  async function refused(body: Record<string, unknown>, msg: string, code = 4400) {
    const before = await allViewRows(server);
    expect(await api.add('clerk', body)).toEqual({ code, msg, data: null });
    expect(await allViewRows(server)).toEqual(before);
  }

  it('a 21st view of a list is refused; the hidden default-columns view does not count', async () => {
    const table = { table_key: 'limit_list' };
    const columns = { ...table, perms_id: MENU, table_fields: [{ key: 'amount', checked: true, fixed: false }] };
    expect((await api.post('admin', 'saveDefaultFields', columns)).code).toBe(2000);
    for (let n = 1; n <= 20; n++) expect((await api.add('admin', newView(`视图${n}`, table))).code).toBe(2000);
    expect((await api.get<{ name: string | null }>('admin', 'defaultName', table)).data.name).toBe('自定义视图1');
    const before = await allViewRows(server);
    expect(await api.add('admin', newView('第二十一个', table))).toEqual({ code: 4400, msg: '最多保存20个视图', data: null });
    expect(await allViewRows(server)).toEqual(before);
    expect((await api.list('admin', table)).data.listData).toHaveLength(20);
  });

  it('adds at once at 19 views make exactly the 20th', async () => {
    const table = { table_key: 'race_list' };
    for (let n = 1; n <= 19; n++) await api.add('companyManager', newView(`并发${n}`, table));
    const answers = await Promise.all(['甲', '乙', '丙', '丁', '戊', '己'].map((name) => api.add('companyManager', newView(name, table))));
    expect(answers.map((a) => a.code).sort()).toEqual([2000, 4400, 4400, 4400, 4400, 4400]);
    expect((await api.list('companyManager', table)).data.listData).toHaveLength(20);
  });

  it('names: over 20 characters, blank, reserved or already used in the list', async () => {
    await refused(newView('一二三四五六七八九十一二三四五六七八九十一'), '视图名称不能超过20个字符');
    expect((await api.add('clerk', newView('  一二三四五六七八九十一二三四五六七八九十  '))).data.name).toBe('一二三四五六七八九十一二三四五六七八九十');
    await refused(newView('   '), '请填写视图名称');
    await refused(newView(''), '请填写视图名称');
    await refused({ ...newView('x'), name: undefined }, '请填写视图名称');
    await refused(newView('#默认字段配置#'), '视图名称不能使用 #默认字段配置#');
    await api.add('clerk', newView('重名'));
    await refused(newView('重名'), '视图名称“重名”已存在');
  });

  it('type missing or not 1/2, conditions empty or missing', async () => {
    await refused({ ...newView('无类型'), type: undefined }, '请选择视图类型');
    await refused(newView('类型3', { type: 3 }), '请选择视图类型');
    await refused(newView('空条件', { params: { where: [] } }), '至少保留一个条件');
    await refused(newView('无条件', { params: {} }), '至少保留一个条件');
    await refused(newView('无参数', { params: undefined }), '至少保留一个条件');
  });

  it('an update with bad input changes nothing', async () => {
    const view = (await api.add('clerk', newView('保持不变'))).data;
    const before = await allViewRows(server);
    expect(await api.update('clerk', { id: view.id, name: 'a'.repeat(21), type: 1, params: view.params })).toMatchObject({ code: 4400, msg: '视图名称不能超过20个字符' });
    expect(await api.update('clerk', { id: view.id, name: '保持不变', type: 1, params: { where: [] } })).toMatchObject({ code: 4400, msg: '至少保留一个条件' });
    expect(await api.update('clerk', { id: view.id, name: '保持不变', params: view.params })).toMatchObject({ code: 4400, msg: '请选择视图类型' });
    expect(await allViewRows(server)).toEqual(before);
  });

  it('conditions over 16 KB, a bad condition, a repeated column: clear 4400s', async () => {
    await refused(newView('太大', { params: { where: [{ prop: 'remark', value: 'x'.repeat(17_000) }] } }), '视图条件过大，最多 16 KB');
    const bad = await api.add('clerk', newView('坏条件', { params: { where: [{ value: 1 }] } }));
    expect(bad).toMatchObject({ code: 4400, data: null });
    expect(bad.msg).toBe('每个条件须指明字段（prop 或 searchName）');
    const twice = [{ key: 'amount', checked: true, fixed: false }, { key: 'amount', checked: false, fixed: false }];
    await refused(newView('重复列', { table_fields: twice }), '列 amount 重复');
  });

  it('answers in English when the language cookie says so', async () => {
    expect(await api.add('clerk', newView('x'.repeat(21)), { cookie: 'language=en' })).toMatchObject({ code: 4400, msg: 'The view name can have at most 20 characters' });
  });

  it('malformed requests are 4400 envelopes, never a 500', async () => {
    const json = { 'content-type': 'application/json' };
    for (const payload of ['{', '[]', 'null', '"x"', JSON.stringify({ ...newView('x'), extra: 1 }), JSON.stringify(newView('x', { params: { where: 'status' } }))]) {
      expect((await api.raw('clerk', { method: 'POST', url: `${BASE}/add`, payload, headers: json })).code).toBe(4400);
    }
    expect((await api.raw('clerk', { method: 'GET', url: `${BASE}/detail?id=abc` })).code).toBe(4400);
    expect((await api.raw('clerk', { method: 'GET', url: `${BASE}/list?perms_id=301` })).code).toBe(4400);
    expect((await api.post('clerk', 'setDefault', { id: 1, status: 2 })).code).toBe(4400);
    expect((await api.post('clerk', 'del', { id: -1 })).code).toBe(4400);
    expect((await api.post('clerk', 'update', { id: 'x', name: 'a', type: 1, params: { where: [{ prop: 'a', value: 1 }] } })).code).toBe(4400);
  });
});

describe('shared views and the permission', () => {
  let shared: SavedView;
  beforeAll(async () => {
    const added = await api.add('manager', newView('华东共享', { type: 2 }));
    expect(added.code).toBe(2000);
    shared = added.data;
  });

  it('the department manager shares a view; colleagues of the company see it, not editable without the permission', async () => {
    expect(shared).toMatchObject({ type: 2, editable: true, add_user_name: '李明', add_company_id: 3 });
    for (const who of ['clerk', 'colleague', 'companyManager'] as const) {
      const seen = (await api.list(who)).data.listData.find((v) => v.id === shared.id);
      expect(seen).toMatchObject({ name: '华东共享', editable: who === 'companyManager' });
      expect((await api.detail(who, shared.id)).code).toBe(2000);
    }
  });

  it('another company does not see it: not listed, detail not found', async () => {
    expect(ids((await api.list('otherCompany')).data.listData)).not.toContain(shared.id);
    expect(await api.detail('otherCompany', shared.id)).toEqual({ code: 4404, msg: '没有查到视图数据', data: null });
    expect((await api.setDefault('otherCompany', shared.id, 1)).code).toBe(4404);
  });

  it('without the permission: no shared view created, none changed or deleted, no own view made shared', async () => {
    const before = await allViewRows(server);
    expect(await api.add('clerk', newView('伪造共享', { type: 2 }))).toEqual({ code: 4403, msg: '没有共享视图权限', data: null });
    expect(await api.update('clerk', { id: shared.id, name: '篡改', type: 2, params: shared.params })).toEqual({ code: 4403, msg: '没有共享视图权限', data: null });
    expect(await api.update('clerk', { id: shared.id, name: '篡改', type: 1, params: shared.params })).toMatchObject({ code: 4403 });
    expect(await api.del('clerk', shared.id)).toEqual({ code: 4403, msg: '没有共享视图权限', data: null });
    expect(await allViewRows(server)).toEqual(before);

    const own = (await api.add('clerk', newView('想共享'))).data;
    const withOwn = await allViewRows(server);
    expect(await api.update('clerk', { id: own.id, name: '想共享', type: 2, params: own.params })).toEqual({ code: 4403, msg: '没有共享视图权限', data: null });
    expect(await allViewRows(server)).toEqual(withOwn);
  });

  it('with the permission, a colleague of the company edits it, but only its creator may make it personal', async () => {
    const edited = await api.update('companyManager', { id: shared.id, name: '华东共享（改）', type: 2, params: { where: [{ prop: 'status', value: 2 }] } });
    expect(edited.data).toMatchObject({ name: '华东共享（改）', add_user_name: '李明', editable: true });
    const before = await allViewRows(server);
    expect(await api.update('companyManager', { id: shared.id, name: '私有', type: 1, params: shared.params })).toEqual({
      code: 4403, msg: '只有视图创建人可以将共享视图改为个人视图', data: null,
    });
    expect(await allViewRows(server)).toEqual(before);
  });

  it('defaults are per user: the clerk\'s default of a shared view leaves the manager\'s alone; deleting it clears every user\'s', async () => {
    const mine = (await api.add('manager', newView('经理自己的', { is_default: 1 }))).data;
    const view = (await api.add('manager', newView('共享默认', { type: 2 }))).data;
    expect((await api.setDefault('clerk', view.id, 1)).data.is_default).toBe(1);
    expect((await api.setDefault('colleague', view.id, 1)).data.is_default).toBe(1);
    expect((await api.list('manager')).data.defaultId).toBe(mine.id);
    expect((await api.detail('manager', view.id)).data.is_default).toBe(0);
    expect((await api.setDefault('clerk', view.id, 0)).data.is_default).toBe(0);
    expect((await api.list('colleague')).data.defaultId).toBe(view.id);

    expect((await api.del('manager', view.id)).code).toBe(2000);
    expect((await api.list('colleague')).data.defaultId).toBeNull();
    expect((await api.list('manager')).data.defaultId).toBe(mine.id);
  });
});

describe('what a caller cannot reach', () => {
  it('another user\'s personal view is "not found" for every call, and stays as it was', async () => {
    const view = (await api.add('clerk', newView('张伟私有'))).data;
    const before = await allViewRows(server);
    const defaults = await allDefaultRows(server);
    const notFound = { code: 4404, msg: '没有查到视图数据', data: null };
    expect(await api.detail('manager', view.id)).toEqual(notFound);
    expect(await api.update('manager', { id: view.id, name: '篡改', type: 1, params: view.params })).toEqual(notFound);
    expect(await api.del('manager', view.id)).toEqual(notFound);
    expect(await api.setDefault('manager', view.id, 1)).toEqual(notFound);
    expect(await api.detail('manager', 999_999)).toEqual(notFound);
    expect(ids((await api.list('colleague')).data.listData)).not.toContain(view.id);
    expect(await allViewRows(server)).toEqual(before);
    expect(await allDefaultRows(server)).toEqual(defaults);
  });

  it('a list whose menu the role does not hold is 4403 for every call, and writes nothing', async () => {
    const stock = { perms_id: 402 };
    const forbidden = { code: 4403, msg: '没有该功能的访问权限', data: null };
    const before = await allViewRows(server);
    expect(await api.list('clerk', stock)).toEqual(forbidden);
    expect(await api.get('clerk', 'defaultName', stock)).toEqual(forbidden);
    expect(await api.get('clerk', 'defaultFields', stock)).toEqual(forbidden);
    expect(await api.add('clerk', newView('越权', stock))).toEqual(forbidden);
    expect(await api.post('clerk', 'saveDefaultFields', { table_key: TABLE, perms_id: 402, table_fields: [] })).toEqual(forbidden);
    expect(await allViewRows(server)).toEqual(before);
  });
});
