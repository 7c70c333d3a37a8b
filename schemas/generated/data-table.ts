/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The field type that formats and renders the cells; text when omitted
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';
/**
 * function: what a click does, written as steps over the cell's row (copy, navigate, open, filter, notify, ...), instead of a built-in handler
 *
 * @minItems 1
 * @maxItems 20
 */
export type ActionSteps = ActionStep[];
/**
 * function: what the button does, written as steps over the selected rows (copy, navigate, open, filter, notify, clearSelection, refresh, with let formulas and when conditions) instead of a named list function
 *
 * @minItems 1
 * @maxItems 20
 */
export type ActionSteps1 = ActionStep[];
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
 * A table of the list's rows; each column's cells are rendered by its field type.
 */
export interface DataTableSchema {
  type: 'data-table';
  rowKey?: string;
  /**
   * @minItems 1
   */
  columns: ColumnSchema[];
  /**
   * A selection column (width 45): radio or checkboxes; the ticked rows go to the list context
   */
  selection?: 'single' | 'multiple';
  /**
   * A row number column (序号)
   */
  index?: boolean;
  /**
   * The row buttons (the menu's solo buttons): in the fixed-right 操作 column when the user's setting puts buttons on the right (the first 2 inline, the rest behind ...), and in a row's context menu
   */
  rowButtons?: ToolbarButtonSchema[];
  /**
   * The menu's mult buttons (acting on the selection): offered in a row's context menu, run with that row
   */
  multButtons?: ToolbarButtonSchema[];
  /**
   * An expand column showing a row's nested rows in a nested table with the same cells; rows without nested rows are not expandable
   */
  expand?: {
    /**
     * The row property holding the nested rows (spec 001 §3 children_row)
     */
    rowsProp: string;
  };
}
/**
 * This interface was referenced by `DataTableSchema`'s JSON-Schema
 * via the `definition` "ColumnSchema".
 */
export interface ColumnSchema {
  prop: string;
  label: string;
  labelEn?: string;
  valueType?: FieldType;
  options?: OptionSchema[];
  width?: number;
  fixed?: 'left' | 'right' | false;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  /**
   * Decimals of money, number and percent values
   */
  moneyFormat?: number;
  /**
   * A dayjs format for date and datetime values
   */
  timeFormat?: string;
  /**
   * Total this column in the footer: 当页合计 over the page, 筛选后合计 over the filtered set
   */
  showSummary?: boolean;
  /**
   * Grouped header: this column is a header over these columns
   *
   * @minItems 1
   */
  children?: ColumnSchema[];
  /**
   * Merge equal neighbouring cells: the rows' merge_info ranges for this column, else each row's _row span
   */
  merge?: boolean;
  /**
   * A filter icon in the header edits this column's condition (the field type's filter; text keywords at most 50 characters)
   */
  searchType?: string;
  /**
   * The where key of the header filter; prop when omitted
   */
  searchName?: string;
  /**
   * A tip shown by an icon next to the header label
   */
  headerTips?: string;
  /**
   * How the cell shows its value instead of the field type's cell (spec 001 §3)
   */
  labelType?: 'html' | 'array' | 'component' | 'newpage' | 'function' | 'image' | 'currentpage' | 'search';
  labelConfig?: LabelConfig;
  /**
   * A copy icon after the cell's value (复制成功)
   */
  copy?: boolean;
  /**
   * Hidden until the user shows it in the settings (remote `hide: true` or `show: false`)
   */
  hide?: boolean;
  /**
   * What the summary rows show for this column: the sum (default) or the average
   */
  statisticType?: 'sum' | 'avg';
  /**
   * The narrowest a user may drag the column
   */
  minWidth?: number;
  /**
   * Size the column from its label (keyword widths of spec 001 §9, else the label's length) instead of a declared width
   */
  autoWidth?: boolean;
  /**
   * The value is a list (array or comma-separated): each item formatted, joined by ' ; '
   */
  multiple?: boolean;
}
/**
 * This interface was referenced by `DataTableSchema`'s JSON-Schema
 * via the `definition` "OptionSchema".
 */
export interface OptionSchema {
  value: string | number | boolean;
  label: string;
  labelEn?: string;
  color?: string;
  /**
   * Spec 001 §3 option item: a style of its own (accepted; the cell shows the option's colour)
   */
  style?: string | {};
  /**
   * Spec 001 §3 option item: an icon name (accepted, not drawn)
   */
  icon?: string;
}
/**
 * The label type's settings (url, component, function, ...)
 */
