/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * This interface was referenced by `ListQuery`'s JSON-Schema
 * via the `definition` "FieldName".
 */
export type FieldName = string;

/**
 * The query string of a resource's index call. `where` is JSON: field → value or [operator, operand] (docs/architecture.md §4; the operators and their operands: where.schema.json). The same query can be POSTed as a JSON body (list-query-body.schema.json).
 */
export interface ListQuery {
  /**
   * A JSON value carried in one query parameter
   */
  where?: string;
  page?: number;
  limit?: number;
  order?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  /**
   * A JSON value carried in one query parameter
   */
  remote_params?: string;
  /**
   * Numeric fields to total over the whole filtered set (answer `summary`): a comma list `amount,qty` or a JSON array `["amount"]`, at most 20.
   */
  summary_field?: string;
  /**
   * Group the filtered set by this field (answer `group_sum_data`: count and the `summary_field` sums per group, at most 500 groups).
   */
  group_field?: string;
  /**
   * Count the filtered set by this status-like field, ignoring that field's own condition (answer `statisticsMap`: value → count, for the tabs).
   */
  statistics_field?: string;
  /**
   * Fields whose equal neighbouring values merge into one cell (answer `merge_info`): a comma list `customer_name,goods_name`, at most 10.
   */
  merge_field?: string;
}
/**
 * What the list page sends beside the query (spec 001 §7 list fetch): perms_id, the menu whose grant reads the list (as the flat perms_id; both given must agree); org_id, the organisation the list is looked at from: another org than the caller's own narrows the rows to those created in it or below, inside the data scope (an org outside it leaves no rows); the caller's own org, which the list page sends by default, leaves the scope as it is.
 *
 * This interface was referenced by `ListQuery`'s JSON-Schema
 * via the `definition` "RemoteParams".
 */
export interface RemoteParams {
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  org_id?: number;
}
