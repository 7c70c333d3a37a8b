/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * GET /api/base/page/compiled: what a menu leaf's page renders, compiled on the server from the menu's configuration (func_config, remote fields, tabs_options, statistics_option, buttons) in the caller's language and position, each node checked with its renderer's schema. `page` is null when the configuration cannot be shown; `problems` then names every reason, each starting with `menu <id>`.
 */
export interface CompiledPage {
  menu_id: number;
  /**
   * A list-page, form-page or dashboard-page node (list-page.schema.json, form-page.schema.json, dashboard-page.schema.json), its children included.
   */
  page: {
    type: 'list-page' | 'form-page' | 'dashboard-page';
    [k: string]: unknown;
  } | null;
  problems: string[];
}