export interface LabelConfig {
  /**
   * newpage and currentpage (and function openDetail): the address; {prop} is replaced by the row's value, URL-encoded. newpage without url opens the value itself
   */
  url?: string;
  /**
   * component: the registered renderer type shown in the dialog; its schema is props plus `row`
   */
  component?: string;
  /**
   * component: the rest of the dialog renderer's schema
   */
  props?: {};
  /**
   * component: the dialog title (the column label when omitted)
   */
  title?: string;
  /**
   * component: the dialog width in px (1200 when omitted)
   */
  width?: number;
  /**
   * function: the built-in handler a click runs (steps, when given, are run instead)
   */
  function?: 'copy' | 'openDetail' | 'filter';
  steps?: ActionSteps;
  /**
   * function with steps: the cell is clickable only where this condition holds on its row (e.g. approval_status == 2); elsewhere it shows as text
   */
  when?: string;
  /**
   * search and function filter: the where key (the column's prop when omitted)
   */
  prop?: string;
  /**
   * array: tags (default) or text joined by ' ; '
   */
  display?: 'tags' | 'text';
  /**
   * array: splits a text value into items (a JSON array text is read as such)
   */
  separator?: string;
  /**
   * image: thumbnail size in px (40 when omitted)
   */
  size?: number;
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
export interface ToolbarButtonSchema {
  id?: number;
  /**
   * The permission flag (env.can(flag, page id))
   */
  flag: string;
  name: string;
  nameEn?: string;
  /**
   * An export button's export template (spec 001 §3 export_template): it writes the selected rows by that template (GET <resource>/exportTemplate) instead of exporting the list
   */
  exportTemplate?: string;
  /**
   * The action type (spec 001 screen 3)
   */
  func:
    | 'refresh'
    | 'setting'
    | 'viewFields'
    | 'export'
    | 'function'
    | 'upload'
    | 'component'
    | 'external'
    | 'currentpage'
    | 'newpage'
    | 'search'
    | 'interface';
  btnType?: 'primary' | 'default' | 'dashed' | 'link' | 'text' | 'danger';
  icon?: string;
  /**
   * solo and mult sit in the left group and follow the row selection; none is not shown in the toolbar
   */
  position?: 'left' | 'right' | 'solo' | 'mult' | 'none';
  config?: ButtonConfig;
  /**
   * search: the control type of the single-field filter (a search field's searchType, e.g. input, dict, organize, number, date)
   */
  searchType?: string;
  /**
   * search: the field's label in the filter (defaults to the button's name)
   */
  label?: string;
  hideWhen?: ButtonRule;
  disableWhen?: ButtonRule;
  /**
   * newpage and currentpage: the first entry whose condition matches the row gives the address, else config.url
   */
  jump_config?: JumpConfig[];
  /**
   * Buttons sharing a group show as one dropdown titled by it (spec 001 §3 button group); export buttons without one are grouped under 数据导出
   */
  group?: string;
  /**
   * Spec 001 §3: this button of a group titles its dropdown (its name), and is not one of its items
   */
  isGroupTitle?: boolean;
  /**
   * Spec 001 §3: the plain style (an outlined button in its colour) instead of a filled one
   */
  plain?: boolean;
}
/**
 * The button's func_config
 */
export interface ButtonConfig {
  /**
   * newpage, currentpage and external: a named internal link (rules/internal-links.ts) instead of url; the page compiler turns it into url, an unknown name is a configuration error
   */
  link_name?: string;
  /**
   * link_name: values for its {param} placeholders, the rest appended to its query; a value '{prop}' is filled from the row
   */
  link_params?: {
    [k: string]: string | number | boolean | null;
  };
  /**
   * newpage, currentpage, interface and external: the address; {prop} is replaced from the selected row; function openDetail: the detail path with {id}; upload: where the chosen file is POSTed (without it an upload button imports into the list)
   */
  url?: string;
  /**
   * upload: the file types allowed, as extensions separated by commas (xlsx,xls); any type when absent
   */
  accept?: string;
  /**
   * upload: the largest file in MB (10 by default)
   */
  maxSize?: number;
  /**
   * interface: the call's parameters; a value '{prop}' is replaced from the selected row(s) (the row's value, or the list of them with several rows); ['{prop}'] is always the list
   */
  params?: {
    [k: string]: unknown;
  };
  /**
   * interface: GET with the parameters in the query (the default), or POST with them as the JSON body
   */
  method?: 'GET' | 'POST';
  /**
   * interface: ask before calling (a string is the question)
   */
  confirm?: boolean | string;
  /**
   * component: the registered renderer opened in a dialog with the selected rows as `rows` (and `row` with one)
   */
  component?: string;
  /**
   * component: the rest of the dialog renderer's schema
   */
  props?: {
    [k: string]: unknown;
  };
  /**
   * component: the dialog width (default 1200)
   */
  width?: number;
  /**
   * component: the dialog title (default the button's name)
   */
  title?: string;
  /**
   * component: the renderer brings its own buttons (a form-page): the dialog shows no 确定 / 取消 and closes when the renderer says so
   */
  ownFooter?: boolean;
  /**
   * function: the named list function (copyIds, copyShown, clearSelection, openDetail); steps, when given, are run instead
   */
  function?: string;
  steps?: ActionSteps1;
  /**
   * search: the field the single-field filter writes
   */
  prop?: string;
  /**
   * search: the options of a select field
   */
  options?: OptionSchema1[];
  /**
   * search: the dictionary of a dict field (default the prop)
   */
  dictLabel?: string;
  [k: string]: unknown;
}
export interface OptionSchema1 {
  value: string | number | boolean;
  label: string;
  labelEn?: string;
  color?: string;
  /**
   * Spec 001 §3 option item: a style of its own (accepted; the cell shows the option's colour)
   */
  style?: string | {};
  /**
   * Spec 001 §3 option item: an icon name (accepted, not drawn)
   */
  icon?: string;
}
export interface JumpConfig {
  field: string;
  condition: 'in' | 'not_in' | '=' | '!=';
  value: (string | number | boolean | null) | (string | number | boolean | null)[];
  /**
   * {prop} is replaced from the row
   */
  url: string;
}
