import type { Language } from '../../registry';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { Row } from '../core/list-context';
import { valueText } from '../core/labels/value-text';

/** The class a data cell (and its header) carries naming its column, so a right-click tells which cell it hit. */
const COLUMN_CLASS = 'list-col-';

export function columnClass(prop: string): string {
  return COLUMN_CLASS + prop;
}

/** The column of the table cell an event happened in, or null (outside a data cell: selection, index, 操作). */
export function cellPropOf(target: EventTarget | null): string | null {
  const cell = target instanceof Element ? target.closest('.ant-table-cell') : null;
  const named = cell ? Array.from(cell.classList).find((name) => name.startsWith(COLUMN_CLASS)) : undefined;
  return named ? named.slice(COLUMN_CLASS.length) : null;
}

/**
 * What a row shows, as text to copy: the cell of column `prop` as its column formats it (a money column's
 * 1,250,000.00, an enum's label, never the stored code), or, without a cell, every shown cell of the row in
 * the table's order, tab separated (a spreadsheet takes it as one row).
 */
export function shownText(columns: readonly ColumnSchema[], row: Row, language: Language, prop?: string | null): string {
  const cell = prop ? columns.find((column) => column.prop === prop) : undefined;
  if (cell) return valueText(cell, row[cell.prop], language);
  return columns.map((column) => valueText(column, row[column.prop], language)).join('\t');
}
