import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledPage } from '../../schemas/generated/compiled-page';
import type { PageDefinition } from '../../schemas/generated/page-definition';
import type { ResourceDefinition } from '../../schemas/generated/resource-definition';
import type { CheckAnswer, PageRow } from '../../schemas/generated/studio';
import { bearer, call, get, login, MOBILES, startTestServer, type TestServer } from './harness';

/**
 * Declared once (issue 42 item 2): a resource field names its label and an enum field its options, and a page's
 * column states them only where it differs. A column with no label either way is refused at publish, at its path,
 * and nothing is written.
 */

const DOCK: ResourceDefinition = {
  name: 'label_dock', module: 'lease', table: 'label_docks', label: { zh: '泊位', en: 'Docks' },
  fields: [
    { name: 'berth_name', type: 'text', maxLength: 100, label: { zh: '泊位名称', en: 'Berth' } },
    { name: 'daily_fee', type: 'money', label: { zh: '日费用', en: 'Daily fee' } },
    { name: 'remark', type: 'text', maxLength: 200 },
    { name: 'state', type: 'enum', label: { zh: '状态', en: 'State' }, options: [{ value: 1, label: { zh: '空闲', en: 'Free' }, color: 'green' }, { value: 2, label: { zh: '占用', en: 'Taken' } }] },
  ],
  defaultOrder: 'id desc',
};

const CLERK_ROLE = 4;
const PAGE: PageDefinition = {
  key: 'dock_list',
  menu: { parent: 300, name: { zh: '泊位', en: 'Docks' }, flag: '/lease/docks', resource: 'label_dock', icon: 'file' },
  func_config: { page_type: 1, row_key: 'id' },
  // The berth as the resource names it; the fee under the page's own words.
  fields: [{ prop: 'berth_name' }, { prop: 'daily_fee', label: { zh: '每日泊位费', en: 'Fee per day' } }, { prop: 'state', config: { searchType: 'select' } }],
  grants: [{ role_id: 1, data_scope: 'all' }, { role_id: CLERK_ROLE, data_scope: 'oneself' }],
};

let server: TestServer;
let admin: string;
let clerk: string;

function studio<T = CheckAnswer>(url: string, payload?: object) {
  return call<T>(server.app, { method: payload ? 'POST' : 'GET', url: `/api/base/studio/${url}`, headers: bearer(admin), ...(payload ? { payload } : {}) });
}

beforeAll(async () => {
  server = await startTestServer(20);
  admin = await login(server.app, MOBILES.admin);
  clerk = await login(server.app, MOBILES.salesClerk);
  expect(await studio('resource/publish', { definition: DOCK })).toMatchObject({ code: 2000 });
});
afterAll(async () => server.close());

