/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A configuration value stored as JSON: an object, a list, or null when not set
 *
 * This interface was referenced by `PermNode`'s JSON-Schema
 * via the `definition` "JsonConfig".
 */
export type JsonConfig =
  | {
      [k: string]: unknown;
    }
  | unknown[]
  | null;

/**
 * A node of the permission tree (spec 000 §3), as account/perms answers: menus, their buttons and page configuration.
 */
export interface PermNode {
  id: number;
  pid: number;
  name: string;
  name_en: string;
  path_name: string;
  icon: string;
  /**
   * The route path, or an http(s) address for an external page
   */
  flag: string;
  /**
   * 3 = hidden from the sidebar
   */
  type: number;
  /**
   * 2 = disabled: opens a placeholder
   */
  status: number;
  show_in_sidebar: number;
  show_nav: number;
  keep_alive: number;
  is_blank: number;
  use_search_view: number;
  func_config: JsonConfig;
  perms: PermButton[];
  perms_data: JsonConfig;
  childRouter: JsonConfig;
  is_leaf: number;
  app_id: number;
  use_remote_field: number;
  remote_fields_url: string;
  remote_request_url: string;
  remote_request_method: string;
  tabs_options: JsonConfig;
  tree_props: JsonConfig;
  statistics_option: JsonConfig;
  /**
   * Configuration columns of this node that could not be read (for example func_config is not JSON); the page shows them instead of rendering
   */
  config_errors: string[];
  children: PermNode[];
}
/**
 * This interface was referenced by `PermNode`'s JSON-Schema
 * via the `definition` "PermButton".
 */
export interface PermButton {
  id: number;
  flag: string;
  name: string;
  name_en: string;
  btn_func: string;
  btn_type: string;
  icon: string;
  btn_position: string;
  func_config: JsonConfig;
  /**
   * The export template this export button writes (spec 001 §3 button definition), by its label
   */
  export_template?: string | null;
}
