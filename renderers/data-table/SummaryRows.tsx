import { Table } from 'antd';
import { fieldType } from '../../fields';
import { pickLabel, type Language } from '../../registry';
import { divide, sum, type Numeric } from '../../rules';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListContextValue, Row } from '../core/list-context';

/** The column's values on the page's rows that hold a number (a number, or numeric text). */
function numbersOf(rows: readonly Row[], prop: string): Numeric[] {
  return rows.map((row) => row[prop]).filter((v): v is Numeric => (typeof v === 'number' || typeof v === 'string') && v.toString().trim() !== '' && Number.isFinite(Number(v)));
}

/** The sum of a column over the page's rows (non-numbers ignored), exact: 0.1 + 0.2 + 0.005 is 0.305, never 0.30500000000000005. */
export function pageSum(rows: readonly Row[], prop: string): number {
  return sum(numbersOf(rows, prop));
}

/** The average of a column over the page's rows that hold a number (to 10 places); undefined when none does. */
export function pageAverage(rows: readonly Row[], prop: string): number | undefined {
  const numbers = numbersOf(rows, prop);
  return numbers.length === 0 ? undefined : divide(sum(numbers), numbers.length, 10);
}

/** The columns whose totals are shown (showSummary). */
const summedColumns = (columns: readonly ColumnSchema[]) => columns.filter((c) => c.showSummary);

/** A column's total over the page's rows: its statisticType picks the sum (default) or the average (spec 001 §3). */
function pageTotal(column: ColumnSchema, rows: readonly Row[]): number | undefined {
  return column.statisticType === 'avg' ? pageAverage(rows, column.prop) : pageSum(rows, column.prop);
}

/** A column's total over the filtered set, as the server answered it. */
function filteredTotal(column: ColumnSchema, list: ListContextValue): number | undefined {
  const total = list.summary?.[column.prop];
  return column.statisticType === 'avg' ? (total?.avg ?? undefined) : total?.sum;
}

/**
 * The footer row of spec 001 screen 4: 当页合计 (the rows shown), one line kept in view under the rows. Cells
 * line up with the table's columns, after the selection and index columns. 筛选后合计 (the server's totals of
 * the filtered set) is a line under the table (FilteredTotals): a second fixed row took a row's height from the
 * rows on every screen (issue 41 item 12). A function, not a component: the table recognises a fixed footer
 * (kept in view, and kept at all by the virtual table) only when `summary` returns Table.Summary itself.
 */
export function summaryRows({ columns, list, leading, language, labels }: {
  columns: readonly ColumnSchema[];
  list: ListContextValue;
  /** Columns before the declared ones (selection, index). */
  leading: number;
  language: Language;
  labels: { page: string };
}) {
  if (summedColumns(columns).length === 0 || list.rows.length === 0) return null;
  return (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid="summary-page">
        {leading > 0 && <Table.Summary.Cell index={0} colSpan={leading} />}
        {columns.map((column, i) => {
          const total = column.showSummary ? pageTotal(column, list.rows) : undefined;
          const text = i === 0 && !column.showSummary ? labels.page : total === undefined ? '' : fieldType(column.valueType).format(total, column, language);
          return (
            <Table.Summary.Cell key={column.prop} index={leading + i} align={column.showSummary ? 'right' : undefined}>
              {i === 0 && column.showSummary ? `${labels.page} ${text}` : text}
            </Table.Summary.Cell>
          );
        })}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/** 筛选后合计 under the table: each summed column's label and its total over the filtered set, on one line that wraps. */
export function FilteredTotals({ columns, list, language, label }: { columns: readonly ColumnSchema[]; list: ListContextValue; language: Language; label: string }) {
  const summed = summedColumns(columns);
  if (summed.length === 0 || !list.summary || list.rows.length === 0) return null;
  return (
    <div data-testid="summary-filtered" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 16px', justifyContent: 'flex-end', marginTop: 8 }}>
      <span>{label}</span>
      {summed.map((column) => {
        const total = filteredTotal(column, list);
        return (
          <span key={column.prop}>
            {pickLabel(language, column.label, column.labelEn)} <strong>{total === undefined ? '' : fieldType(column.valueType).format(total, column, language)}</strong>
          </span>
        );
      })}
    </div>
  );
}
