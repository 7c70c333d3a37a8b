import { Table } from 'antd';
import { fieldType } from '../../fields';
import type { Language } from '../../registry';
import { divide, sum, type Numeric } from '../../rules';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListContextValue, Row } from '../list-page/list-context';

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

/**
 * The footer of spec 001 screen 4: 当页合计 (the rows shown) and, when the server totalled the filtered
 * set, 筛选后合计. Cells line up with the table's columns, after the selection and index columns.
 * A function, not a component: the table recognises a fixed footer (kept in view, and kept at all by
 * the virtual table) only when `summary` returns Table.Summary itself.
 */
export function summaryRows({ columns, list, leading, language, labels }: {
  columns: readonly ColumnSchema[];
  list: ListContextValue;
  /** Columns before the declared ones (selection, index). */
  leading: number;
  language: Language;
  labels: { page: string; filtered: string };
}) {
  const summed = columns.some((c) => c.showSummary);
  if (!summed || list.rows.length === 0) return null;
  const row = (key: string, label: string, value: (column: ColumnSchema) => number | undefined) => (
    <Table.Summary.Row key={key} data-testid={`summary-${key}`}>
      {leading > 0 && <Table.Summary.Cell index={0} colSpan={leading} />}
      {columns.map((column, i) => {
        const total = column.showSummary ? value(column) : undefined;
        const text = i === 0 && !column.showSummary ? label : total === undefined ? '' : fieldType(column.valueType).format(total, column, language);
        return (
          <Table.Summary.Cell key={column.prop} index={leading + i} align={column.showSummary ? 'right' : undefined}>
            {i === 0 && column.showSummary ? `${label} ${text}` : text}
          </Table.Summary.Cell>
        );
      })}
    </Table.Summary.Row>
  );
  return (
    <Table.Summary fixed>
      {/* A column's statisticType picks the sum (default) or the average (spec 001 §3). */}
      {row('page', labels.page, (column) => (column.statisticType === 'avg' ? pageAverage(list.rows, column.prop) : pageSum(list.rows, column.prop)))}
      {list.summary &&
        row('filtered', labels.filtered, (column) => {
          const total = list.summary?.[column.prop];
          return column.statisticType === 'avg' ? (total?.avg ?? undefined) : total?.sum;
        })}
    </Table.Summary>
  );
}
