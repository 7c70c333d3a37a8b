import { SUMMARY_DECIMALS, numericOf } from '../../codecs';
import { divide, sum } from '../../rules';
import type { Language } from '../../registry';
import type { GridColumn } from './columns';
import type { EditRow } from './edit-store';

/**
 * A column's 合计 (spec 001 §9: summaries to the column's money format, else 2 decimals): the exact sum of
 * its numeric values, or their average with statisticType avg; '' for a column without showSummary.
 */
export function summaryText(column: GridColumn, rows: readonly EditRow[], language: Language): string {
  if (!column.schema.showSummary || !column.codec.numeric) return '';
  const values = rows.map((row) => numericOf(row[column.prop])).filter((v): v is number | string => v !== null);
  const decimals = column.options.moneyFormat ?? SUMMARY_DECIMALS;
  const total = sum(values);
  const value = column.schema.statisticType === 'avg' ? (values.length === 0 ? null : divide(total, values.length, decimals + 2)) : total;
  return value === null ? '' : column.codec.format(value, { ...column.options, moneyFormat: decimals }, language);
}
