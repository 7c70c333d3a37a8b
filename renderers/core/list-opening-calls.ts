import { VIEW_DEFAULT_FIELDS_URL, VIEW_LIST_URL } from './saved-view-types';

// What a list page asks as it opens, known from its menu alone: light enough for the cold start's own code
// (src/pages/boot-opening.ts), which sends the opening before the renderers have loaded.

export const SETTING_DETAIL_URL = '/api/base/customsetting/detail';

/**
 * The query of the user's setting of one table: a list page's (the shell prefetches the same), or, with
 * `ownColumns`, a table declaring its own columns (a form's editable table), which the server answers as
 * stored instead of merging it over the menu's remote fields.
 */
export function settingQuery(tableName: string, permsId: number, ownColumns = false): Record<string, unknown> {
  return ownColumns ? { table_name: tableName, perms_id: permsId, own_columns: true } : { table_name: tableName, perms_id: permsId };
}

/** A GET a list page makes as it opens. */
export interface OpeningCall {
  url: string;
  query: Record<string, unknown>;
}

/** The query of the views calls (list, default columns) of a list page: the renderer and the prefetch send the same. */
export function viewsQuery(tableKey: string, permsId: number): Record<string, unknown> {
  return { table_key: tableKey, perms_id: permsId };
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
