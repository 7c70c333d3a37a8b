/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * html: sanitised markup; array: a list as tags (or text joined by ' ; '); component: a registered renderer in a dialog with the row; newpage: a link to a new tab; function: a built-in click handler or configured steps; image: thumbnails with preview; currentpage: navigates in this tab; search: filters the list by the value
 *
 * This interface was referenced by `CellLabelSchema`'s JSON-Schema
 * via the `definition` "LabelType".
 */
export type LabelType = 'html' | 'array' | 'component' | 'newpage' | 'function' | 'image' | 'currentpage' | 'search';
/**
 * function: what a click does, written as steps over the cell's row (copy, navigate, open, filter, notify, ...), instead of a built-in handler
 *
 * @minItems 1
 * @maxItems 20
 */
export type ActionSteps = ActionStep[];

/**
 * How a column's value is shown beyond its field type (spec 001 §3 labelType, copy). Tables and cards take these three properties on a column.
 */
export interface CellLabelSchema {
  labelType?: LabelType;
  /**
   * A copy icon after the value; copying says 复制成功
   */
  copy?: boolean;
  labelConfig?: LabelConfig;
}
/**
 * This interface was referenced by `CellLabelSchema`'s JSON-Schema
 * via the `definition` "LabelConfig".
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
