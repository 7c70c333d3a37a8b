/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The field type whose codec reads and shows the values; by default from editType (number: number, or money with moneyFormat; date: date; time: datetime; select, radio: enum; switch: boolean; else text)
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';

/**
 * An editable table (spec 001 screen 15, §3 'Editable table field config', §4 'Editable cell', §5 'Editable cells', §9): rows of cells edited in place, each column parsed and formatted by its field codec; keyboard as in a spreadsheet, a block pasted from Excel or WPS fills cells from the focused one (adding rows), undo of the last edit or paste; add, copy and delete rows; required cells checked on blur after 300 ms; summary row; formula columns; virtual rows from `virtualThreshold`. Used as a form control (its value is the rows) or on its own.
 */
export interface EditableTableSchema {
  type: 'editable-table';
  /**
   * The form field the rows belong to (a document's lines)
   */
  name?: string;
  /**
   * The table's name in the user's column settings (spec 001 §6: stored per user, company, table name and perms id); default: `name`. With neither, or without the page's perms id, the columns stay as declared
   */
  settingsName?: string;
  title?: string;
  /**
   * The property that identifies a row; new rows get a temporary key
   */
  rowKey?: string;
  /**
   * @minItems 1
   */
  columns: EditableColumnSchema[];
  /**
   * true: an edit applies as it is made; false: a cell's edit applies on its confirm icon and its cancel icon restores the old value
   */
  sync?: boolean;
  /**
   * Shown, not edited (a submitted document's lines)
   */
  readOnly?: boolean;
  addable?: boolean;
  copyable?: boolean;
  deletable?: boolean;
  /**
   * The 序号 column (75 px)
   */
  showIndex?: boolean;
  /**
   * A 合计 row summing the columns that ask for it
   */
  showSummary?: boolean;
  /**
   * Most height of the rows area before it scrolls; without it 600 px while every row is drawn and 550 px from virtualThreshold rows (spec 001 §9: editable tables 550 or 600)
   */
  height?: number;
  /**
   * From this many rows only the rows in view are drawn (spec 001 §9 infinite-table threshold)
   */
  virtualThreshold?: number;
  /**
   * Rows beyond this cannot be added or pasted
   */
  maxRows?: number;
  /**
   * The server's rules of the rows' fields by prop (a form gives its lines those of GET <resource>/fieldRules children): each filled cell is checked by them beside its column's own rules, in the server's words, so the grid refuses what a save would
   */
  fieldRules?: {
    [k: string]: FieldRules;
  };
  /**
   * The rows it starts with (on its own; a form gives its field's value)
   */
  value?: {}[];
}
/**
 * This interface was referenced by `EditableTableSchema`'s JSON-Schema
 * via the `definition` "EditableColumnSchema".
 */
export interface EditableColumnSchema {
  prop: string;
  label: string;
  labelEn?: string;
  editable?: boolean;
  /**
   * input, number, date, time, select, radio, switch: edited in the cell; dialog: a chooser (attr.chooser) fills the cell and attr.fill's cells from the chosen row; specs: its parts (attr.specs) edited one input each, stored joined by attr.separator; link: the value as a link to link_url; html: the value's markup made safe (no scripts, handlers or unsafe links); custom: the value through its field type (valueType); slot: the value as text; upload: one file of the stored document (attr.name_prop keeps its name), uploaded from the cell with its progress, opened in the preview, removed with ×; a document not yet saved says to save first
   */
  editType?:
    | 'input'
    | 'time'
    | 'date'
    | 'number'
    | 'select'
    | 'switch'
    | 'custom'
    | 'radio'
    | 'dialog'
    | 'specs'
    | 'upload'
    | 'slot'
    | 'link'
    | 'html';
  valueType?: FieldType;
  attr?: EditableAttrSchema;
  /**
   * Required: checked on blur (after 300 ms) and on submit; the message is the placeholder (请输入{label})
   */
  require?: boolean;
  /**
   * The same as require
   */
  required?: boolean;
  rules?: {
    pattern?: string;
    message?: string;
    messageEn?: string;
    min?: number;
    max?: number;
  }[];
  moneyFormat?: number;
  timeFormat?: string;
  showSummary?: boolean;
  statisticType?: 'sum' | 'avg';
  /**
   * A formula over other columns' props (the shared evaluator: + - * / ^, parentheses, abs, min, max, round, floor, ceil); the cell shows its result and is not edited
   */
  formula?: string;
  /**
   * A fixed unit shown after the value
   */
  unit?: string;
  hide?: boolean;
  /**
   * left, right or false; true or 1 (spec 001 §3, "true also seen") pins left
   */
  fixed?: 'left' | 'right' | false | true | 0 | 1;
  width?: number;
  /**
   * A copy icon copies the cell's text
   */
  copy?: boolean;
  /**
   * A hint shown by the header
   */
  remark?: string;
  /**
   * The row property holding this cell's own unit, shown after the value
   */
  unit_prop?: string;
  /**
   * The units a row may choose (with unitEditabled)
   */
  unit_options?: {
    label: string;
    labelEn?: string;
    value: string;
  }[];
  /**
   * The unit is chosen per row from unit_options (into unit_prop); a required cell then needs a unit too
   */
  unitEditabled?: boolean;
  /**
   * link: the address, each {prop} replaced by the row's value (encoded); an address starting with / stays in the app
   */
  link_url?: string;
  /**
   * Lines of text shown before the rest is cut with an ellipsis (default 1)
   */
  maxLine?: number;
  /**
   * specs: parts may be left empty
   */
  notValidate?: boolean;
  /**
   * The column's price split (spec 001 screen 17, §3 split sub-item): sub-items shown as columns after it, those with a formula computed, the others typed; the column's value is the sum of the summary sub-items, rounded to its moneyFormat or 2
   */
  split?: SplitItemSchema[];
  /**
   * The user may change the split in the price-split dialog ('{label}价格拆分') from the column's header
   */
  is_split?: boolean;
  /**
   * Spec 001 §3: a date or time column's format (timeFormat when that is not given)
   */
  format?: string;
  /**
   * Spec 001 §3: the column's width (width when that is not given)
   */
  set_width?: number | string;
  /**
   * Spec 001 §3: the column's order weight (accepted; the columns' order is the list's, then the user's)
   */
  sort?: number;
  /**
   * Spec 001 §3: a pattern the cell's text must match (a rule, as rules[].pattern)
   */
  regular?: string;
  /**
   * Spec 001 §3: grouped columns; the grid shows them as columns of their own, in place of the group
   *
   * @maxItems 100
   */
  children?: EditableColumnSchema[];
}
/**
 * This interface was referenced by `EditableTableSchema`'s JSON-Schema
 * via the `definition` "EditableAttrSchema".
 */
