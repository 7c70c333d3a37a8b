/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * What a function button or a function label does, written as configuration instead of naming a built-in handler (issue 23): steps run in order over the rows (a label's row; a button's selected rows): let computes on each row, copy takes each row its condition holds on, every other step runs when its condition holds on any row and acts on the first such row; a step reading a row when none is selected is refused (请选择需要操作的数据). Values come from the row's fields by name, from earlier `let` steps and from four names of the platform: _value and _text (a label's or a row button's clicked cell: its value, and what it shows), _key (the row's key: the table's row key on row buttons, else id) and _count (how many rows the action has). An empty value reads as empty text (isEmpty holds; a comparison with a number does not). Formulas and conditions are the risk rules' sandboxed language (codecs/formula: numbers, arithmetic, comparisons, and, or, not, a ? b : c, round, min, max, isEmpty, equalText; no other code). Texts take `{name}` placeholders. The studio checks every formula, placeholder and route at publish, each at its JSON path.
 *
 * @minItems 1
 * @maxItems 20
 */
export type ActionSteps = ActionStep[];

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
