/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * Which table of the page the setting is for (the page's config key): printable text, no control characters.
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "TableName".
 */
export type TableName = string;
/**
 * Pinned left, right, or not pinned (false).
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "Fixed".
 */
export type Fixed = ('left' | 'right') | false;
/**
 * Row buttons inside the table (right, the fixed 操作 column) or above it (top).
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "ButtonInlinePosition".
 */
export type ButtonInlinePosition = 'right' | 'top';
/**
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "ContentPageSize".
 */
export type ContentPageSize = 15 | 20 | 30 | 50;
/**
 * A column's prop, as the remote fields name it.
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "ColumnKey".
 */
export type ColumnKey = string;
/**
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "ColumnWidth".
 */
export type ColumnWidth = number;

/**
 * A user's column and page settings of one list (spec 001 §3 custom setting, §7 custom setting calls): the answer of GET /api/base/customsetting/detail, merged admin default < user value. The admin default is the menu's remote fields; the user's stored value overrides per column key.
 */
export interface CustomSetting {
  table_name: TableName;
  /**
   * Which table of the page the setting is for (the page's config key): printable text, no control characters.
   */
  name?: string;
  perms_id: number;
  /**
   * Every column of the menu's remote fields, in display order; `sort` is the 1-based position.
   */
  table_fields: MergedField[];
  /**
   * Column key → width: the remote fields' widths, overridden by the user's.
   */
  table_cell_width: {
    [k: string]: number;
  };
  button_inline_position: ButtonInlinePosition;
  content_pagesize: ContentPageSize;
  /**
   * Whether the user has stored a setting for this list
   */
  customized: boolean;
  /**
   * When the user last saved it (UTC), null when never
   */
  updated_at: string | null;
}
/**
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "MergedField".
 */
export interface MergedField {
  key: string;
  /**
   * The spec's name of the column key: the same as key
   */
  prop?: string;
  label: string;
  label_en: string;
  checked: boolean;
  fixed: Fixed;
  width?: number;
  sort: number;
  /**
   * Whether the user may pin the column (the remote field's config.canFixed; default true)
   */
  canFixed?: boolean;
}
/**
 * One column as the user saves it (stored with its `key`).
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "StoredField".
 */
export interface StoredField {
  key: ColumnKey;
  label?: string;
  checked: boolean;
  fixed: Fixed;
  width?: ColumnWidth;
  sort?: number;
}
/**
 * One column as a client sends it: `key`, or the spec's `prop` (spec 001 §3 table_fields: label, prop, canFixed, checked, fixed, sort); one of the two is needed, and when both are sent they must be the same (4400 otherwise).
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "WireStoredField".
 */
export interface WireStoredField {
  key?: ColumnKey;
  prop?: ColumnKey;
  label?: string;
  checked: boolean;
  fixed: Fixed;
  width?: ColumnWidth;
  sort?: number;
  /**
   * Whether the column may be pinned: the menu's to say; a value sent is not stored
   */
  canFixed?: boolean;
}
/**
 * GET customsetting/detail (and GET customsetting, spec 001's call). The user and company are the session's: `user_id` and `company_id`, which the spec sends, must name them. The table is `table_name` or the spec's `name` (both must agree), else the list page's own table of the menu, menu-<perms_id>.
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "DetailQuery".
 */
export interface DetailQuery {
  table_name?: TableName;
  /**
   * Which table of the page the setting is for (the page's config key): printable text, no control characters.
   */
  name?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id: number;
  /**
   * The table declares its own columns (a form's editable table), not the menu's remote fields: there is no admin default, the stored columns are answered as stored (in their sort order) with the stored widths. Send it with every call of such a table.
   */
  own_columns?: boolean;
  /**
   * A row id: PostgreSQL integer range
   */
  user_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  company_id?: number;
}
/**
 * POST customsetting/update. An omitted part keeps its stored value; `table_fields` and `table_cell_width` both null reset the columns to the admin default (and the whole setting when the body carries nothing else). The table is `table_name` or the spec's `name` (one is needed; both must agree).
 *
 * This interface was referenced by `CustomSetting`'s JSON-Schema
 * via the `definition` "UpdateBody".
 */
export interface UpdateBody {
  table_name?: TableName;
  /**
   * Which table of the page the setting is for (the page's config key): printable text, no control characters.
   */
  name?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id: number;
  /**
   * The table declares its own columns (a form's editable table), not the menu's remote fields: there is no admin default, the stored columns are answered as stored (in their sort order) with the stored widths. Send it with every call of such a table.
   */
  own_columns?: boolean;
  /**
   * A row id: PostgreSQL integer range
   */
  user_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  company_id?: number;
  table_fields?: WireStoredField[] | null;
  table_cell_width?: {
    [k: string]: ColumnWidth;
  } | null;
  button_inline_position?: ButtonInlinePosition;
  content_pagesize?: ContentPageSize;
}
