/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * POST <resource>/export (spec 001 §3 Export payload, §7 export): the list's where, order and scope as the list call has them, the button whose export this is, and optionally the columns (a saved view's) and the selected rows. The server decides the columns' labels and formats from the menu's remote fields and the caller's setting. The spec's controller, method, app_id, page_path, bread_crumbs, view_id are accepted and not used; user_id and company_id, when sent, must be the caller's.
 */
export interface ExportBody {
  where?: {} | null;
  order?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id: number;
  remote_params?: RemoteParams;
  /**
   * The list's setting key (custom setting table_name); menu-<perms_id> by default.
   */
  table_name?: string;
  /**
   * The export button's flag (perm_buttons.flag): its grant and scope apply. `export` by default.
   */
  flag?: string;
  /**
   * The columns, in order (a saved view's); the caller's shown columns by default.
   *
   * @maxItems 200
   */
  fields?: string[];
  /**
   * Export only these rows (export-selection).
   *
   * @maxItems 10000
   *
   * Items: A row id: PostgreSQL integer range
   */
  ids?: number[];
  /**
   * The file's name without .xlsx; the menu's name by default.
   */
  filename?: string;
  /**
   * Run as a background job whatever the row count.
   */
  async?: boolean;
  controller?: string;
  method?: string;
  app_id?: string | number;
  page_path?: string;
  bread_crumbs?: unknown;
  view_id?: string | number | null;
  /**
   * A row id: PostgreSQL integer range
   */
  user_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  company_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  org_id?: number;
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
/**
 * The answer when the export runs as a background job (spec: async, code 2000 shows the exporting notice).
 *
 * This interface was referenced by `ExportBody`'s JSON-Schema
 * via the `definition` "ExportQueued".
 */
export interface ExportQueued {
  job_id: number;
  total: number;
}
