import { describe, expect, it } from 'vitest';
import { fieldType, isTextCell } from '../../fields';
import type { TableColumn } from '../../renderers/data-table/build-columns';
import { bodyColumns, type LeadingColumn } from '../../renderers/data-table/virtual/body-columns';
import { columnWindow, sameWindow } from '../../renderers/data-table/virtual/column-window';
import { coveredBy, withMergedFirsts } from '../../renderers/data-table/virtual/merged-rows';
import { solidOver } from '../../renderers/data-table/virtual/solid-color';

const leading: LeadingColumn[] = [{ key: '__selection', width: 45, render: () => null }];
const col = (key: string, width: number, fixed?: 'left' | 'right'): TableColumn => ({ key, dataIndex: key, width, fixed });

describe('the virtual body: columns', () => {
  it('pins the leading columns and the left run after them, summing their insets; the right run from the right edge', () => {
    const columns = bodyColumns(leading, [col('no', 170, 'left'), col('a', 100), col('b', 120), col('total', 140, 'right'), col('ops', 90, 'right')]);
    expect(columns.map((c) => [c.key, c.fixed ?? null, c.inset, c.edge])).toEqual([
      ['__selection', 'left', 0, false],
      ['no', 'left', 45, true],
      ['a', null, 0, false],
      ['b', null, 0, false],
      ['total', 'right', 90, true],
      ['ops', 'right', 0, false],
    ]);
  });

  it('a column pinned in the middle scrolls with the rest, as the header draws it', () => {
    const columns = bodyColumns([], [col('a', 100), col('b', 120, 'left'), col('c', 130, 'right'), col('d', 90)]);
    expect(columns.map((c) => c.fixed ?? null)).toEqual([null, null, null, null]);
    expect(columns.some((c) => c.edge)).toBe(false);
  });

  it('takes the leaves of grouped headers, left to right, and draws a cell by the column render or the raw value', () => {
    const grouped: TableColumn = { key: 'g', title: 'g', children: [{ ...col('x', 80), render: (value: unknown) => `<${String(value)}>` }, col('y', 90)] };
    const columns = bodyColumns([], [grouped]);
    expect(columns.map((c) => c.key)).toEqual(['x', 'y']);
    const state = { selected: false, expanded: false };
    expect(columns[0].render({ x: 1, y: 2 }, 0, state)).toBe('<1>');
    expect(columns[1].render({ x: 1, y: 2 }, 0, state)).toBe(2);
  });
});

describe('the virtual body: the columns in view', () => {
  // selection 45 (pinned), ten columns of 100, an 操作 column of 80 pinned right.
  const columns = bodyColumns(leading, [...Array.from({ length: 10 }, (_, i) => col(`c${i}`, 100)), col('ops', 80, 'right')]);

  it('draws the unpinned columns that meet the view and its margin; the others are two spacers', () => {
    // View 325 wide: 45 pinned left, 80 pinned right, 200 for the rest, i.e. c0 and c1 at the start.
    expect(columnWindow(columns, 0, 325, 0)).toEqual({ first: 1, last: 3, before: 0, after: 800 });
    expect(columnWindow(columns, 0, 325, 100)).toEqual({ first: 1, last: 4, before: 0, after: 700 });
    // Scrolled 450: c4 (from 400) to c6 (to 700).
    expect(columnWindow(columns, 450, 325, 0)).toEqual({ first: 5, last: 8, before: 400, after: 300 });
    // At the far right.
    expect(columnWindow(columns, 800, 325, 0)).toEqual({ first: 9, last: 11, before: 800, after: 0 });
  });

  it('draws every column while the view has no width (no layout yet)', () => {
    expect(columnWindow(columns, 0, 0, 400)).toBeNull();
  });

  it('keeps the previous window object when it shows the same columns, so rows need not draw again', () => {
    const a = columnWindow(columns, 450, 325, 0);
    const b = columnWindow(columns, 460, 325, 0);
    expect(sameWindow(b, a)).toBe(a);
    const c = columnWindow(columns, 560, 325, 0);
    expect(sameWindow(c, a)).toBe(c);
    expect(sameWindow(null, a)).toBeNull();
  });
});

describe('the virtual body: merged cells', () => {
  const covered = coveredBy([{ spans: new Map([[10, 4], [11, 0], [12, 0], [13, 0], [20, 2], [21, 0]]) }, {}]);

  it('knows which rows a merged cell covers and where it starts', () => {
    expect([...covered.entries()]).toEqual([[11, 10], [12, 10], [13, 10], [21, 20]]);
  });

  it('draws the first row of a merged cell that starts above the rows in view, before them', () => {
    expect(withMergedFirsts([12, 13, 14, 15], covered)).toEqual([10, 12, 13, 14, 15]);
    expect(withMergedFirsts([10, 11, 12], covered)).toEqual([10, 11, 12]);
    expect(withMergedFirsts([14, 15, 16], covered)).toEqual([14, 15, 16]);
    expect(withMergedFirsts([], covered)).toEqual([]);
  });
});

describe('the virtual body: opaque colours', () => {
  it('shows a translucent colour as the solid colour it makes over the background', () => {
    expect(solidOver('rgba(0, 0, 0, 0.02)', '#ffffff')).toBe('rgb(250, 250, 250)');
    expect(solidOver('rgba(22, 119, 255, 0.5)', '#fff')).toBe('rgb(139, 187, 255)');
    expect(solidOver('#e6f4ff', '#ffffff')).toBe('rgb(230, 244, 255)');
  });

  it('leaves a colour it cannot read as it is', () => {
    expect(solidOver('var(--x)', '#fff')).toBe('var(--x)');
  });
});

describe('cells written as text', () => {
  it('knows the field types whose cell is only their formatted text (tables write it without the component)', () => {
    expect((['text', 'money', 'int', 'number', 'percent', 'date', 'datetime', 'boolean'] as const).filter((type) => !isTextCell(fieldType(type).Cell))).toEqual([]);
    expect(isTextCell(fieldType('enum').Cell)).toBe(false);
  });
});
