/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * POST <resource>/index: the list query as a JSON body, so a long filter is not cut by the URL limit. Same meaning as the GET query (list-query.schema.json), but `where` is an object, not JSON text, and `summary_field` may be a list.
 */
export interface ListQueryBody {
  where?: {} | null;
  page?: number;
  limit?: number;
  /**
   * "field dir, field dir", or antd's sorter `{ prop, order }` or a list of them.
   */
  order?: string | Sorter | Sorter[];
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  remote_params?: RemoteParams;
  summary_field?: string[] | string;
  group_field?: string;
  statistics_field?: string;
  /**
   * As the GET text (`a,b`), or a list of field names; at most 10.
   */
  merge_field?: string[] | string;
}
/**
 * This interface was referenced by `ListQueryBody`'s JSON-Schema
 * via the `definition` "Sorter".
 */
export interface Sorter {
  prop: string;
  order?: 'ascending' | 'descending' | 'asc' | 'desc';
}
/**
 * What the list page sends beside the query (spec 001 §7 list fetch): perms_id, the menu whose grant reads the list (as the flat perms_id; both given must agree); org_id, the organisation the list is looked at from: another org than the caller's own narrows the rows to those created in it or below, inside the data scope (an org outside it leaves no rows); the caller's own org, which the list page sends by default, leaves the scope as it is.
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
