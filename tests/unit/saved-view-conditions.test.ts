import { describe, expect, it } from 'vitest';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import { conditionsOf, outsideFields, readCondition, sameConditions, whereOfConditions, whereOfView } from '../../renderers/core/saved-view-conditions';
import { overlaySettings, pageVersionOf, viewFieldsOf } from '../../renderers/list-page/saved-view-columns';
import { conditionsOfRows, fieldsFor, hasValue, newRow, rowErrors, rowsOf } from '../../renderers/saved-views/rows';
import type { WhereState } from '../../renderers/core/list-context';
import type { CustomSetting } from '../../schemas/generated/custom-setting';

const fields: SearchFieldSchema[] = [
  { prop: 'contract_no', label: '合同编号', searchType: 'input' },
  { prop: 'amount', label: '合同金额', valueType: 'money', searchType: 'number' },
  { prop: 'status', label: '状态', valueType: 'enum', searchType: 'select' },
  { prop: 'org', label: '组织', searchType: 'organize', searchName: 'add_org_id' },
];

describe('conditions and where', () => {
  it('round-trips every kind of condition, searchName included', () => {
    const where: WhereState = { contract_no: ['like', 'XS'], amount: ['between', [0, 100]], status: 0, add_org_id: ['in', [3, 4]], blank: ['isNull', true] };
    const withBlank = [...fields, { prop: 'blank', label: '空' }];
    const { saved, unsaved } = conditionsOf({ ...where }, withBlank);
    expect(unsaved).toEqual([]);
    expect(saved).toContainEqual({ prop: 'org', searchName: 'add_org_id', value: ['in', [3, 4]] });
    expect(saved).toContainEqual({ prop: 'blank', value: ['isNull', true], isNull: true });
    expect(whereOfConditions(saved, withBlank)).toEqual({ where, unparsable: [] });
  });

  it('conditions on other fields or with unreadable values are listed, not saved', () => {
    const { saved, unsaved } = conditionsOf({ contract_no: ['like', 'XS'], amount: ['what', 1], other: 1, status: '' }, fields);
    expect(saved).toEqual([{ prop: 'contract_no', value: ['like', 'XS'] }]);
    expect(unsaved).toEqual(['amount', 'status', 'other']);
  });

  it('a view over changed fields applies what it can and lists the rest, never throws', () => {
    const read = whereOfConditions([{ prop: 'gone', value: 1 }, { prop: 'status', value: { odd: 1 } }, null, 'x', { prop: 'amount', value: ['>=', 0] }, { prop: 'status', value: 1, isNull: true }], fields);
    expect(read.where).toEqual({ amount: ['>=', 0], status: ['isNull', true] });
    expect(read.unparsable).toEqual(['gone', 'status', 'null', 'x']);
    expect(whereOfView({ params: { where: 'broken' } } as never, fields)).toEqual({ where: {}, unparsable: [] });
    expect(whereOfView(null, fields)).toEqual({ where: {}, unparsable: [] });
  });

  it('0 and false are values; empty operands are not', () => {
    expect(readCondition(0)).toBe(0);
    expect(readCondition(false)).toBe(false);
    expect(readCondition(['in', []])).toBeUndefined();
    expect(readCondition(['like', ''])).toBeUndefined();
    expect(readCondition(['=', 0])).toEqual(['=', 0]);
  });

  it('edited compares only the fields a view holds, in any key order', () => {
    expect(sameConditions({ contract_no: 'a', status: 1 }, { status: 1, contract_no: 'a', elsewhere: 5 }, fields)).toBe(true);
    expect(sameConditions({ contract_no: 'a' }, { contract_no: 'b' }, fields)).toBe(false);
    expect(outsideFields({ contract_no: 'a', elsewhere: 5, add_org_id: 1 }, fields)).toEqual({ elsewhere: 5 });
  });
});

describe('editor rows', () => {
  it('a field used in another row is not offered; the row keeps its own', () => {
    const rows = [newRow('contract_no', 'a'), newRow('status', 1), newRow()];
    expect(fieldsFor(rows, rows[2], fields).map((f) => f.prop)).toEqual(['amount', 'org']);
    expect(fieldsFor(rows, rows[0], fields).map((f) => f.prop)).toEqual(['contract_no', 'amount', 'org']);
  });

  it('请选择字段！ without a field, 请设置值！ without a value; 0 is a value', () => {
    const rows = [newRow(), newRow('status'), newRow('amount', 0)];
    expect([...rowErrors(rows).values()]).toEqual(['views.fieldRequired', 'views.valueRequired']);
    expect(hasValue(0)).toBe(true);
    expect(conditionsOfRows(rows, fields)).toEqual([{ prop: 'amount', value: 0 }]);
  });

  it('rows of a view, one empty row when it has none', () => {
    expect(rowsOf([{ prop: 'org', searchName: 'add_org_id', value: ['in', [1]] }], fields).map((r) => [r.key, r.value])).toEqual([['add_org_id', ['in', [1]]]]);
    expect(rowsOf([], fields).map((r) => r.key)).toEqual([undefined]);
  });
});

describe('columns of a view', () => {
  const setting = {
    table_fields: [
      { key: 'a', label: 'A', label_en: '', checked: true, fixed: false, sort: 0 },
      { key: 'b', label: 'B', label_en: '', checked: true, fixed: false, sort: 1 },
      { key: 'c', label: 'C', label_en: '', checked: true, fixed: false, sort: 2 },
    ],
    table_cell_width: { a: 100 },
  } as unknown as CustomSetting;

  it('overlays order, shown and pinned; added columns appended; removed keys ignored', () => {
    const overlaid = overlaySettings(setting, [
      { key: 'c', checked: true, fixed: 'left' },
      { key: 'gone', checked: true, fixed: false },
      { key: 'a', checked: false, fixed: false },
    ])!;
    expect(overlaid.table_fields.map((f) => [f.key, f.checked, f.fixed, f.sort])).toEqual([
      ['c', true, 'left', 0],
      ['a', false, false, 1],
      ['b', true, false, 2],
    ]);
    expect(overlaid.table_cell_width).toEqual({ a: 100 });
    expect(overlaySettings(setting, null)).toBe(setting);
    expect(overlaySettings(null, [{ key: 'a', checked: true, fixed: false }])).toBeNull();
  });

  it('saves the columns in their order', () => {
    expect(viewFieldsOf(setting)?.map((f) => f.key)).toEqual(['a', 'b', 'c']);
    expect(viewFieldsOf(null)).toBeNull();
  });

  it('the page version changes with the declared columns and is short', () => {
    expect(pageVersionOf(['a', 'b'])).toBe(pageVersionOf(['a', 'b']));
    expect(pageVersionOf(['a', 'b'])).not.toBe(pageVersionOf(['a', 'b', 'c']));
    expect(pageVersionOf(['ab'])).not.toBe(pageVersionOf(['a', 'b']));
    expect(pageVersionOf(Array.from({ length: 200 }, (_, i) => `column_${i}`)).length).toBeLessThanOrEqual(64);
  });
});
