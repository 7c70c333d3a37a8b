import { VIEW_DEFAULT_FIELDS_URL, VIEW_LIST_URL } from './saved-view-types';
import { SETTING_DETAIL_URL } from './use-list-settings';

/** A GET a list page makes as it opens. */
export interface OpeningCall {
  url: string;
  query: Record<string, unknown>;
}

/** The query of the views calls (list, default columns) of a list page: the renderer and the prefetch send the same. */
export function viewsQuery(tableKey: string, permsId: number): Record<string, unknown> {
  return { table_key: tableKey, perms_id: permsId };
}

/** The query of the user's table setting of a list page. */
export function settingQuery(tableName: string, permsId: number): Record<string, unknown> {
  return { table_name: tableName, perms_id: permsId };
}

/**
 * The GETs a list page makes as it opens, known from its menu alone: its views, its default column view and
 * the user's table setting, with the very params the renderer sends. The shell starts them beside the menu's
 * remote fields (and the renderer code still loading), so they are answered by the time the page asks; one
 * the page turns out not to need (defaultFields under a default view) is a wasted GET, never a wrong answer.
 */
export function listPageOpeningCalls(permsId: number, tableName = `menu-${permsId}`): OpeningCall[] {
  if (!permsId) return [];
  const views = viewsQuery(tableName, permsId);
  return [
    { url: VIEW_LIST_URL, query: views },
    { url: VIEW_DEFAULT_FIELDS_URL, query: views },
    { url: SETTING_DETAIL_URL, query: settingQuery(tableName, permsId) },
  ];
}
