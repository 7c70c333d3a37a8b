import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSteps } from '../../codecs/action-steps';
import type { ActionSteps } from '../../schemas/generated/action-steps';
import type { PageDefinition } from '../../schemas/generated/page-definition';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import type { CheckAnswer, DefinitionProblem, PageRow } from '../../schemas/generated/studio';
import { bearer, call, get, login, MOBILES, startTestServer, type TestServer } from './harness';

/**
 * Pages as data (issue 23): a business page (its menu, columns, buttons and role grants) published by the
 * administrator from the studio over a resource published the same way; a clerk then opens it and writes through
 * it, without a code change or a restart. Mistakes are answered one by one at their JSON paths, changing nothing.
 */

const LEASE: ResourceDefinition = {
  name: 'page_lease', module: 'lease', table: 'page_leases', label: { zh: '设备租赁', en: 'Equipment leases' },
  fields: [
    { name: 'customer_name', type: 'text', maxLength: 200 },
    { name: 'monthly_rent', type: 'money' },
    { name: 'start_date', type: 'date', nullable: true },
  ],
  defaultOrder: 'id desc',
};

const CLERK_ROLE = 4;
const PAGE: PageDefinition = {
  key: 'lease_list',
  menu: { parent: 300, name: { zh: '设备租赁', en: 'Equipment leases' }, flag: '/lease/equipment', resource: 'page_lease', icon: 'file' },
  func_config: { page_type: 1, row_key: 'id' },
  fields: [
    { prop: 'customer_name', label: { zh: '客户名称', en: 'Customer' }, config: { searchType: 'input', width: 200 } },
    { prop: 'monthly_rent', label: { zh: '月租金', en: 'Monthly rent' }, config: { valueType: 'money', moneyFormat: 2 } },
  ],
  buttons: [{ flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'currentpage', btn_type: 'primary', func_config: { url: '/message' } }],
  grants: [
    { role_id: 1, data_scope: 'all', buttons: ['add'] },
    { role_id: CLERK_ROLE, data_scope: 'oneself', buttons: ['add'] },
  ],
};

let server: TestServer;
let admin: string;
let clerk: string;

