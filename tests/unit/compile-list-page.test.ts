import { describe, expect, it } from 'vitest';
import filterTagsSchema from '../../schemas/filter-tags.schema.json';
import queryPanelSchema from '../../schemas/query-panel.schema.json';
import simpleSearchSchema from '../../schemas/simple-search.schema.json';
import { createPageValidator } from '../../registry/validate-page';
import { createBuiltinRegistry } from '../../renderers';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import { pageCacheKey } from '../../src/pages/page-cache-key';
import type { PermNode } from '../../src/session/types';

const menu = {
  id: 301, name: '销售合同', name_en: 'Sales contracts', func_config: { row_key: 'id' },
  remote_request_url: '/api/contract/sales_contract/index', remote_request_method: 'GET',
} as unknown as PermNode;

function field(partial: Partial<RemoteField> & { prop: string; label: string }): RemoteField {
  return { id: 1, perms_id: 301, label_en: '', sort: 0, ...partial };
}

const fields: RemoteField[] = [
  field({ prop: 'contract_no', label: '合同编号', label_en: 'Contract no.', width: 170, fixed: 'left', searchType: 'input' }),
  field({ prop: 'amount', label: '合同金额', valueType: 'money', moneyFormat: 2, sortable: true }),
];

const validator = createPageValidator(createBuiltinRegistry());

