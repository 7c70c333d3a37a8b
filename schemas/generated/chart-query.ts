/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The query string of a resource's chart call (GET /api/<module>/<name>/chart, issue 23): the caller's rows of the resource (their list grant's data scope, narrowed by `where` in the list query language) grouped by one field, a date field by day, month or year, optionally split by a second, status-like field; per group the count and, with `value_field`, the sum of that amount. The groups are ordered and cut to `limit`; a split gives each kept group's values per split value.
 */
export interface ChartQuery {
  group_field: string;
  /**
   * For a date or date-time group field: the period its values fall in (YYYY-MM-DD, YYYY-MM, YYYY)
   */
  bucket?: 'day' | 'month' | 'year';
  split_field?: string;
  value_field?: string;
  /**
   * By the group's value, or by its measure (the sum of value_field, else the count)
   */
  order?: 'group_asc' | 'group_desc' | 'value_desc' | 'value_asc';
  /**
   * How many groups are answered
   */
  limit?: number;
  /**
   * A JSON value carried in one query parameter
   */
  where?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
}
/**
 * This interface was referenced by `ChartQuery`'s JSON-Schema
 * via the `definition` "ChartRow".
 */
export interface ChartRow {
  /**
   * The group's value (a period for a bucketed date)
   */
  group: string | number | null;
  /**
   * The split field's value, when the query splits
   */
  split?: string | number | null;
  count: number;
  /**
   * The sum of value_field (4 decimals), else the count
   */
  value: number;
}
/**
 * This interface was referenced by `ChartQuery`'s JSON-Schema
 * via the `definition` "ChartAnswer".
 */
export interface ChartAnswer {
  rows: ChartRow[];
}
