/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A business page as configuration data (issue 23): its menu node (where it sits in the sidebar, its route, the resource it lists), its page configuration (func_config, tabs, statistics), its columns (remote fields), its buttons and which roles may open it with which data scope and buttons. Published by the studio as a version; publishing writes the menu, buttons, remote fields and role grants in one transaction.
 */
export interface PageDefinition {
  /**
   * The page's name in the studio; never changes
   */
  key: string;
  menu: {
    /**
     * The menu (permission) id: given by the server on the first publish, then kept
     */
    id?: number;
    /**
     * The sidebar group it sits in (a menu of type 1); 0 for the top level
     */
    parent: number;
    name: Label;
    /**
     * The route path (spec 000 §3 menu flag)
     */
    flag: string;
    icon?: string;
    sort?: number;
    /**
     * The resource the page lists: its index is the menu's remote_request_url
     */
    resource?: string;
    /**
     * Listed in the sidebar (default true); a hidden page is still reachable
     */
    sidebar?: boolean;
    keep_alive?: boolean;
    /**
     * Saved views (use_search_view)
     */
    search_view?: boolean;
  };
  /**
   * The menu's function configuration (spec 001 §3, func-config.schema.json): page_type 1 a list, 2 a form, 3 a record, 4 a dashboard
   */
  func_config?: {
    [k: string]: unknown;
  };
  tabs_options?: {
    [k: string]: unknown;
  };
  statistics_option?: {
    [k: string]: unknown;
  };
  tree_props?: {
    [k: string]: unknown;
  };
  /**
   * The list's columns in order (remote fields): prop a column of the resource, its labels, its config (valueType, width, searchType, ...)
   *
   * @maxItems 200
   */
  fields?: {
    prop: string;
    label: Label;
    config?: {
      [k: string]: unknown;
    };
  }[];
  /**
   * @maxItems 50
   */
  buttons?: {
    flag: string;
    name: Label;
    /**
     * add, edit, del, export, import, link, interface, ... (spec 001 §7)
     */
    btn_func: string;
    btn_type?: 'primary' | 'default' | 'dashed' | 'link' | 'text' | 'danger';
    /**
     * left/right of the toolbar; solo: a row button for one record; mult: needs selected rows; none: hidden (default left)
     */
    btn_position?: 'left' | 'right' | 'solo' | 'mult' | 'none';
    icon?: string;
    func_config?: {
      [k: string]: unknown;
    };
    export_template?: string;
  }[];
  /**
   * Who may open the page: a role, the rows it sees (spec 000 §6 data scope), the buttons it holds (by flag)
   *
   * @maxItems 100
   */
  grants?: {
    role_id: number;
    data_scope:
      | 'all'
      | 'bureau'
      | 'parent_company_path'
      | 'path'
      | 'company'
      | 'entity'
      | 'parent_org_path'
      | 'path_org'
      | 'org'
      | 'oneself';
    /**
     * The scope also matches the records the role's users execute (spec 000 §6)
     */
    exec_permission?: boolean;
    /**
     * @maxItems 50
     */
    buttons?: string[];
  }[];
}
/**
 * A name in both languages, as the menu tables keep them (at most 100 characters)
 *
 * This interface was referenced by `PageDefinition`'s JSON-Schema
 * via the `definition` "Label".
 */
export interface Label {
  zh: string;
  en: string;
}