function studio<T = CheckAnswer>(url: string, payload?: object, token = admin) {
  return call<T>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function menuId(): Promise<number> {
  const rows = await studio<PageRow[]>('page/index');
  return rows.data.find((r) => r.key === 'lease_list')!.menu_id;
}

interface Node {
  id: number;
  children: Node[];
}

/** The menu ids of the caller's sidebar tree (account/perms). */
async function menusOf(token: string): Promise<number[]> {
  const tree = await get<Node[]>(server.app, token, '/api/access/account/perms', { app_id: 44 });
  const ids: number[] = [];
  const walk = (nodes: Node[]) => nodes.forEach((n) => (ids.push(n.id), walk(n.children)));
  walk(tree.data);
  return ids;
}

beforeAll(async () => {
  server = await startTestServer(20);
  admin = await login(server.app, MOBILES.admin);
  clerk = await login(server.app, MOBILES.salesClerk);
  expect(await studio('resource/publish', { definition: LEASE })).toMatchObject({ code: 2000 });
});
afterAll(async () => server.close());

describe('pages as data', () => {
  it('refuses a page to anyone but the administrator, and changes nothing', async () => {
    for (const url of ['page/index', 'page/detail?name=lease_list']) expect((await studio(url, undefined, clerk)).code).toBe(4403);
    expect((await studio('page/publish', { definition: PAGE }, clerk)).code).toBe(4403);
    expect(await server.database.db.selectFrom('perm_nodes').select('id').where('flag', '=', '/lease/equipment').execute()).toEqual([]);
  });

  it('answers each mistake at its JSON path, and writes no menu', async () => {
    // The pages shipped as configuration (server/db/seed/configured) are there from the start.
    const before = (await studio<PageRow[]>('page/index')).data;
    expect(before.map((p) => p.key)).toContain('bi_dashboard');
    const series = { resource: '/api/lease/page_lease', group_field: 'start_date', bucket: 'month', label: '租约数' };
    const chart = { type: 'chart', title: '月度租约', kind: 'bar', series: [series] };
    const dashboard = (c: object) => ({ ...PAGE, func_config: { page_type: 4, charts: [c] } });
    const steps = (program: object[]) => ({ ...PAGE, buttons: [PAGE.buttons![0], { flag: 'copy', name: { zh: '复制', en: 'Copy' }, btn_func: 'function', btn_position: 'mult', func_config: { steps: program } }] });
    const labelSteps = (labelConfig: object) => ({ ...PAGE, fields: [PAGE.fields![0], { ...PAGE.fields![1], config: { labelType: 'function', labelConfig } }] });
    const cases: { definition: unknown; path: string; code: DefinitionProblem['code'] }[] = [
      { definition: { ...PAGE, menu: { ...PAGE.menu, resource: 'nope' } }, path: '/menu/resource', code: 'unknownResource' },
      { definition: { ...PAGE, menu: { ...PAGE.menu, parent: 301 } }, path: '/menu/parent', code: 'unknownMenu' },
      { definition: { ...PAGE, menu: { ...PAGE.menu, flag: '/contract/sales' } }, path: '/menu/flag', code: 'flagTaken' },
      { definition: { ...PAGE, fields: [...PAGE.fields!, { prop: 'colour', label: { zh: '颜色', en: 'Colour' } }] }, path: '/fields/2/prop', code: 'unknownColumn' },
      { definition: { ...PAGE, grants: [{ role_id: 999, data_scope: 'all' }] }, path: '/grants/0/role_id', code: 'unknownRole' },
      { definition: { ...PAGE, grants: [{ role_id: 1, data_scope: 'all', buttons: ['del'] }] }, path: '/grants/0/buttons/0', code: 'unknownButton' },
      { definition: { ...PAGE, buttons: [...PAGE.buttons!, PAGE.buttons![0]] }, path: '/buttons/1/flag', code: 'duplicate' },
      { definition: { ...PAGE, grants: [{ role_id: 1, data_scope: 'everyone' }] }, path: '/grants/0/data_scope', code: 'schema' },
      { definition: { ...PAGE, menu: { ...PAGE.menu, id: 5 } }, path: '/menu/id', code: 'immutable' },
      { definition: { ...PAGE, buttons: [{ ...PAGE.buttons![0], btn_func: 'currentpage', func_config: { url: '/lease/nowhere?data_id={id}' } }] }, path: '/buttons/0/func_config/url', code: 'unknownRoute' },
      { definition: { ...PAGE, func_config: { page_type: 2, form: { resource: '/api/lease/nope', schema: { type: 'object', properties: {} } } } }, path: '/func_config/form/resource', code: 'unknownResource' },
      // func_config as the browser's compiler and renderers read it: an unknown key, a table renderer there is none
      // of, a form component no renderer draws (the form page renderer's own schema), each at its path.
      { definition: { ...PAGE, func_config: { page_type: 1, row_keys: 'id' } }, path: '/func_config/row_keys', code: 'schema' },
      // A button's judge expression, compiled over the resource's columns as the browser's evaluator will read it.
      { definition: { ...PAGE, buttons: [{ ...PAGE.buttons![0], func_config: { hideWhen: { expression: 'colour > 1' } } }] }, path: '/buttons/0/func_config/hideWhen/expression', code: 'invalid' },
      { definition: { ...PAGE, buttons: [{ ...PAGE.buttons![0], func_config: { disableWhen: { expression: 'monthly_rent >' } } }] }, path: '/buttons/0/func_config/disableWhen/expression', code: 'invalid' },
      // Programs of steps (a function button's config.steps, a function label's steps and condition): each formula,
      // placeholder, filter key and route checked over the resource's columns, at its path in the program.
      { definition: steps([{ copy: '{colour}' }]), path: '/buttons/1/func_config/steps/0/copy', code: 'invalid' },
      { definition: steps([{ let: { net: 'monthly_rent / rate' } }, { copy: '{net}' }]), path: '/buttons/1/func_config/steps/0/let/net', code: 'invalid' },
      { definition: steps([{ let: { monthly_rent: '1' } }]), path: '/buttons/1/func_config/steps/0/let/monthly_rent', code: 'invalid' },
      { definition: steps([{ when: 'monthly_rent >', refresh: true }]), path: '/buttons/1/func_config/steps/0/when', code: 'invalid' },
      { definition: steps([{ navigate: '/lease/nowhere?id={id}' }]), path: '/buttons/1/func_config/steps/0/navigate', code: 'unknownRoute' },
      { definition: steps([{ copy: '{customer_name}', refresh: true }]), path: '/buttons/1/func_config/steps/0', code: 'invalid' },
      { definition: steps([{ open: 'javascript:alert(1)' }]), path: '/buttons/1/func_config/steps/0/open', code: 'invalid' },
      { definition: steps([{ copyy: '{customer_name}' }]), path: '/buttons/1/func_config/steps/0/copyy', code: 'schema' },
      { definition: steps([{ notify: '好', level: 'info' }]), path: '/buttons/1/func_config/steps/0/level', code: 'schema' },
      { definition: labelSteps({ steps: [{ filter: { colour: '{monthly_rent}' } }] }), path: '/fields/1/config/labelConfig/steps/0/filter/colour', code: 'unknownColumn' },
      { definition: labelSteps({ when: 'monthly_rent >', steps: [{ refresh: true }] }), path: '/fields/1/config/labelConfig/when', code: 'invalid' },
      { definition: labelSteps({ steps: [] }), path: '/fields/1/config/labelConfig/steps', code: 'schema' },
      { definition: { ...PAGE, func_config: { page_type: 1, table_type: 'pivot-table' } }, path: '/func_config/table_type', code: 'schema' },
      {
        definition: { ...PAGE, func_config: { page_type: 2, form: { resource: '/api/lease/page_lease', schema: { type: 'object', properties: { rent: { type: 'number', title: '租金', title_en: 'Rent', 'x-component': 'Slider' } } } } } },
        path: '/func_config/form/schema/properties/rent/x-component', code: 'schema',
      },
      // A form's and a dashboard's buttons are not compiled into a toolbar: a mistyped btn_func is refused all the same.
      {
        definition: { ...PAGE, buttons: [{ ...PAGE.buttons![0], btn_func: 'interfcae' }], func_config: { page_type: 2, form: { resource: '/api/lease/page_lease', schema: { type: 'object', properties: {} } } } },
        path: '/buttons/0/btn_func', code: 'schema',
      },
      { definition: { ...dashboard({ ...chart }), buttons: [{ ...PAGE.buttons![0], btn_func: 'exprot' }] }, path: '/buttons/0/btn_func', code: 'schema' },
      // moneyFormat on a column shown as text (a text field's, or one told to be text) would be ignored: refused, at its
      // path. A money field's column without a valueType is money (its field's type), so its decimals hold.
      { definition: { ...PAGE, fields: [{ ...PAGE.fields![0], config: { moneyFormat: 2 } }, PAGE.fields![1]] }, path: '/fields/0/config/moneyFormat', code: 'invalid' },
      { definition: { ...PAGE, fields: [PAGE.fields![0], { ...PAGE.fields![1], config: { moneyFormat: 2, valueType: 'text' } }] }, path: '/fields/1/config/moneyFormat', code: 'invalid' },
      // A dashboard's charts, checked with the chart renderer's schema and against the resources.
      { definition: dashboard({ ...chart, kind: 'donut' }), path: '/func_config/charts/0/kind', code: 'schema' },
      { definition: dashboard({ ...chart, series: [{ ...series, group_field: 'colour' }] }), path: '/func_config/charts/0/series/0/group_field', code: 'unknownColumn' },
      { definition: dashboard({ ...chart, series: [{ ...series, resource: '/api/lease/nope' }] }), path: '/func_config/charts/0/series/0/resource', code: 'unknownResource' },
      { definition: dashboard({ ...chart, series: [{ ...series, drill: { url: '/lease/nowhere' } }] }), path: '/func_config/charts/0/series/0/drill/url', code: 'unknownRoute' },
      // What the chart call would refuse is refused at publish: a month of a field that is no date.
      { definition: dashboard({ ...chart, series: [{ ...series, group_field: 'customer_name' }] }), path: '/func_config/charts/0/series/0', code: 'invalid' },
      { definition: { ...PAGE, func_config: { page_type: 7 } }, path: '/func_config/page_type', code: 'schema' },
      // The list page as the browser's compiler makes it, each node with its renderer's schema: the status tabs, the
      // columns' configs (cell labels, search controls), the statistics tip; each problem at its definition path.
      { definition: { ...PAGE, tabs_options: { field: 'customer_name', options: [{ value: 1, label: '' }] } }, path: '/tabs_options/options/0/label', code: 'schema' },
      { definition: { ...PAGE, tabs_options: { options: [{ value: 1, label: '全部' }] } }, path: '/tabs_options', code: 'schema' },
      { definition: { ...PAGE, fields: [PAGE.fields![0], { ...PAGE.fields![1], config: { width: 'wide' } }] }, path: '/fields/1/config/width', code: 'schema' },
      { definition: { ...PAGE, fields: [PAGE.fields![0], { ...PAGE.fields![1], config: { valueType: 'rainbow' } }] }, path: '/fields/1/config/valueType', code: 'schema' },
      { definition: { ...PAGE, fields: [PAGE.fields![0], { ...PAGE.fields![1], config: { labelType: 'sparkle' } }] }, path: '/fields/1/config/labelType', code: 'schema' },
      { definition: { ...PAGE, fields: [PAGE.fields![0], { ...PAGE.fields![1], config: { labelType: 'newpage', labelConfig: { link_name: 'nowhere' } } }] }, path: '/fields/1/config/labelConfig/link_name', code: 'invalid' },
      { definition: { ...PAGE, fields: [{ ...PAGE.fields![0], config: { searchType: 'input', multipleKeywords: 1, separator: 5 } }, PAGE.fields![1]] }, path: '/fields/0/config/separator', code: 'schema' },
      { definition: { ...PAGE, statistics_option: { status: 1, items: [{ label: '合计' }] } }, path: '/statistics_option/items/0', code: 'schema' },
      // An item only some organisations see is checked too (someone gets it); written names are kept in the path.
      { definition: { ...PAGE, statistics_option: { status: 1, data: [{ prop: 'monthly_rent', label: '合计' }, { label: '华东', permission: { apply_org_id: [5] } }] } }, path: '/statistics_option/data/1', code: 'schema' },
      { definition: { ...PAGE, statistics_option: { status: 1, data: [{ prop: 'monthly_rent', label: '合计', money_format: 'two' }] } }, path: '/statistics_option/data/0/money_format', code: 'schema' },
      { definition: { ...PAGE, tabs_options: { field: 'customer_name', search_type: 'slider', options: [{ value: 1, label: '全部' }] } }, path: '/tabs_options/search_type', code: 'schema' },
      // The other spelling each is read in (rules/page-compile/config-spellings.ts): reported as written.
      { definition: { ...PAGE, tabs_options: { field: 'customer_name', searchType: 'slider', options: [{ value: 1, label: '全部' }] } }, path: '/tabs_options/searchType', code: 'schema' },
      { definition: { ...PAGE, statistics_option: { status: 1, data: [{ prop: 'monthly_rent', label: '合计', moneyFormat: 'two' }] } }, path: '/statistics_option/data/0/moneyFormat', code: 'schema' },
      { definition: { ...PAGE, fields: [] }, path: '/fields', code: 'schema' },

      // A chart in a list's statistics area: the chart renderer's schema, and its fields.
      { definition: { ...PAGE, statistics_option: { status: 1, charts: [{ ...chart, kind: 'radar' }] } }, path: '/statistics_option/charts/0/kind', code: 'schema' },
      { definition: { ...PAGE, statistics_option: { status: 1, charts: [{ ...chart, series: [{ ...series, value_field: 'colour' }] }] } }, path: '/statistics_option/charts/0/series/0/value_field', code: 'unknownColumn' },
    ];
    for (const { definition, path, code } of cases) {
      const answer = await studio('page/publish', { definition });
      expect(answer.code, path).toBe(4400);
      expect(answer.data.problems, path).toEqual([expect.objectContaining({ path, code })]);
    }
    // A button's settings with the toolbar renderer's own schema: a judge rule neither a comparison nor an expression
    // (each thing it lacks is said, all at that path).
    const halfRule = await studio('page/publish', { definition: { ...PAGE, buttons: [{ ...PAGE.buttons![0], func_config: { hideWhen: { field: 'customer_name' } } }] } });
    expect(halfRule.code).toBe(4400);
    // The refusal names what was refused: a page, not a resource.
    expect(halfRule.msg).toBe(`页面定义有 ${halfRule.data.problems.length} 处问题，未发布`);
    expect(halfRule.data.problems.length).toBeGreaterThan(0);
    expect(halfRule.data.problems.every((p) => p.path === '/buttons/0/func_config/hideWhen' && p.code === 'schema')).toBe(true);
    expect((await studio<PageRow[]>('page/index')).data).toEqual(before);
    expect(await server.database.db.selectFrom('perm_nodes').select('id').where('flag', '=', '/lease/equipment').execute()).toEqual([]);
  });

  it('publishes the page: the clerk finds it in the sidebar, its columns, and adds a record through it', async () => {
    const published = await studio('page/publish', { definition: PAGE, note: '租赁列表' });
    expect(published).toMatchObject({ code: 2000, data: { version: 1, changes: [{ kind: 'create' }] } });
    const id = await menuId();
    expect(id).toBeGreaterThanOrEqual(20_000);
    expect(await menusOf(clerk)).toContain(id);
    // The department manager's role has no grant: no menu, no list.
    const manager = await login(server.app, MOBILES.departmentManager);
    expect(await menusOf(manager)).not.toContain(id);
    expect((await get(server.app, manager, '/api/lease/page_lease/index')).code).toBe(4403);

    const columns = await get<{ data: { prop: string; label_en: string; valueType?: string }[] }>(server.app, clerk, '/api/base/remoteField/list', { perms_id: id });
    expect(columns.data.data.map((c) => [c.prop, c.label_en])).toEqual([['customer_name', 'Customer'], ['monthly_rent', 'Monthly rent']]);
    const added = await call<{ id: number }>(server.app, { method: 'POST', url: '/api/lease/page_lease/add', headers: bearer(clerk), payload: { perms_id: id, customer_name: '宁波港', monthly_rent: 800 } });
    expect(added.code).toBe(2000);
    const list = await get<{ data: { customer_name: string; add_user_name: string }[] }>(server.app, clerk, '/api/lease/page_lease/index', { perms_id: id });
    expect(list.data.data).toEqual([expect.objectContaining({ customer_name: '宁波港' })]);
  });

  it('a new version replaces the columns and grants: the clerk keeps the list but no longer adds', async () => {
    const id = await menuId();
    const next = { ...PAGE, fields: [PAGE.fields![0]], grants: [PAGE.grants![0], { role_id: CLERK_ROLE, data_scope: 'oneself' }] };
    const answer = await studio('page/publish', { definition: next, base_version: 1 });
    expect(answer).toMatchObject({ code: 2000, data: { version: 2 } });
    expect(answer.data.changes).toEqual(expect.arrayContaining([{ kind: 'dropField', field: 'monthly_rent', destructive: false }, { kind: 'update', key: 'grants', destructive: false }]));
    const columns = await get<{ data: { prop: string }[] }>(server.app, clerk, '/api/base/remoteField/list', { perms_id: id });
    expect(columns.data.data.map((c) => c.prop)).toEqual(['customer_name']);
    const refused = await call(server.app, { method: 'POST', url: '/api/lease/page_lease/add', headers: bearer(clerk), payload: { perms_id: id, customer_name: '舟山港', monthly_rent: 1 } });
    expect(refused.code).toBe(4403);
    expect((await get<{ total: number }>(server.app, clerk, '/api/lease/page_lease/index', { perms_id: id })).data.total).toBe(1);
    // The stored definition carries the menu id the server gave it.
    const detail = await studio<{ version: number; definition: PageDefinition }>('page/detail?name=lease_list');
    expect(detail.data.definition.menu.id).toBe(id);
  });

  it('rolls back to the first version: the column and the clerk\'s add button come back', async () => {
    const id = await menuId();
    expect(await studio('page/rollback', { name: 'lease_list', version: 1, base_version: 2 })).toMatchObject({ code: 2000, data: { version: 3 } });
    const columns = await get<{ data: { prop: string }[] }>(server.app, clerk, '/api/base/remoteField/list', { perms_id: id });
    expect(columns.data.data.map((c) => c.prop)).toEqual(['customer_name', 'monthly_rent']);
    const added = await call(server.app, { method: 'POST', url: '/api/lease/page_lease/add', headers: bearer(clerk), payload: { perms_id: id, customer_name: '舟山港', monthly_rent: 1 } });
    expect(added.code).toBe(2000);
    expect((await studio('page/publish', { definition: PAGE, base_version: 1 })).code).toBe(4469);
  });

  it('a page whose button and label are programs of steps publishes, and the clerk is served them as written', async () => {
    const program = [{ let: { yearly: 'monthly_rent * 12' } }, { copy: '{customer_name} {yearly}', join: '; ' }];
    const label = { when: 'monthly_rent > 0', steps: [{ filter: { customer_name: '{customer_name}' } }, { notify: '已筛选：{customer_name}', notifyEn: 'Filtered: {customer_name}' }] };
    const definition: PageDefinition = {
      ...PAGE, key: 'lease_steps', menu: { ...PAGE.menu, flag: '/lease/steps' },
      fields: [{ ...PAGE.fields![0], config: { width: 200, labelType: 'function', labelConfig: label } }, PAGE.fields![1]],
      buttons: [{ flag: 'copy', name: { zh: '复制年租', en: 'Copy yearly rent' }, btn_func: 'function', btn_position: 'mult', func_config: { steps: program } }],
      grants: [{ role_id: 1, data_scope: 'all', buttons: ['copy'] }, { role_id: CLERK_ROLE, data_scope: 'oneself', buttons: ['copy'] }],
    };
    expect(await studio('page/publish', { definition })).toMatchObject({ code: 2000, data: { version: 1 } });
    const id = (await studio<PageRow[]>('page/index')).data.find((r) => r.key === 'lease_steps')!.menu_id;
    const tree = await get<(Node & { perms?: { flag: string; func_config: unknown }[] })[]>(server.app, clerk, '/api/access/account/perms', { app_id: 44 });
    const find = (nodes: (Node & { perms?: { flag: string; func_config: unknown }[] })[]): { flag: string; func_config: unknown }[] | undefined =>
      nodes.reduce<{ flag: string; func_config: unknown }[] | undefined>((found, n) => found ?? (n.id === id ? n.perms : find(n.children as never)), undefined);
    expect(find(tree.data)).toEqual([expect.objectContaining({ flag: 'copy', func_config: { steps: program } })]);
    const columns = await get<{ data: { prop: string; labelConfig?: unknown }[] }>(server.app, clerk, '/api/base/remoteField/list', { perms_id: id });
    expect(columns.data.data[0]).toMatchObject({ prop: 'customer_name', labelConfig: label });
  });

  it('the seeded programs of steps (the demo’s 复制联系人) pass the studio’s own check over their lists’ columns', async () => {
    const rows = await server.database.db.selectFrom('perm_buttons').select(['menu_id', 'flag', 'func_config']).execute();
    const programs = rows.flatMap((row) => {
      const config = (typeof row.func_config === 'string' ? JSON.parse(row.func_config) : row.func_config) as { steps?: ActionSteps } | null;
      return config?.steps ? [{ ...row, steps: config.steps }] : [];
    });
    expect(programs.map((p) => p.flag)).toContain('copy_contacts');
    for (const { menu_id, flag, steps } of programs) {
      const columns = await get<{ data: { prop: string }[] }>(server.app, admin, '/api/base/remoteField/list', { perms_id: menu_id, limit: 200 });
      expect(checkSteps(steps, { fields: new Set(columns.data.data.map((c) => c.prop)), routeKnown: () => true }), flag).toEqual([]);
    }
  });
});
