/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * 1 personal, 2 shared (public) within the creator's company.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ViewType".
 */
export type ViewType = 1 | 2;
/**
 * At most 20 characters (spec 001 §9) after trimming (the server trims before checking), printable, not blank; the reserved name #默认字段配置# is the hidden default-field view and cannot be used. Unique among the views the caller sees in the list.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ViewName".
 */
export type ViewName = string;
/**
 * Which table of the page the setting is for (the page's config key): printable text, no control characters.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "TableKey".
 */
export type TableKey = string;
/**
 * @maxItems 200
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ViewFields".
 */
export type ViewFields = ViewField[];

/**
 * A saved filter view of one list (spec 001 §3 saved filter view, §7 saved-view calls): named conditions and columns, personal (type 1) or shared within the creator's company (type 2). The answer of GET /api/base/view/detail and an item of view/list. `editable` says whether the caller may change or delete it (their own personal view, or a shared view of their company with the shared-view permission filterViewCommon).
 */
export interface SavedView {
  id: number;
  name: string;
  type: ViewType;
  table_key: string;
  perms_id: number;
  params: ViewParams;
  /**
   * The columns as they were saved (order, shown, pinned); null when the view keeps the user's columns.
   */
  table_fields: ViewField[] | null;
  /**
   * 1 when this is the caller's default view of the list (per user: one user's default never changes another's).
   */
  is_default: 0 | 1;
  /**
   * is_default under spec 001's name
   */
  isDefault: 0 | 1;
  /**
   * The page-config version the view was saved against (the client's fingerprint of the declared columns), null when not given.
   */
  page_version: string | null;
  editable: boolean;
  add_user_id: number;
  add_user_name: string;
  add_org_id: number;
  add_org_name: string;
  add_company_id: number;
  add_company_name: string;
  created_at: string;
  updated_at: string;
}
/**
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ViewParams".
 */
export interface ViewParams {
  /**
   * @minItems 1
   * @maxItems 100
   */
  where: ViewCondition[];
}
/**
 * One saved condition: the field (prop, the list's where key; searchName too when the search field's name differs, or alone as spec 001 allows) and its value as the list's where holds it (a plain value or [operator, value], where.schema.json's WhereCondition; stored as it comes, read back by the page); isNull marks an 'is empty' condition. Value 0 is a value.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ViewCondition".
 */
export interface ViewCondition {
  /**
   * The field; a condition names it or its searchName (spec 001 §3: prop or searchName), 4400 with neither
   */
  prop?: string;
  /**
   * A column's prop, as the remote fields name it.
   */
  searchName?: string;
  value: unknown;
  isNull?: boolean;
}
/**
 * One column as a view saves it.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ViewField".
 */
export interface ViewField {
  /**
   * A column's prop, as the remote fields name it.
   */
  key: string;
  label?: string;
  checked: boolean;
  /**
   * Pinned left, right, or not pinned (false).
   */
  fixed: ('left' | 'right') | false;
}
/**
 * GET view/list (the caller's own views and the shared views of their company for one list), view/defaultName and view/defaultFields: which list. The caller must hold the menu perms_id (4403 otherwise).
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ListQuery".
 */
export interface ListQuery {
  table_key: TableKey;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  user_id?: number;
}
/**
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "ListAnswer".
 */
export interface ListAnswer {
  listData: SavedView[];
  /**
   * The caller's default view of this list, null when none.
   */
  defaultId: number | null;
  /**
   * Whether the caller holds the shared-view permission (filterViewCommon) on this menu.
   */
  canShare: boolean;
}
/**
 * GET view/detail and POST view/del: a view the caller sees; any other id answers 4404 like one that does not exist. del answers data null and removes every user's default pointing at the view.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "IdQuery".
 */
export interface IdQuery {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
}
/**
 * POST view/add. The creator stamps come from the session, never from the body.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "AddBody".
 */
export interface AddBody {
  table_key: TableKey;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id: number;
  name: ViewName;
  type: ViewType;
  params: ViewParams;
  table_fields?: ViewFields | null;
  page_version?: string | null;
  is_default?: 0 | 1;
  /**
   * Spec 001's name for is_default (both given must agree)
   */
  isDefault?: (0 | 1) | boolean;
  /**
   * A row id: PostgreSQL integer range
   */
  add_user_id?: number;
  add_user_name?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  add_org_id?: number;
  add_org_name?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  add_company_id?: number;
  add_company_name?: string;
}
/**
 * POST view/update: the view's new name, type, conditions and columns; is_default 1 makes it the caller's default, 0 clears it.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "UpdateBody".
 */
export interface UpdateBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  name: ViewName;
  type: ViewType;
  params: ViewParams;
  table_fields?: ViewFields | null;
  page_version?: string | null;
  is_default?: 0 | 1;
  /**
   * Spec 001's name for is_default (both given must agree)
   */
  isDefault?: (0 | 1) | boolean;
  /**
   * A row id: PostgreSQL integer range
   */
  add_user_id?: number;
  add_user_name?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  add_org_id?: number;
  add_org_name?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  add_company_id?: number;
  add_company_name?: string;
  /**
   * Which table of the page the setting is for (the page's config key): printable text, no control characters.
   */
  table_key?: string;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  editable?: boolean;
  created_at?: string;
  updated_at?: string;
}
/**
 * POST view/setDefault: status 1 makes the view (any view the caller sees, shared ones included) the caller's only default of its list, 0 clears it; answers the view.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "SetDefaultBody".
 */
export interface SetDefaultBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  status: 0 | 1;
}
/**
 * GET view/defaultName (table_key, perms_id): the first free automatic name 自定义视图1 … 自定义视图20 (English: Custom view N), null when all twenty are taken.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "DefaultNameAnswer".
 */
export interface DefaultNameAnswer {
  name: string | null;
}
/**
 * GET view/defaultFields (table_key, perms_id): the caller's hidden #默认字段配置# view's columns, null when none is saved.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "DefaultFieldsAnswer".
 */
export interface DefaultFieldsAnswer {
  table_fields: ViewFields | null;
}
/**
 * POST view/saveDefaultFields: stores the caller's default columns of the list; null removes them.
 *
 * This interface was referenced by `SavedView`'s JSON-Schema
 * via the `definition` "SaveDefaultFieldsBody".
 */
export interface SaveDefaultFieldsBody {
  table_key: TableKey;
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id: number;
  table_fields: ViewFields | null;
}