export interface EditableAttrSchema {
  options?: {
    value: string | number | boolean;
    label: string;
    labelEn?: string;
  }[];
  placeholder?: string;
  maxlength?: number;
  precision?: number;
  multiple?: boolean;
  min?: number;
  max?: number;
  /**
   * dialog: the business data choose config whose chooser picks the value
   */
  chooser?: string;
  /**
   * dialog: the chosen row's field kept as the cell's value (default label_key)
   */
  value_key?: string;
  /**
   * dialog: the chosen row's field shown (default: the config's first main field)
   */
  label_key?: string;
  /**
   * dialog: other cells filled from the chosen row, prop to the chosen row's field
   */
  fill?: {
    [k: string]: string;
  };
  /**
   * specs: the value's parts (spec item: name, unit), one input each
   *
   * @minItems 1
   * @maxItems 10
   */
  specs?: {
    name: string;
    nameEn?: string;
    unit?: string;
  }[];
  /**
   * specs: what joins the parts in the stored text
   */
  separator?: string;
  /**
   * upload: the row's field that keeps the file's name (written by the server from the stored file); the cell's own value is the file's id
   */
  name_prop?: string;
  /**
   * upload: extensions accepted (lower case, without the dot); the server's default scene's otherwise
   *
   * @maxItems 30
   */
  accept?: string[];
  /**
   * upload: the size limit of the file in MB (10 by default, spec 001 §9)
   */
  size?: number;
  /**
   * upload: files a cell holds (spec 001 §5: 1 for the editable-cell upload)
   */
  limit?: number;
  /**
   * upload: a PDF is compressed once stored (spec 001 §5 compression tool, file/optimize) at quality and size 50; false stores it as sent
   */
  compress?: boolean;
}
export interface SplitItemSchema {
  /**
   * The sub-item's variable name in formulas, and its row property (letters, digits, _)
   */
  key: string;
  label: string;
  labelEn?: string;
  formula?: string;
  /**
   * Summed into the parent's value
   */
  isSummary?: boolean;
  /**
   * Rounded to 4 decimals instead of 3
   */
  isPercent?: boolean;
  /**
   * A fixed sub-item of the column (not removable by the user; its use in formulas guards the column)
   */
  fixed?: boolean;
  remark?: string;
}
/**
 * Rules on one field's value, declared on the resource (resource-definition.schema.json ResourceField.rules) and enforced by the server on every write and by the form before it (rules/field-rules.ts; the form reads them from GET <resource>/fieldRules). An empty value is the required check's business, not these rules'.
 */
export interface FieldRules {
  /**
   * The smallest number allowed
   */
  min?: number;
  /**
   * The largest number allowed
   */
  max?: number;
  /**
   * At most this many decimal places
   */
  precision?: number;
  /**
   * A regular expression (ECMAScript, unicode) the whole text must match
   */
  pattern?: string;
  patternMessage?: LocalText;
  /**
   * No two records of the same company hold the same value
   */
  unique?: boolean;
}
/**
 * What to say when the pattern does not match; default 格式不正确
 */
export interface LocalText {
  zh: string;
  en: string;
}