describe('a column’s label, declared once', () => {
  it('a column without a label of its own shows its resource field’s, in both languages; a label of its own wins', async () => {
    expect(await studio('page/publish', { definition: PAGE })).toMatchObject({ code: 2000 });
    const id = (await studio<PageRow[]>('page/index')).data.find((r) => r.key === 'dock_list')!.menu_id;
    const fields = await get<{ data: { prop: string; label: string; label_en: string; options?: unknown }[] }>(server.app, clerk, '/api/base/remoteField/list', { perms_id: id });
    expect(fields.data.data.map((f) => [f.prop, f.label, f.label_en])).toEqual([['berth_name', '泊位名称', 'Berth'], ['daily_fee', '每日泊位费', 'Fee per day'], ['state', '状态', 'State']]);
    // The enum column's options are its field's, as a column's options are written.
    expect(fields.data.data.find((f) => f.prop === 'state')!.options).toEqual([{ value: 1, label: '空闲', labelEn: 'Free', color: 'green' }, { value: 2, label: '占用', labelEn: 'Taken' }]);
    // The page the browser gets names them so.
    const compiled = await get<CompiledPage>(server.app, clerk, '/api/base/page/compiled', { menu_id: id, language: 'en' });
    const text = JSON.stringify(compiled.data.page);
    expect(text).toContain('"labelEn":"Berth"');
    expect(text).toContain('"labelEn":"Fee per day"');
    expect(text).toContain('"labelEn":"Taken"');
  });

  it('a column with neither its own label nor its field’s is refused at its path, and nothing is written', async () => {
    const without: PageDefinition = { ...PAGE, key: 'dock_remarks', menu: { ...PAGE.menu, flag: '/lease/dock-remarks' }, fields: [{ prop: 'berth_name' }, { prop: 'remark' }] };
    const answer = await studio('page/publish', { definition: without });
    expect(answer.code).toBe(4400);
    expect(answer.data.problems).toEqual([expect.objectContaining({ path: '/fields/1', message: expect.stringContaining('label') })]);
    expect((await studio<PageRow[]>('page/index')).data.map((r) => r.key)).not.toContain('dock_remarks');
  });

  it('options on a field that is no enum, or a value twice, are refused at their path', async () => {
    const wrong: ResourceDefinition = {
      ...DOCK, name: 'label_pier', table: 'label_piers',
      fields: [
        { name: 'pier_name', type: 'text', options: [{ value: 'a', label: { zh: '甲', en: 'A' } }] },
        { name: 'kind', type: 'enum', options: [{ value: 1, label: { zh: '甲', en: 'A' } }, { value: 1, label: { zh: '乙', en: 'B' } }] },
      ],
    };
    const answer = await studio('resource/publish', { definition: wrong });
    expect(answer.code).toBe(4400);
    expect(answer.data.problems.map((p) => p.path)).toEqual(['/fields/0/options', '/fields/1/options/1/value']);
    expect((await studio<{ name: string }[]>('resource/index')).data.map((r) => r.name)).not.toContain('label_pier');
  });
});

describe('a form’s fields, declared once', () => {
  const FORM: PageDefinition = {
    key: 'dock_form',
    menu: { parent: 300, name: { zh: '泊位表单', en: 'Dock form' }, flag: '/lease/dock-form', resource: 'label_dock', sidebar: false },
    func_config: {
      page_type: 2,
      form: {
        resource: '/api/lease/label_dock',
        schema: {
          type: 'object',
          properties: {
            base: {
              type: 'void', title: '泊位', title_en: 'Dock', 'x-component': 'FormSection',
              properties: {
                // Only what the form adds: required, a default; the fee's decimals and the remark's words are the form's own.
                berth_name: { required: true },
                daily_fee: { 'x-component-props': { moneyFormat: 4 } },
                state: { required: true, default: 1 },
                remark: { title: '泊位备注', title_en: 'Dock note', 'x-component-props': { rows: 3 } },
              },
            },
          },
        },
      },
    },
    grants: [{ role_id: 1, data_scope: 'all' }, { role_id: CLERK_ROLE, data_scope: 'oneself' }],
  };
  type Node = { type?: string; title?: string; required?: boolean; default?: unknown; 'x-component'?: string; 'x-decorator'?: string; 'x-component-props'?: Record<string, unknown>; properties?: Record<string, Node> };

  it('a property named like a field takes its title, control, type and options from it; what the form states wins', async () => {
    expect(await studio('page/publish', { definition: FORM })).toMatchObject({ code: 2000 });
    const id = (await studio<PageRow[]>('page/index')).data.find((r) => r.key === 'dock_form')!.menu_id;
    const formOf = async (language: string) => {
      const compiled = await get<CompiledPage>(server.app, clerk, '/api/base/page/compiled', { menu_id: id, language });
      return (compiled.data.page as unknown as { form: Node }).form.properties!.base!.properties!;
    };
    const en = await formOf('en');
    expect(en.berth_name).toEqual({ type: 'string', title: 'Berth', 'x-decorator': 'FormItem', 'x-component': 'text', required: true, 'x-component-props': { maxLength: 100 } });
    expect(en.daily_fee).toMatchObject({ type: 'number', title: 'Daily fee', 'x-component': 'money', 'x-component-props': { moneyFormat: 4 } });
    expect(en.state).toMatchObject({ type: 'number', title: 'State', 'x-component': 'enum', required: true, default: 1 });
    expect(en.state!['x-component-props']!.options).toEqual([{ value: 1, label: '空闲', labelEn: 'Free', color: 'green' }, { value: 2, label: '占用', labelEn: 'Taken' }]);
    expect(en.remark).toMatchObject({ title: 'Dock note', 'x-component': 'text', 'x-component-props': { maxLength: 200, rows: 3 } });
    const zh = await formOf('zh');
    expect([zh.berth_name!.title, zh.daily_fee!.title, zh.state!.title, zh.remark!.title]).toEqual(['泊位名称', '日费用', '状态', '泊位备注']);
  });

  it('a property of a field without a label, stating none itself, is refused at its path, and nothing is written', async () => {
    const base = (FORM.func_config as { form: { schema: { properties: { base: Node } } } }).form.schema.properties.base;
    const bare = { ...base, properties: { berth_name: { required: true }, remark: {} } };
    const without: PageDefinition = {
      ...FORM, key: 'dock_form_bare', menu: { ...FORM.menu, flag: '/lease/dock-form-bare' },
      func_config: { page_type: 2, form: { resource: '/api/lease/label_dock', schema: { type: 'object', properties: { base: bare } } } },
    };
    const answer = await studio('page/publish', { definition: without });
    expect(answer.code).toBe(4400);
    expect(answer.data.problems).toEqual([expect.objectContaining({ path: '/func_config/form/schema/properties/base/properties/remark', message: expect.stringContaining('title') })]);
    expect((await studio<PageRow[]>('page/index')).data.map((r) => r.key)).not.toContain('dock_form_bare');
  });
});