describe('compileListPage', () => {
  it('turns a menu and its remote fields into a list page: query panel and tags for the searchable fields, the toolbar tools, a table and a pager', async () => {
    const schema = compileListPage(menu, fields, 'en');
    const searchable = [{ prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', searchType: 'input' }];
    expect(schema).toEqual({
      type: 'list-page',
      id: 301,
      title: 'Sales contracts',
      source: { url: '/api/contract/sales_contract/index', method: 'GET', params: { perms_id: 301 } },
      pageSizes: [15, 20, 30, 50],
      defaultPageSize: 15,
      children: [
        { type: 'query-panel', fields: searchable },
        { type: 'filter-tags', fields: searchable },
        // No granted buttons: the toolbar still brings 设置 and 查看字段 (issue 7).
        { type: 'toolbar', buttons: [], tools: ['setting', 'viewFields'] },
        {
          type: 'data-table',
          rowKey: 'id',
          selection: 'multiple',
          columns: [
            { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', width: 170, fixed: 'left', searchType: 'input' },
            { prop: 'amount', label: '合同金额', valueType: 'money', moneyFormat: 2, sortable: true },
          ],
        },
        { type: 'pagination' },
      ],
    });
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('adds status tabs from tabs_options and a toolbar from the menu buttons, in the order of spec 001 screen 1', async () => {
    const full = {
      ...menu,
      func_config: { simple_search: 1 },
      tabs_options: {
        field: 'status',
        hide_zero: 1,
        options: [
          { value: 1, label: '审批中', label_en: 'Pending approval' },
          { value: 2, label: '已完成', count: 4, show: 0 },
        ],
      },
      perms: [
        { id: 1, flag: 'add', name: '新增', name_en: 'New', btn_func: 'newpage', btn_type: 'primary', icon: 'plus', btn_position: 'left', func_config: { url: '/contract/sales/add' } },
        { id: 2, flag: 'export', name: '导出', name_en: 'Export', btn_func: 'export', btn_type: 'weird', icon: '', btn_position: 'top', func_config: null },
      ],
    } as unknown as PermNode;
    const more = [
      ...fields,
      field({ prop: 'customer', label: '客户', searchType: 'input', searchName: 'customer_name', multipleKeywords: 1, exact: 0 } as never),
      field({ prop: 'remark', label: '备注', searchable: true } as never),
    ];
    const schema = compileListPage(full, more, 'zh');
    expect(schema.children.map((c) => c.type)).toEqual(['status-tabs', 'simple-search', 'query-panel', 'filter-tags', 'toolbar', 'data-table', 'pagination']);
    expect(schema.children[0]).toEqual({
      type: 'status-tabs',
      field: 'status',
      hideZero: true,
      tabs: [
        { value: 1, label: '审批中', labelEn: 'Pending approval' },
        { value: 2, label: '已完成', count: 4, show: false },
      ],
    });
    expect(schema.children[2]).toEqual({
      type: 'query-panel',
      fields: [
        { prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', searchType: 'input' },
        { prop: 'customer', label: '客户', searchType: 'input', searchName: 'customer_name', multipleKeywords: true, exact: false },
        { prop: 'remark', label: '备注' },
      ],
    });
    // The tabs' field is not searchable here: its condition is the chosen tab, not a tag.
    expect(schema.children[3]).toMatchObject({ type: 'filter-tags', exclude: ['status'] });
    expect(schema.children[4]).toEqual({
      type: 'toolbar',
      tools: ['setting', 'viewFields'],
      buttons: [
        { id: 1, flag: 'add', name: '新增', nameEn: 'New', func: 'newpage', btnType: 'primary', icon: 'plus', position: 'left', config: { url: '/contract/sales/add' } },
        { id: 2, flag: 'export', name: '导出', nameEn: 'Export', func: 'export', position: 'left' },
      ],
    });
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('adds the saved views after the filter tags on a type-1 page with the search-view switch on, with a version of its columns', async () => {
    const viewsOf = (m: PermNode, f = fields) => compileListPage(m, f, 'zh').children.find((c) => c.type === 'saved-views') as { fields: unknown[]; pageVersion: string } | undefined;
    const withViews = { ...menu, use_search_view: 1 } as PermNode;
    const schema = compileListPage(withViews, fields, 'zh');
    expect(schema.children.map((c) => c.type)).toEqual(['query-panel', 'filter-tags', 'saved-views', 'toolbar', 'data-table', 'pagination']);
    expect(viewsOf(withViews)?.fields).toEqual([{ prop: 'contract_no', label: '合同编号', labelEn: 'Contract no.', searchType: 'input' }]);
    expect(await validator.problems(schema)).toEqual([]);
    // The version follows the declared columns: a column added or removed changes it.
    const added = [...fields, field({ prop: 'remark', label: '备注' })];
    expect(viewsOf(withViews, added)?.pageVersion).not.toBe(viewsOf(withViews)?.pageVersion);
    expect(viewsOf(withViews, [...fields])?.pageVersion).toBe(viewsOf(withViews)?.pageVersion);
    // Switch off, or a page of another type: no views.
    expect(viewsOf(menu)).toBeUndefined();
    expect(viewsOf({ ...withViews, func_config: { page_type: 2 } } as PermNode)).toBeUndefined();
  });

  it('names a tabs configuration without a field and a button of an unknown action type', async () => {
    const broken = {
      ...menu,
      tabs_options: { options: [{ value: 1, label: '审批中' }] },
      perms: [{ id: 1, flag: 'x', name: 'X', name_en: '', btn_func: 'teleport', btn_type: '', icon: '', btn_position: 'left', func_config: null }],
    } as unknown as PermNode;
    const problems = await validator.problems(compileListPage(broken, fields, 'zh'));
    expect(problems).toContain("/children/0 must have required property 'field'");
    expect(problems.some((p) => p.startsWith('/children/3/buttons/0/func must be equal to one of the allowed values (refresh, setting'))).toBe(true);
  });

  it('a city search field (spec 001 §3 valueType region / city) gets its region level; the column keeps no such valueType', async () => {
    const regional = [
      field({ prop: 'province', label: '省份', searchType: 'city', valueType: 'region' }),
      field({ prop: 'city', label: '城市', searchType: 'city', valueType: 'all_city' }),
    ];
    const schema = compileListPage(menu, regional, 'zh');
    const panel = schema.children.find((c) => c.type === 'query-panel') as unknown as { fields: Record<string, unknown>[] };
    expect(panel.fields).toEqual([
      { prop: 'province', label: '省份', searchType: 'city', regionLevel: 'province' },
      { prop: 'city', label: '城市', searchType: 'city', regionLevel: 'city' },
    ]);
    const table = schema.children.find((c) => c.type === 'data-table') as unknown as { columns: Record<string, unknown>[] };
    expect(table.columns.every((c) => c.valueType === undefined)).toBe(true);
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('gives a page without granted buttons a toolbar with its tools, and a row selection', async () => {
    const schema = compileListPage({ ...menu, perms: [] } as unknown as PermNode, fields, 'zh');
    expect(schema.children.find((c) => c.type === 'toolbar')).toEqual({ type: 'toolbar', buttons: [], tools: ['setting', 'viewFields'] });
    expect(schema.children.find((c) => c.type === 'data-table')).toMatchObject({ selection: 'multiple' });
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('never makes a permission-only button (btn_func permission) a toolbar, row or selection button', async () => {
    const perm = (id: number, flag: string, btn_func: string, btn_position: string) =>
      ({ id, flag, name: flag, name_en: '', btn_func, btn_type: 'default', icon: '', btn_position, func_config: null });
    const withViews = {
      ...menu,
      perms: [
        perm(1, 'filterViewCommon', 'permission', 'none'),
        perm(2, 'export', 'export', 'right'),
        perm(3, 'rowRight', 'permission', 'solo'),
        perm(4, 'massRight', 'permission', 'mult'),
      ],
    } as unknown as PermNode;
    const schema = compileListPage(withViews, fields, 'zh');
    const bar = schema.children.find((c) => c.type === 'toolbar') as unknown as { buttons: Array<{ flag: string }> };
    expect(bar.buttons.map((b) => b.flag)).toEqual(['export']);
    const table = schema.children.find((c) => c.type === 'data-table');
    expect(table).not.toHaveProperty('rowButtons');
    expect(table).not.toHaveProperty('multButtons');
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('gives an unpaged page (pagination false) its one page size and the pagination node, which then shows only the total', () => {
    const schema = compileListPage({ ...menu, func_config: { pagination: false } } as unknown as PermNode, fields, 'zh');
    expect(schema.pageSizes).toEqual([9999]);
    expect(schema.children.at(-1)).toEqual({ type: 'pagination' });
  });

  it('the search renderers declare their fields by the one shared search-field schema', () => {
    for (const schema of [simpleSearchSchema, queryPanelSchema, filterTagsSchema]) {
      expect(schema.properties.fields.items).toEqual({ $ref: 'search-field.schema.json' });
    }
  });

  it('names the JSON path of every broken setting, each child checked against its own renderer schema', async () => {
    const broken = [...fields, field({ prop: 'x', label: 'X', width: 'wide' }), field({ prop: 'y', label: '', valueType: 'colour' })];
    const problems = await validator.problems(compileListPage(menu, broken, 'zh'));
    expect(problems).toContain('/children/3/columns/2/width must be integer');
    expect(problems).toContain('/children/3/columns/3/label must NOT have fewer than 1 characters');
    expect(problems.some((p) => p.startsWith('/children/3/columns/3/valueType must be equal to one of the allowed values (text, int'))).toBe(true);
    expect(problems).toHaveLength(3);
  });

  it('func_config.outExcludeClassNames reaches the filter tags; a value that is no list of class names is named at its path', async () => {
    const page = (value: unknown) => compileListPage({ ...menu, func_config: { outExcludeClassNames: value } } as unknown as PermNode, fields, 'zh');
    const good = page(['page-popup']);
    expect(good.children.find((c) => c.type === 'filter-tags')).toMatchObject({ outExcludeClassNames: ['page-popup'] });
    expect(await validator.problems(good)).toEqual([]);
    expect(await validator.problems(page(['.page popup']))).toEqual(['/children/1/outExcludeClassNames/0 must match pattern "^-?[_a-zA-Z][_a-zA-Z0-9-]*$"']);
    expect(await validator.problems(page('page-popup'))).toEqual(['/children/1/outExcludeClassNames must be array']);
    expect(page(undefined).children.find((c) => c.type === 'filter-tags')).not.toHaveProperty('outExcludeClassNames');
  });

  it('lets configuration choose the table renderer, and names an unknown one', async () => {
    const chosen = { ...menu, func_config: { table_type: 'card-grid' } } as unknown as PermNode;
    expect(await validator.problems(compileListPage(chosen, fields, 'zh'))).toEqual([
      `/children/3/type unknown renderer type "card-grid" (${createBuiltinRegistry().types().join(', ')})`,
    ]);
  });

  it('rejects a menu with no list address or no columns', async () => {
    const noSource = { ...menu, remote_request_url: '' } as PermNode;
    const problems = await validator.problems(compileListPage(noSource, [], 'zh'));
    expect(problems).toContain('/source/url must match pattern "^/api/"');
    expect(problems).toContain('/children/1/columns must NOT have fewer than 1 items');
  });
});

describe('pageCacheKey', () => {
  it('differs by menu, position, language and configuration version', () => {
    const base = pageCacheKey(301, 10, 'zh', '1.0.0');
    expect(new Set([base, pageCacheKey(302, 10, 'zh', '1.0.0'), pageCacheKey(301, 11, 'zh', '1.0.0'), pageCacheKey(301, 10, 'en', '1.0.0'), pageCacheKey(301, 10, 'zh', '1.0.1')]).size).toBe(5);
    expect(pageCacheKey(301, 10, 'zh', '1.0.0')).toBe(base);
  });
});

describe('compileListPage: spec 001 §3 column keys as configurators write them (issue 43)', () => {
  const tableOf = (schema: ReturnType<typeof compileListPage>) => schema.children.find((c) => c.type === 'data-table') as unknown as { columns: Array<{ prop: string; fixed?: unknown; options?: unknown }> };
  const queryPanel = (schema: ReturnType<typeof compileListPage>) => schema.children.find((c) => c.type === 'query-panel') as unknown as { fields: Array<{ prop: string; resource?: unknown }> } | undefined;

  it('fixed: true (and 1) pins left, 0 unpins, an unknown side is dropped; the page stays valid', async () => {
    const schema = compileListPage(menu, [
      field({ prop: 'a', label: 'A', fixed: true as never }), field({ prop: 'b', label: 'B', fixed: 1 as never }), field({ prop: 'c', label: 'C', fixed: 0 as never }),
      field({ prop: 'd', label: 'D', fixed: 'top' as never }), field({ prop: 'e', label: 'E', fixed: 'right' }),
    ], 'zh');
    expect(tableOf(schema).columns.map((c) => [c.prop, c.fixed])).toEqual([['a', 'left'], ['b', 'left'], ['c', false], ['d', undefined], ['e', 'right']]);
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('options may carry style and icon (spec 001 §3 option item)', async () => {
    const options = [{ value: 1, label: '正常', style: 'color:green', icon: 'check' }, { value: 0, label: '停用', style: { color: 'red' } }];
    const schema = compileListPage(menu, [field({ prop: 'status', label: '状态', valueType: 'enum', options, searchType: 'select' } as never)], 'zh');
    expect(tableOf(schema).columns[0].options).toEqual(options);
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('showSearch 1 puts a field in the search, 0 keeps it out even with a searchType', () => {
    const schema = compileListPage(menu, [field({ prop: 'a', label: 'A', showSearch: 1 } as never), field({ prop: 'b', label: 'B', searchType: 'input', showSearch: 0 } as never)], 'zh');
    expect(queryPanel(schema)?.fields.map((f) => f.prop)).toEqual(['a']);
  });

  it('a resource select takes selectValue and selectProp as its value and label keys where it names none', async () => {
    const schema = compileListPage(menu, [field({ prop: 'customer_name', label: '客户', searchType: 'resourceSelect', resource: { chooser: 'customer' }, selectValue: 'customer_name', selectProp: 'customer_name' } as never)], 'zh');
    expect(queryPanel(schema)?.fields[0].resource).toEqual({ chooser: 'customer', valueKey: 'customer_name', labelKey: 'customer_name' });
    expect(await validator.problems(schema)).toEqual([]);
  });
});

describe('compileListPage: spec 001 §3 button keys (issue 43)', () => {
  const perm = (id: number, flag: string, funcConfig: Record<string, unknown>) => ({
    id, flag, name: flag, name_en: '', btn_func: 'newpage', btn_type: 'primary', icon: '', btn_position: 'left', func_config: funcConfig, export_template: null,
  });
  const buttonsOf = (perms: unknown[]) => {
    const schema = compileListPage({ ...menu, perms } as unknown as PermNode, fields, 'zh');
    return (schema.children.find((c) => c.type === 'toolbar') as unknown as { buttons: Array<Record<string, unknown>> }).buttons;
  };
  const jumps = [{ condition: { field: 'status', op: '=', value: 1 }, url: '/contract/sales/form?data_id={id}' }];

  it('condition_jump_status 0 turns the conditional jumps off; 1 keeps them', () => {
    const [off, on] = buttonsOf([perm(1, 'open', { url: '/x', jump_config: jumps, condition_jump_status: 0 }), perm(2, 'open2', { url: '/x', jump_config: jumps, condition_jump_status: 1 })]);
    expect(off.jump_config).toBeUndefined();
    expect(on.jump_config).toEqual(jumps);
  });

  it('plain and isGroupTitle are the button’s, 1/0 read as flags; labelType is accepted', async () => {
    const [button] = buttonsOf([perm(1, 'open', { url: '/contract/sales', plain: 1, isGroupTitle: 0, group: 'g', labelType: 'currentpage' })]);
    expect(button).toMatchObject({ plain: true, isGroupTitle: false, group: 'g' });
    expect(await validator.problems(compileListPage({ ...menu, perms: [perm(1, 'open', { url: '/contract/sales', plain: 1, labelType: 'x' })] } as unknown as PermNode, fields, 'zh'))).toEqual([]);
  });
});

describe('compileListPage: id/pid grouped headers and minN (issue 43)', () => {
  const tableOf = (schema: ReturnType<typeof compileListPage>) => schema.children.find((c) => c.type === 'data-table') as unknown as { columns: Array<{ prop: string; children?: Array<{ prop: string }> }> };

  it('a field whose pid is another field’s id is one of its columns (a grouped header); a pid loop keeps its fields as columns', async () => {
    const schema = compileListPage(menu, [
      field({ id: 10, prop: 'spec', label: '规格' }), field({ id: 11, prop: 'len', label: '长', pid: 10 } as never), field({ id: 12, prop: 'wid', label: '宽', pid: 10 } as never),
      field({ id: 13, prop: 'x', label: 'X', pid: 14 } as never), field({ id: 14, prop: 'y', label: 'Y', pid: 13 } as never),
    ], 'zh');
    expect(tableOf(schema).columns.map((c) => [c.prop, c.children?.map((k) => k.prop)])).toEqual([['spec', ['len', 'wid']], ['x', undefined], ['y', undefined]]);
    expect(await validator.problems(schema)).toEqual([]);
  });

  it('minN is a number filter’s minimum', () => {
    const schema = compileListPage(menu, [field({ prop: 'amount', label: '金额', searchType: 'number', minN: 0 } as never)], 'zh');
    const panel = schema.children.find((c) => c.type === 'query-panel') as unknown as { fields: Array<{ minimum?: number }> };
    expect(panel.fields[0].minimum).toBe(0);
  });
});
