import { describe, expect, it } from 'vitest';
import { cellProblem } from '../../renderers/editable-table/cell-check';
import { gridColumns } from '../../renderers/editable-table/columns';
import { createEditStore, type EditRow } from '../../renderers/editable-table/edit-store';
import { pastePlan } from '../../renderers/editable-table/paste-plan';
import type { EditableTableSchema } from '../../schemas/generated/editable-table';

const schema: EditableTableSchema = {
  type: 'editable-table',
  columns: [
    { prop: 'goods_name', label: '商品名称', require: true },
    { prop: 'quantity', label: '数量', editType: 'number', moneyFormat: 3 },
    { prop: 'price', label: '单价', editType: 'number', moneyFormat: 2, require: true },
    { prop: 'delivery_date', label: '交货日期', editType: 'date' },
    { prop: 'amount', label: '金额', editType: 'number', moneyFormat: 2, formula: 'quantity * price' },
  ],
};

function setup(rows: EditRow[] = [{ id: 1, goods_name: '螺纹钢', quantity: 2, price: 10, delivery_date: null }], maxRows?: number) {
  const changes: EditRow[][] = [];
  const store = createEditStore(rows, gridColumns(schema, 'zh'), {
    rowKey: 'id',
    maxRows,
    describe: (column, problem) => (problem.kind === 'required' ? `请输入${column.label}` : `无法识别：${problem.text}`),
    // A stand-in for the formula evaluator: the amount follows quantity and price.
    derive: (row) => ({ amount: typeof row.quantity === 'number' && typeof row.price === 'number' ? Math.round(row.quantity * row.price * 100) / 100 : null }),
    onChange: (next) => changes.push(next),
  });
  return { store, changes };
}

