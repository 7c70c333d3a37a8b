/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * GET /api/base/page/open: a page's opening in one call. The compiled page (as page/compiled answers it) and the answers of the GETs the page makes as it opens, which the browser names in `calls` (its saved views, default column view, table setting and its first list call), in the order asked; each is answered by that call's own route with the caller's session, as if the browser had made it.
 */
export interface OpenedPage {
  menu_id: number;
  /**
   * A list-page, form-page or dashboard-page node (list-page.schema.json, form-page.schema.json, dashboard-page.schema.json), its children included.
   */
  page: {
    type: 'list-page' | 'form-page' | 'dashboard-page';
    [k: string]: unknown;
  } | null;
  problems: string[];
  /**
   * One envelope per call asked, in order: its code, msg and data as that call answers them alone.
   */
  answers: {
    code: number;
    msg: string;
    data: unknown;
  }[];
}
