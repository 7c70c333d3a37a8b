/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A list page, compiled from a menu node and its remote fields, rendered by the list-page renderer.
 */
export interface ListPageSchema {
  type: 'list-page';
  /**
   * The menu (permission) id
   */
  id: number;
  title: string;
  source: DataSource;
  table: DataTableSchema;
  pagination?: PaginationSchema;
  defaultOrder?: string;
}
export interface DataSource {
  /**
   * The list resource's index address
   */
  url: string;
  method?: 'GET' | 'POST';
  /**
   * Fixed query parameters sent with every request
   */
  params?: {};
}
export interface DataTableSchema {
  type: 'data-table';
  rowKey?: string;
  /**
   * @minItems 1
   */
  columns: [ColumnSchema, ...ColumnSchema[]];
}
export interface ColumnSchema {
  prop: string;
  label: string;
  labelEn?: string;
  valueType?: 'text' | 'money' | 'date' | 'datetime' | 'enum' | 'number';
  options?: {
    value: string | number;
    label: string;
    labelEn?: string;
    color?: string;
  }[];
  width?: number;
  fixed?: 'left' | 'right' | false;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  moneyFormat?: number;
}
export interface PaginationSchema {
  /**
   * @minItems 1
   */
  pageSizes?: [number, ...number[]];
  defaultPageSize?: number;
}
