import { describe, expect, it } from 'vitest';
import type { PageDefinition } from '../../schemas/generated/page-definition';
import { PREVIEW_MENU_ID, definitionMenu } from '../../rules/page-compile/definition-menu';

const PAGE: PageDefinition = {
  key: 'lease_list',
  menu: { parent: 300, name: { zh: '设备租赁', en: 'Leases' }, flag: '/lease/list', resource: 'lease', search_view: true },
  func_config: { page_type: 1, row_key: 'id' },
  tabs_options: { field: 'status', options: [] },
  fields: [
    { prop: 'customer_name', label: { zh: '客户', en: 'Customer' }, config: { width: 200, searchType: 'input' } },
    { prop: 'rent', label: { zh: '租金', en: 'Rent' } },
  ],
  buttons: [{ flag: 'add', name: { zh: '新增', en: 'New' }, btn_func: 'currentpage', func_config: { url: '/lease/form' } }],
};

describe('the studio preview’s menu node (what the server writes on publish)', () => {
  it('a page never published previews under the reserved id, its columns in order with their config, its buttons', () => {
    const { menu, fields } = definitionMenu(PAGE, '/api/lease/lease', undefined);
    expect(menu).toMatchObject({
      id: PREVIEW_MENU_ID, pid: 300, name: '设备租赁', name_en: 'Leases', flag: '/lease/list', type: 2, status: 1,
      remote_request_url: '/api/lease/lease/index', use_remote_field: 1, func_config: { page_type: 1, row_key: 'id' }, tabs_options: { field: 'status', options: [] },
      // A draft has no saved views of its own.
      use_search_view: 0,
    });
    expect(menu.perms).toEqual([expect.objectContaining({ flag: 'add', name: '新增', btn_func: 'currentpage', btn_position: 'left', btn_type: 'default', func_config: { url: '/lease/form' } })]);
    expect(fields.map((f) => [f.prop, f.label, f.label_en, f.sort, f.width])).toEqual([['customer_name', '客户', 'Customer', 20, 200], ['rent', '租金', 'Rent', 10, undefined]]);
    expect(new Set(fields.map((f) => f.id)).size).toBe(2);
  });

  it('a published page keeps its menu id; a page without a resource lists nothing', () => {
    const { menu } = definitionMenu({ ...PAGE, menu: { ...PAGE.menu, id: 20_004, resource: undefined }, fields: [] }, undefined, undefined);
    expect(menu).toMatchObject({ id: 20_004, remote_request_url: '', use_remote_field: 0, remote_fields_url: '' });
  });

  it('a column without a label takes its resource field’s; its own label wins; with neither it shows its prop', () => {
    const page: PageDefinition = { ...PAGE, fields: [{ prop: 'customer_name' }, { prop: 'rent', label: { zh: '月租金', en: 'Monthly rent' } }, { prop: 'remark' }] };
    const resourceFields = [
      { name: 'customer_name', type: 'text' as const, label: { zh: '承租客户', en: 'Lessee' } },
      { name: 'rent', type: 'money' as const, label: { zh: '租金', en: 'Rent' } },
      { name: 'remark', type: 'text' as const },
    ];
    const { fields } = definitionMenu(page, '/api/lease/lease', resourceFields);
    expect(fields.map((f) => [f.prop, f.label, f.label_en])).toEqual([['customer_name', '承租客户', 'Lessee'], ['rent', '月租金', 'Monthly rent'], ['remark', 'remark', 'remark']]);
  });

  it('a number column without decimals takes its field’s precision; decimals of its own win', () => {
    const rate = { name: 'rate', type: 'percent' as const, rules: { precision: 4 } };
    const page = (config?: Record<string, unknown>): PageDefinition => ({ ...PAGE, fields: [{ prop: 'rate', label: { zh: '费率', en: 'Rate' }, ...(config ? { config } : {}) }] });
    expect(definitionMenu(page(), '/api/lease/lease', [rate]).fields[0]).toMatchObject({ moneyFormat: 4 });
    expect(definitionMenu(page({ moneyFormat: 2 }), '/api/lease/lease', [rate]).fields[0]).toMatchObject({ moneyFormat: 2 });
    expect(definitionMenu(page(), '/api/lease/lease', [{ name: 'rate', type: 'percent' as const }]).fields[0]!.moneyFormat).toBeUndefined();
  });

  it('an enum column without options takes its field’s, as a column writes options; options of its own win', () => {
    const state = { name: 'state', type: 'enum' as const, options: [{ value: 1, label: { zh: '在租', en: 'Leased' }, color: 'green' }, { value: 2, label: { zh: '退租', en: 'Returned' } }] };
    const page: PageDefinition = { ...PAGE, fields: [{ prop: 'state', label: { zh: '状态', en: 'State' }, config: { width: 90 } }] };
    expect(definitionMenu(page, '/api/lease/lease', [state]).fields[0]).toMatchObject({ width: 90, options: [{ value: 1, label: '在租', labelEn: 'Leased', color: 'green' }, { value: 2, label: '退租', labelEn: 'Returned' }] });
    const own = [{ value: 1, label: '租用中' }];
    expect(definitionMenu({ ...page, fields: [{ ...page.fields![0], config: { options: own } }] }, '/api/lease/lease', [state]).fields[0].options).toEqual(own);
  });
});