describe('a chooser’s fields, declared once', () => {
  const CHOOSER = {
    name: 'dock_pick', resource: 'label_dock', select_field: 'id', select_type: 1, need_data_perms: 0, check_group: 0, params: {},
    // The berth as its field names it; the fee under the chooser's own words.
    fields: [{ prop: 'berth_name', show_in_select: 1, is_search_field: 1 }, { prop: 'daily_fee', label: '泊位费', label_en: 'Fee', show_in_select: 2, is_search_field: 0 }],
  };

  it('a field without a label answers its resource field’s in both languages; its own label wins', async () => {
    expect(await studio('chooser/publish', { definition: CHOOSER })).toMatchObject({ code: 2000 });
    const detail = await get<{ fields: { prop: string; label: string; label_en?: string }[] }>(server.app, clerk, '/api/base/Businessdatachooseconfig/detail', { name: 'dock_pick' });
    expect(detail.data.fields.map((f) => [f.prop, f.label, f.label_en])).toEqual([['berth_name', '泊位名称', 'Berth'], ['daily_fee', '泊位费', 'Fee']]);
  });

  it('a field whose resource field has no label, stating none itself, is refused at its path, and nothing is written', async () => {
    const answer = await studio('chooser/publish', { definition: { ...CHOOSER, name: 'dock_pick_bare', fields: [{ prop: 'remark', show_in_select: 1, is_search_field: 0 }] } });
    expect(answer.code).toBe(4400);
    expect(answer.data.problems).toEqual([expect.objectContaining({ path: '/fields/0', message: expect.stringContaining('label') })]);
    expect(await server.database.db.selectFrom('choose_configs').select('name').where('name', '=', 'dock_pick_bare').execute()).toEqual([]);
  });
});

describe('a column’s type and decimals, declared once', () => {
  it('a money field’s column names decimals without a valueType: it is money, as its field is', async () => {
    const page: PageDefinition = { ...PAGE, key: 'dock_fees', menu: { ...PAGE.menu, flag: '/lease/dock-fees' }, fields: [{ prop: 'berth_name' }, { prop: 'daily_fee', config: { moneyFormat: 3 } }] };
    expect(await studio('page/publish', { definition: page })).toMatchObject({ code: 2000 });
    const id = (await studio<PageRow[]>('page/index')).data.find((r) => r.key === 'dock_fees')!.menu_id;
    const fields = await get<{ data: { prop: string; valueType?: string; moneyFormat?: number }[] }>(server.app, clerk, '/api/base/remoteField/list', { perms_id: id });
    expect(fields.data.data.find((f) => f.prop === 'daily_fee')).toMatchObject({ valueType: 'money', moneyFormat: 3 });
  });
});
