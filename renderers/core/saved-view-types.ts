import type { SavedView, ViewCondition, ViewType } from '../../schemas/generated/saved-view';
import type { SearchFieldSchema } from '../../schemas/generated/search-field';
import type { ViewStatus } from './saved-view-state';

export const VIEW_LIST_URL = '/api/base/view/list';
export const VIEW_DETAIL_URL = '/api/base/view/detail';
export const VIEW_ADD_URL = '/api/base/view/add';
export const VIEW_UPDATE_URL = '/api/base/view/update';
export const VIEW_DELETE_URL = '/api/base/view/del';
export const VIEW_SET_DEFAULT_URL = '/api/base/view/setDefault';
export const VIEW_DEFAULT_NAME_URL = '/api/base/view/defaultName';
export const VIEW_DEFAULT_FIELDS_URL = '/api/base/view/defaultFields';

/** The URL query parameter naming the view a list page opens with (instead of the default view). */
export const VIEW_ID_PARAM = 'view_id';

/** A view as the drawer's form edits it. */
export interface ViewDraft {
  name: string;
  type: ViewType;
  conditions: ViewCondition[];
  isDefault: boolean;
}

/** The saved views of a list page, published in its list context as `views` (issue 8). */
export interface ListViews {
  /** The caller's views and the shared views of their company, in the server's order. */
  items: readonly SavedView[];
  defaultId: number | null;
  /** Whether the caller holds the shared-view permission: shared views may be created, changed, deleted. */
  canShare: boolean;
  /** The view the list shows; null is 全部 (no view). */
  current: SavedView | null;
  status: ViewStatus;
  /** The page's searchable fields: the conditions a view can hold. */
  fields: readonly SearchFieldSchema[];
  /** Where keys of today's conditions a view holds, and those it cannot (another field, an unreadable value). */
  savable: { saved: readonly string[]; unsaved: readonly string[] };
  /** Conditions of the applied view that could not be read (fields gone or values unparsable), by prop. */
  unparsable: readonly string[];
  /** The applied view was saved against another page version. */
  versionChanged: boolean;
  /** A write is under way. */
  busy: boolean;
  /** Shows the view (null: none), asking first when the current conditions are edited; false when not switched. */
  apply(id: number | null): Promise<boolean>;
  /** Saves the conditions and columns over the current view, after the overwrite confirmation. */
  save(): Promise<boolean>;
  /** Saves the conditions and columns as a new view and shows it. */
  saveAs(name: string, type: ViewType): Promise<boolean>;
  /** The save-as dialog's starting name. */
  suggestName(): Promise<string>;
  /** Back to the current view's conditions (none: clears the fields' conditions). */
  resetView(): void;
  /** Back to the default columns: the page's configured ones under the user's #默认字段配置#, the user's own choice cleared. */
  resetFields(): Promise<void>;
  setDefault(id: number, on: boolean): Promise<boolean>;
  /** Deletes after the confirmation; the selection moves to a neighbouring view of the same type. */
  remove(id: number): Promise<boolean>;
  /** The drawer's create and update; `apply` shows the view afterwards. Null when it failed (already told). */
  create(draft: ViewDraft, apply: boolean): Promise<SavedView | null>;
  update(id: number, draft: ViewDraft, apply: boolean): Promise<SavedView | null>;
}