describe('the edit store of an editable table', () => {
  it('typed text is read by the column codec; derived values follow; the form hears the rows', () => {
    const { store, changes } = setup();
    expect(store.commitText({ row: 0, col: 1 }, '1,500.5')).toBe(true);
    expect(store.rows()[0]).toMatchObject({ quantity: 1500.5, amount: 15005 });
    expect(changes.at(-1)![0]).toMatchObject({ id: 1, quantity: 1500.5 });
  });

  it('text a codec cannot read flags the cell and keeps its value; a later change clears the flag', () => {
    const { store } = setup();
    expect(store.commitText({ row: 0, col: 3 }, '2026-02-30')).toBe(false);
    expect(store.state.errors['1']).toEqual({ delivery_date: '无法识别：2026-02-30' });
    expect(store.rows()[0].delivery_date).toBeNull();
    expect(store.validateAll()).toEqual([{ row: 0, col: 3 }]);
    store.commitText({ row: 0, col: 3 }, '2026/3/1');
    expect(store.rows()[0].delivery_date).toBe('2026-03-01');
    expect(store.state.errors['1']).toEqual({});
  });

  it('required cells: empty ones fail with the column message', () => {
    const { store } = setup();
    store.addRow();
    expect(store.validateAll()).toEqual([{ row: 1, col: 0 }, { row: 1, col: 2 }]);
    expect(store.state.errors[store.state.keys[1]]).toEqual({ goods_name: '请输入商品名称', price: '请输入单价' });
  });

  it('a cell is judged by its value however it was filled: a price a chooser filled clears the flag an empty check left', () => {
    const { store } = setup([{ id: 1, goods_name: null, quantity: null, price: null }]);
    expect(store.validateAll()).toEqual([{ row: 0, col: 0 }, { row: 0, col: 2 }]);
    expect(store.state.errors['1']).toEqual({ goods_name: '请输入商品名称', price: '请输入单价' });
    // The goods chooser fills the name and, beside it, the price: both flags go; the amount is derived.
    store.setValues({ row: 0, col: 0 }, { goods_name: '螺纹钢', price: 3720 });
    expect(store.state.errors['1']).toEqual({});
    store.commitText({ row: 0, col: 1 }, '100');
    expect(store.validateAll()).toEqual([]);
    expect(store.rows()[0]).toMatchObject({ price: 3720, amount: 372000 });
    // Undone back to the empty row and checked again: the flags come back from the values, not from history.
    store.undo();
    store.undo();
    expect(store.validateAll()).toEqual([{ row: 0, col: 0 }, { row: 0, col: 2 }]);
  });

  it('redo makes again what undo took back; a new change ends redo', () => {
    const { store } = setup();
    store.commitText({ row: 0, col: 1 }, '5');
    store.commitText({ row: 0, col: 1 }, '7');
    expect(store.undo()).toBe(true);
    expect(store.rows()[0].quantity).toBe(5);
    expect(store.redo()).toBe(true);
    expect(store.rows()[0]).toMatchObject({ quantity: 7, amount: 70 });
    expect(store.redo()).toBe(false);
    store.undo();
    store.commitText({ row: 0, col: 1 }, '9');
    expect(store.redo()).toBe(false);
    expect(store.rows()[0].quantity).toBe(9);
  });

  it('a field rule of the server flags a cell the column itself lets through (a negative quantity)', () => {
    const ruled = gridColumns({ ...schema, fieldRules: { quantity: { min: 0.001 } } }, 'zh');
    const store = createEditStore([{ id: 1, goods_name: '螺纹钢', quantity: null, price: 10 }], ruled, {
      rowKey: 'id',
      describe: () => '',
      check: (column, row) => cellProblem(column, row, 'zh', (key) => key),
    });
    store.commitText({ row: 0, col: 1 }, '-3');
    expect(store.validateAll()).toEqual([{ row: 0, col: 1 }]);
    expect(store.state.errors['1'].quantity).toBe('数量不能小于0.001');
    store.commitText({ row: 0, col: 1 }, '3');
    expect(store.validateAll()).toEqual([]);
  });

  it('a pasted block fills from the focused cell, adds rows, flags what its codecs refuse, and undoes in one step', () => {
    const { store } = setup();
    const at = { row: 0, col: 1 };
    const report = store.paste(
      pastePlan(
        [
          ['3', '12.5', '2026-1-5'],
          ['4', 'abc', '2026/01/06'],
          ['5', '1,000.005', '46023', 'beyond', 'and more'],
        ],
        store.columns(),
        at,
      ),
      at,
    );
    // The fourth column is the computed amount: kept; the fifth has no column.
    expect(report).toEqual({ filled: 8, added: 2, invalid: 1, skipped: 1, readOnly: 1, cut: 0, emptyLines: 0 });
    expect(store.rows().map((r) => [r.quantity, r.price, r.delivery_date, r.amount])).toEqual([
      [3, 12.5, '2026-01-05', 37.5],
      [4, null, '2026-01-06', null],
      [5, 1000.01, '2026-01-01', 5000.05],
    ]);
    expect(store.state.errors[store.state.keys[1]]).toEqual({ price: '无法识别：abc' });
    expect(store.undo()).toBe(true);
    expect(store.rows()).toEqual([{ id: 1, goods_name: '螺纹钢', quantity: 2, price: 10, delivery_date: null, amount: 20 }]);
    expect(store.state.errors).toEqual({});
  });

  it('a paste stops at maxRows (the rows beyond are counted, not written)', () => {
    const { store } = setup(undefined, 2);
    const at = { row: 0, col: 1 };
    const report = store.paste(pastePlan([['1'], ['2'], ['3']], store.columns(), at), at);
    expect(report).toMatchObject({ filled: 2, added: 1, cut: 1 });
    expect(store.rows()).toHaveLength(2);
    expect(store.addRow()).toBe(-1);
  });

  it('a first line naming columns (either language, a unit too) maps the block by name and is not pasted; empty lines are left out', () => {
    const unitSchema: EditableTableSchema = {
      type: 'editable-table',
      columns: [
        { prop: 'goods_name', label: '商品名称', labelEn: 'Goods', require: true },
        { prop: 'quantity', label: '数量', labelEn: 'Quantity', editType: 'number', moneyFormat: 3, unit_prop: 'unit', unitEditabled: true, unit_options: [{ value: '吨', label: '吨' }, { value: '件', label: '件' }] },
        { prop: 'price', label: '含税单价', labelEn: 'Price', editType: 'number', moneyFormat: 2 },
        { prop: 'amount', label: '金额', labelEn: 'Amount', editType: 'number', moneyFormat: 2, formula: 'quantity * price' },
      ],
      fieldRules: { quantity: { min: 0.001 } },
    };
    const columns = gridColumns(unitSchema, 'zh');
    const store = createEditStore([], columns, {
      rowKey: 'id',
      describe: (column, problem) => (problem.kind === 'unit' ? `单位${problem.text}` : problem.kind === 'parse' ? `无法识别：${problem.text}` : ''),
      check: (column, row) => cellProblem(column, row, 'zh', (key) => key),
      derive: (row) => ({ amount: typeof row.quantity === 'number' && typeof row.price === 'number' ? row.quantity * row.price : null }),
    });
    const block = [
      ['Goods', '规格', '单位', '数量', 'Price', '金额'],
      ['螺纹钢', 'HRB400', '吨', '12.500', '¥7,820.00', '1'],
      ['', '', '', '', '', ''],
      ['线材', 'HPB300', '件', '-2', '23 450,00', ''],
      ['盘螺', '', '箱', 'abc', '18,650.00', ''],
    ];
    const at = { row: 0, col: 0 };
    const plan = pastePlan(block, columns, at);
    expect(plan.byHeader).toBe(true);
    expect(plan.targets).toEqual([{ col: 0 }, null, { col: 1, unit: true }, { col: 1 }, { col: 2 }, { col: 3 }]);
    const report = store.paste(plan, at);
    expect(report).toMatchObject({ added: 3, emptyLines: 1, readOnly: 1, skipped: 2 });
    expect(store.rows().map((r) => [r.goods_name, r.unit, r.quantity, r.price])).toEqual([
      ['螺纹钢', '吨', 12.5, 7820],
      ['线材', '件', -2, 23450],
      ['盘螺', undefined, null, 18650],
    ]);
    // The negative quantity meets the server's rule as it lands; the unknown unit and the text are flagged too.
    expect(store.state.errors[store.state.keys[1]]).toEqual({ quantity: '数量不能小于0.001' });
    expect(store.state.errors[store.state.keys[2]]).toEqual({ quantity: '无法识别：abc' });
    expect(report.invalid).toBe(3);
  });

  it('without a header line the block fills the displayed columns in order from the focused one', () => {
    const plan = pastePlan([['a', 'b'], ['c', 'd']], gridColumns(schema, 'zh'), { row: 0, col: 3 });
    expect(plan).toEqual({ rows: [['a', 'b'], ['c', 'd']], targets: [{ col: 3 }, { col: 4 }], byHeader: false, emptyLines: 0 });
  });

  it('add, copy and delete rows; a copy is a new row without the original key', () => {
    const { store } = setup();
    store.copyRows(['1']);
    expect(store.rows()).toHaveLength(2);
    expect(store.rows()[1]).toMatchObject({ id: undefined, goods_name: '螺纹钢', quantity: 2 });
    expect(store.state.keys[1]).toMatch(/^new-/);
    const added = store.addRow(0);
    expect(added).toBe(1);
    expect(store.rows()[1]).toEqual({ goods_name: null, quantity: null, price: null, delivery_date: null, amount: null });
    store.deleteRows(['1']);
    expect(store.rows().map((r) => r.goods_name)).toEqual([null, '螺纹钢']);
    store.undo();
    expect(store.rows()).toHaveLength(3);
  });

  it('Delete empties editable cells only (a formula cell stays derived)', () => {
    const { store } = setup();
    store.clear([{ row: 0, col: 1 }, { row: 0, col: 4 }]);
    expect(store.rows()[0]).toMatchObject({ quantity: null, amount: null });
    store.undo();
    expect(store.rows()[0]).toMatchObject({ quantity: 2, amount: 20 });
    expect(store.undo()).toBe(false);
  });

  it('reset takes rows from outside and forgets the undo history', () => {
    const { store } = setup();
    store.commitText({ row: 0, col: 1 }, '9');
    store.reset([{ id: 7, goods_name: '线材', quantity: 1, price: 1 }]);
    expect(store.state.keys).toEqual(['7']);
    expect(store.undo()).toBe(false);
  });
});
