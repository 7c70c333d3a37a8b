import { describe, expect, it } from 'vitest';
import { arrangeColumns, pinOffsets, pinVariable } from '../../renderers/editable-table/column-layout';
import { gridColumns } from '../../renderers/editable-table/columns';
import type { CustomSetting, MergedField } from '../../schemas/generated/custom-setting';
import type { EditableColumnSchema } from '../../schemas/generated/editable-table';

const COLUMNS: EditableColumnSchema[] = [
  { prop: 'a', label: '甲', labelEn: 'A', width: 100 },
  { prop: 'b', label: '乙', width: 110 },
  { prop: 'c', label: '丙', width: 120, fixed: 'right' },
  { prop: 'd', label: '丁', width: 130 },
  { prop: 'hidden', label: '隐', hide: true },
];
const declared = gridColumns({ type: 'editable-table', columns: COLUMNS }, 'zh');
const field = (key: string, sort: number, change: Partial<MergedField> = {}): MergedField => ({ key, label: key, label_en: '', checked: true, fixed: false, sort, ...change });
const setting = (fields: MergedField[]): CustomSetting => ({
  table_name: 't', perms_id: 1, table_fields: fields, table_cell_width: {}, button_inline_position: 'top', content_pagesize: 15, customized: true, updated_at: null,
});
const props = (columns: { prop: string }[]) => columns.map((c) => c.prop);

describe('an editable table\'s columns under the user\'s setting', () => {
  it('without a setting: as declared, a declared pin grouped at its side, a declared hidden one left out', () => {
    const { shown, fields } = arrangeColumns(declared, null);
    expect(props(shown)).toEqual(['a', 'b', 'd', 'c']);
    expect(shown[3].pin?.className).toBe('hkwl-grid-pin hkwl-grid-pin-right');
    expect(fields.map((f) => [f.key, f.label, f.label_en, f.checked, f.fixed, f.sort])).toEqual([
      ['a', '甲', 'A', true, false, 1],
      ['b', '乙', '', true, false, 2],
      ['d', '丁', '', true, false, 3],
      ['c', '丙', '', true, 'right', 4],
    ]);
  });

  it('the stored order, pins and visibility; a column declared since after its declared neighbour; an unknown key ignored', () => {
    const { shown, fields } = arrangeColumns(declared, setting([field('d', 100, { fixed: 'left' }), field('gone', 150), field('a', 200, { checked: false }), field('c', 201)]));
    // b (declared after a) follows a; c is no longer pinned: the stored choice wins over the declaration.
    expect(fields.map((f) => f.key)).toEqual(['d', 'a', 'b', 'c']);
    expect(props(shown)).toEqual(['d', 'b', 'c']);
    expect(shown.map((c) => c.fixed)).toEqual(['left', false, false]);
    expect(shown[0].pin?.style).toEqual({ left: `var(${pinVariable(0)})` });
  });

  it('a required column stays shown even when the setting hides it: its cells must be fillable', () => {
    const required = gridColumns({ type: 'editable-table', columns: [{ ...COLUMNS[0], require: true }, COLUMNS[1]] }, 'zh');
    const { shown, fields } = arrangeColumns(required, setting([field('a', 1, { checked: false }), field('b', 2, { checked: false })]));
    expect(props(shown)).toEqual(['a']);
    expect(fields.map((f) => [f.key, f.checked])).toEqual([['a', true], ['b', false]]);
  });

  it('pinned offsets: left ones after the leading columns and each other, right ones from the right edge', () => {
    const { shown } = arrangeColumns(declared, setting([field('a', 1, { fixed: 'left' }), field('b', 2, { fixed: 'left' }), field('d', 3), field('c', 4, { fixed: 'right' })]));
    const widths: Record<string, number> = { a: 150 };
    expect(pinOffsets(shown, (c) => widths[c.prop] ?? c.width, 130)).toEqual({ [pinVariable(0)]: '130px', [pinVariable(1)]: '280px', [pinVariable(3)]: '0px' });
  });
});

describe('an editable table\'s columns as spec 001 §3 writes them (issue 43)', () => {
  it('fixed true pins left, format is the time format, set_width the width, regular a rule, children stand in for their group', () => {
    const columns = gridColumns({
      type: 'editable-table',
      columns: [
        { prop: 'code', label: '编码', fixed: true, regular: '[A-Z]{2}\\d{3}', sort: 3 },
        { prop: 'day', label: '日期', editType: 'date', format: 'YYYY/MM/DD', set_width: '180' },
        { prop: 'group', label: '规格', children: [{ prop: 'len', label: '长' }, { prop: 'wid', label: '宽', width: 90 }] },
      ],
    }, 'zh');
    expect(columns.map((c) => [c.prop, c.fixed, c.width])).toEqual([['code', 'left', 200], ['day', false, 180], ['len', false, 200], ['wid', false, 90]]);
    expect(columns[1].options.timeFormat).toBe('YYYY/MM/DD');
    const [rule] = columns[0].rules;
    expect([rule.test('AB123'), rule.test('ab123')]).toEqual([true, false]);
    const { shown } = arrangeColumns(columns, null);
    expect(shown[0].pin?.className).toBe('hkwl-grid-pin hkwl-grid-pin-left');
  });
});
