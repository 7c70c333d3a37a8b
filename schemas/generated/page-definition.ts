/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * What a function button or a function label does, written as configuration instead of naming a built-in handler (issue 23): steps run in order over the rows (a label's row; a button's selected rows): let computes on each row, copy takes each row its condition holds on, every other step runs when its condition holds on any row and acts on the first such row; a step reading a row when none is selected is refused (请选择需要操作的数据). Values come from the row's fields by name, from earlier `let` steps and from four names of the platform: _value and _text (a label's or a row button's clicked cell: its value, and what it shows), _key (the row's key: the table's row key on row buttons, else id) and _count (how many rows the action has). An empty value reads as empty text (isEmpty holds; a comparison with a number does not). Formulas and conditions are the risk rules' sandboxed language (codecs/formula: numbers, arithmetic, comparisons, and, or, not, a ? b : c, round, min, max, isEmpty, equalText; no other code). Texts take `{name}` placeholders. The studio checks every formula, placeholder and route at publish, each at its JSON path.
 *
 * @minItems 1
 * @maxItems 20
 */
export type ActionSteps = ActionStep[];
/**
 * A declarative judge on a row: row[field] op value, or an expression over the row's numeric fields (statuses, amounts) in the rule language risk rules use (the shared sandboxed evaluator, codecs/formula: fields, numbers, arithmetic, comparisons, and, or, not, a ? b : c; exact decimals). hideWhen hides, disableWhen disables (with 不可操作原因：reason) a button when it matches its row (solo, row buttons) or any selected row (mult), e.g. approval_status != 2 or `amount > 1000000 and status == 0`
 */
export type ButtonRule = {
  [k: string]: unknown;
} & {
  /**
   * A condition over the row's numeric fields, e.g. amount > 1000000 and status == 0; a row whose values it cannot compare (empty, or text) does not match
   */
  expression?: string;
  field?: string;
  op?: 'in' | 'not_in' | '=' | '!=';
  /**
   * A scalar for = and !=, a list for in and not_in
   */
  value?: (string | number | boolean | null) | (string | number | boolean | null)[];
  /**
   * Shown as 不可操作原因：{reason}
   */
  reason?: string;
  reasonEn?: string;
};

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
     * The route path (spec 000 §3 menu flag), with the query the sidebar opens it with (/contract/sales?tab=all)
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
   * The list's columns in order (remote fields): prop a column of the resource, its labels (its resource field's when left out), its config (valueType, width, searchType, ...)
   *
   * @maxItems 200
   */
  fields?: {
    prop: string;
    label?: Label;
    /**
     * The column's settings as a table column takes them (data-table.schema.json ColumnSchema): valueType, width, searchType, labelType, labelConfig, ...
     */
    config?: {
      /**
       * The cell label's settings (cell-label.schema.json LabelConfig); a function label may be written as steps
       */
      labelConfig?: {
        steps?: ActionSteps;
        /**
         * function with steps: the cell is clickable only where this condition holds on its row
         */
        when?: string;
        [k: string]: unknown;
      };
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
    /**
     * The button's settings (toolbar.schema.json ButtonConfig: url, params, confirm, ...) and its rules
     */
    func_config?: {
      steps?: ActionSteps;
      hideWhen?: ButtonRule;
      disableWhen?: ButtonRule;
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
/**
 * One step: exactly one of let, copy, navigate, open, filter, notify, clearSelection and refresh (the studio refuses a step with none or several), with its options
 */
export interface ActionStep {
  /**
   * A condition: the step runs only when it holds (copy: each row is copied only when it holds on that row; other steps: when it holds on any selected row, acting on the first of them), e.g. approval_status == 2 or isEmpty(remark). A condition that cannot be evaluated (an empty number) does not hold
   */
  when?: string;
  /**
   * Named results of formulas over the row, for the steps after it, e.g. { "net": "round(amount / (1 + tax_rate / 100), 2)" }; a formula that cannot be computed for a row (an empty value) leaves its name empty. A name may not be a field's
   */
  let?: {
    [k: string]: string;
  };
  /**
   * Puts this text on the clipboard, filled from each row (the rows joined by `join`) and says 复制成功; nothing to copy says so
   */
  copy?: string;
  /**
   * copy: what stands between the rows' texts (a line break when omitted)
   */
  join?: string;
  /**
   * Opens this page of the app in this tab, its placeholders filled from the row (URL-encoded), e.g. /contract/form?id={id}; the route must be a page of the app
   */
  navigate?: string;
  /**
   * Opens this address in a new tab, its placeholders filled from the row (URL-encoded); only http(s) with the scheme and host written out (placeholders after them, so a row never chooses the site) and the app's own pages
   */
  open?: string;
  /**
   * Filters the list: each key a field of the list, its value filled from the row (a lone {prop} keeps the value's type), e.g. { "customer_id": "{customer_id}" }; an empty value leaves its key out, and nothing to filter by is said (没有可筛选的值)
   */
  filter?: {
    [k: string]: string;
  };
  /**
   * Shows this message, filled from the row
   */
  notify?: string;
  /**
   * notify: the message in English (the Chinese one when omitted)
   */
  notifyEn?: string;
  /**
   * notify: how the message shows (success when omitted)
   */
  level?: 'success' | 'warning' | 'error';
  /**
   * Clears the list's selected rows
   */
  clearSelection?: true;
  /**
   * Reloads the list
   */
  refresh?: true;
  /**
   * No step after this one runs when this one did (with when, a guard: { "when": "amount == 0", "notify": "金额为空", "level": "warning", "stop": true })
   */
  stop?: boolean;
}
