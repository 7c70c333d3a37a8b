/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The field type that formats and renders the cells; text when omitted
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';

/**
 * A table of the list's rows; each column's cells are rendered by its field type.
 */
export interface DataTableSchema {
  type: 'data-table';
  rowKey?: string;
  /**
   * @minItems 1
   */
  columns: ColumnSchema[];
  /**
   * A selection column (width 45): radio or checkboxes; the ticked rows go to the list context
   */
  selection?: 'single' | 'multiple';
  /**
   * A row number column (序号)
   */
  index?: boolean;
}
/**
 * This interface was referenced by `DataTableSchema`'s JSON-Schema
 * via the `definition` "ColumnSchema".
 */
export interface ColumnSchema {
  prop: string;
  label: string;
  labelEn?: string;
  valueType?: FieldType;
  options?: OptionSchema[];
  width?: number;
  fixed?: 'left' | 'right' | false;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  /**
   * Decimals of money, number and percent values
   */
  moneyFormat?: number;
  /**
   * A dayjs format for date and datetime values
   */
  timeFormat?: string;
  /**
   * Total this column in the footer: 当页合计 over the page, 筛选后合计 over the filtered set
   */
  showSummary?: boolean;
}
/**
 * This interface was referenced by `DataTableSchema`'s JSON-Schema
 * via the `definition` "OptionSchema".
 */
export interface OptionSchema {
  value: string | number | boolean;
  label: string;
  labelEn?: string;
  color?: string;
}
