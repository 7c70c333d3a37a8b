import { describe, expect, it } from 'vitest';
import { fieldType } from '../../fields';
import { withAutoDefaults } from '../../renderers/data-table/auto-width';
import { clampWidth, visibleColumns } from '../../renderers/data-table/settings-columns';
import { pageAverage, pageSum } from '../../renderers/data-table/SummaryRows';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import { compileListPage, type RemoteField } from '../../rules/page-compile/compile-list-page';
import type { PermNode } from '../../src/session/types';

const menu = { id: 301, name: '销售合同', name_en: '', func_config: {}, remote_request_url: '/api/contract/sales_contract/index', perms: [] } as unknown as PermNode;
const field = (partial: Record<string, unknown> & { prop: string; label: string }) => ({ id: 1, perms_id: 301, label_en: '', sort: 0, ...partial }) as RemoteField;

function tableOf(fields: RemoteField[]): ColumnSchema[] {
  const page = compileListPage(menu, fields, 'zh');
  return (page.children.find((c) => c.type === 'data-table') as unknown as { columns: ColumnSchema[] }).columns;
}

describe('column definition (spec 001 §3): hide, statisticType, minWidth, autoWidth, multiple', () => {
  it('compiles hide and show false alike, and the other properties as declared (1/0 flags too)', () => {
    const [a, b, c] = tableOf([
      field({ prop: 'a', label: '甲', hide: 1 }),
      field({ prop: 'b', label: '乙', show: false, statisticType: 'avg', minWidth: 120 }),
      field({ prop: 'c', label: '丙', autoWidth: true, multiple: '1' }),
    ]);
    expect(a).toMatchObject({ prop: 'a', hide: true });
    expect(b).toMatchObject({ prop: 'b', hide: true, statisticType: 'avg', minWidth: 120 });
    expect(c).toMatchObject({ prop: 'c', autoWidth: true, multiple: true });
  });

  const columns: ColumnSchema[] = [
    { prop: 'no', label: '编号', width: 150 },
    { prop: 'secret', label: '内部备注', hide: true },
    { prop: 'name', label: '客户名称', width: 220, minWidth: 180 },
  ];

  it('keeps a hidden column out until the user shows it in the settings', () => {
    expect(visibleColumns(columns, null, {}).map((c) => c.prop)).toEqual(['no', 'name']);
    const setting = {
      table_fields: [
        { key: 'secret', label: '内部备注', label_en: '', checked: true, fixed: false, sort: 1 },
        { key: 'no', label: '编号', label_en: '', checked: true, fixed: false, sort: 2 },
      ],
      table_cell_width: {},
    } as unknown as CustomSetting;
    // Shown by the user; a column the setting does not know and declared hidden stays out.
    expect(visibleColumns(columns, setting, {}).map((c) => c.prop)).toEqual(['secret', 'no', 'name']);
  });

  it('never narrows a column below its minWidth, by drag or by a stored width', () => {
    expect(clampWidth(100, 180)).toBe(180);
    expect(clampWidth(10)).toBe(30);
    expect(clampWidth(5000)).toBe(2000);
    const setting = { table_fields: [{ key: 'name', label: '客户名称', label_en: '', checked: true, fixed: false, sort: 1 }], table_cell_width: { name: 90 } } as unknown as CustomSetting;
    expect(visibleColumns(columns, setting, {}).find((c) => c.prop === 'name')?.width).toBe(180);
  });

  it('sizes an autoWidth column from its label, unless the user set a width', () => {
    expect(withAutoDefaults({ prop: 'x', label: '备注', width: 500, autoWidth: true }).width).toBe(80);
    expect(withAutoDefaults({ prop: 'x', label: '供应商结算账户开户行名称', autoWidth: true }).width).toBe(12 * 14 + 48);
    expect(withAutoDefaults({ prop: 'x', label: '合同金额', width: 300, autoWidth: true }).width).toBe(170);
    expect(withAutoDefaults({ prop: 'x', label: '备注', width: 500 }).width).toBe(500);
    expect(visibleColumns([{ prop: 'x', label: '备注', autoWidth: true }], null, { x: 333 })[0].width).toBe(333);
  });

  it('averages a statisticType avg column over the rows that hold a number', () => {
    const rows = [{ v: 10 }, { v: '20' }, { v: null }, { v: '' }, { v: 'x' }];
    expect(pageSum(rows, 'v')).toBe(30);
    expect(pageAverage(rows, 'v')).toBe(15);
    expect(pageAverage([{ v: null }], 'v')).toBeUndefined();
  });

  it('shows each item of a multiple enum value, joined by " ; "', () => {
    const options = { multiple: true, options: [{ value: 1, label: '钢材' }, { value: 2, label: '化工' }] };
    expect(fieldType('enum').format([1, 2], options, 'zh')).toBe('钢材 ; 化工');
    expect(fieldType('enum').format('1,2,9', options, 'zh')).toBe('钢材 ; 化工 ; 9');
    expect(fieldType('enum').format(2, { options: options.options }, 'zh')).toBe('化工');
  });
});
