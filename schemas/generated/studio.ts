/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A resource's or page's name, a template's label, a rule's code
 *
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "ResourceName".
 */
export type ResourceName = string;
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "Version".
 */
export type Version = number;
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
 * The one vocabulary of field types: a column's valueType and a resource field's type. Each has a module under fields/<type>/ (browser) and a storage type on the server.
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';
/**
 * @maxItems 6
 */
export type CardFields = CardField[];

/**
 * The studio's calls on resource definitions (issue 23), under /api/base/studio/resource, for the administrator only: a definition is checked on the server with schemas/resource-definition.schema.json and the rules the generic module relies on, every mistake answered with its JSON path; publishing one stores a new version (author, time, changes) and alters its table in one transaction, served at once by every app server.
 */
export interface Studio {
  [k: string]: unknown;
}
/**
 * One mistake of a definition: where (a JSON pointer into the definition sent, '' for the whole), what kind, and what, in the caller's language.
 *
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "DefinitionProblem".
 */
export interface DefinitionProblem {
  path: string;
  code:
    | 'schema'
    | 'duplicate'
    | 'reserved'
    | 'unknownColumn'
    | 'badOrder'
    | 'immutable'
    | 'tableTaken'
    | 'labelTaken'
    | 'invalid'
    | 'needsConfirm'
    | 'unknownResource'
    | 'unknownMenu'
    | 'flagTaken'
    | 'unknownRole'
    | 'unknownButton'
    | 'inUse'
    | 'unknownRoute'
    | 'ruleBroken'
    | 'unknownLabel'
    | 'unknownApprover';
  message: string;
}
/**
 * One change a version makes to the one before. A destructive change (a field or child removed, a field's storage changed or its length narrowed) needs `confirm`; its old data is kept (a removed column stays in the table, a retyped one is renamed aside).
 *
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "DefinitionChange".
 */
export interface DefinitionChange {
  kind:
    | 'create'
    | 'addField'
    | 'dropField'
    | 'retypeField'
    | 'narrowField'
    | 'widenField'
    | 'addChild'
    | 'dropChild'
    | 'addIndex'
    | 'dropIndex'
    | 'update';
  /**
   * The child (a document's lines) the field belongs to; absent for the record's own fields
   */
  child?: string;
  field?: string;
  /**
   * update: the top-level property that changed (label, actions, ...)
   */
  key?: string;
  from?: string | number;
  to?: string | number;
  destructive: boolean;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "CheckBody".
 */
export interface CheckBody {
  /**
   * A resource definition (resource-definition.schema.json), checked by the call itself so every mistake is answered at once
   */
  definition: {};
  /**
   * The version the author started from; publishing over a newer one is refused (4409)
   */
  base_version?: number;
  /**
   * The author accepts the destructive changes listed
   */
  confirm?: boolean;
  note?: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "CheckAnswer".
 */
export interface CheckAnswer {
  problems: DefinitionProblem[];
  changes: DefinitionChange[];
  /**
   * The version stored now (publish, rollback)
   */
  version?: number;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "NameQuery".
 */
export interface NameQuery {
  name: ResourceName;
  version?: Version;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "RollbackBody".
 */
export interface RollbackBody {
  name: ResourceName;
  /**
   * The version whose definition is published again, as a new version
   */
  version: number;
  base_version?: Version;
  confirm?: boolean;
  note?: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "VersionRow".
 */
export interface VersionRow {
  name: string;
  version: number;
  /**
   * null: the platform's built-in definition
   */
  author_name: string | null;
  created_at: string;
  note: string | null;
  changes: DefinitionChange[];
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "ResourceRow".
 */
export interface ResourceRow {
  name: string;
  module: string;
  table: string;
  label: LocalText;
  version: number;
  author_name: string | null;
  created_at: string;
}
/**
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "LocalText".
 */
export interface LocalText {
  zh: string;
  en: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "PageRow".
 */
export interface PageRow {
  key: string;
  menu_id: number;
  name: LocalText;
  flag: string;
  resource?: string;
  version: number;
  author_name: string | null;
  created_at: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "DraftBody".
 */
export interface DraftBody {
  name: ResourceName;
  /**
   * The definition as the author is writing it: kept as written, checked only when published
   */
  definition: {};
  /**
   * The published version the draft started from; none for a definition never published
   */
  base_version?: number;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "DraftNameBody".
 */
export interface DraftNameBody {
  name: ResourceName;
}
/**
 * The caller's own unpublished draft of a name: nobody else sees it; publishing the name removes it
 *
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "DraftAnswer".
 */
export interface DraftAnswer {
  name: string;
  definition: {
    [k: string]: unknown;
  };
  base_version: number | null;
  updated_at: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "DraftRow".
 */
export interface DraftRow {
  name: string;
  base_version: number | null;
  updated_at: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "PageDetailAnswer".
 */
export interface PageDetailAnswer {
  version: number;
  definition: PageDefinition;
}
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
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "DetailAnswer".
 */
export interface DetailAnswer {
  version: number;
  definition: ResourceDefinition;
}
/**
 * A business resource served by the generic resource module: its table, fields and indexes.
 */
export interface ResourceDefinition {
  /**
   * Path segment: /api/<module>/<name>/index
   */
  name: string;
  module:
    'crm' | 'srm' | 'contract' | 'stock' | 'settlement' | 'invoice' | 'finance' | 'credit' | 'bi' | 'lease' | 'rule';
  table: string;
  label: LocalText;
  /**
   * @minItems 1
   */
  fields: ResourceField[];
  indexes?: string[][];
  /**
   * The common filters and orders of the resource's scoped lists. Each is also indexed behind every stamp a data scope compares (add_company_id, add_entity_org_id, add_org_id, add_user_id), so a company manager's status tab newest first is one index range, as the administrator's is. Absent: the first declared index and the default order's column.
   *
   * @maxItems 6
   */
  scopedIndexes?: string[][];
  /**
   * e.g. 'id desc'
   */
  defaultOrder: string;
  workflowLabel?: string;
  /**
   * The fields a draft (stash, spec 001 §5 temporary rules) must have: the name a user finds it by. Absent: the first non-nullable text field (none when there is none). Save and submit need every non-nullable field.
   *
   * @maxItems 10
   */
  draftRequired?: string[];
  numbering?: Numbering;
  /**
   * Interface buttons the resource serves (spec 001 §7 interface button): GET /api/<module>/<name>/<action name>?ids=1,2 sets `set` on the records, all or none, when every one lies in the caller's scope and in one of the `from` values of `field`.
   *
   * @maxItems 20
   */
  actions?: ResourceAction[];
  /**
   * Child resources saved with the record (a document's lines, issue 21): each has a table of its own (id, main_id = the parent's id, sort = row order, its declared fields, created_at, updated_at), arrives in add, stash and update under its name as an array of rows, is validated and written in the parent's transaction, and is answered by detail (never by the list).
   *
   * @maxItems 5
   */
  children?: ResourceChild[];
  attachments?: AttachmentList;
  /**
   * The record's required-items table (spec 001 screen 19, §5 collect table): the items its files are uploaded under. An upload naming an item must name one of these; the item's kind sets the accepted types (文件: jpg, jpeg, png, pdf, doc, docx, xlsx; 图片: jpg, jpeg, png) and its limit how many files it holds (default 1). A required item needs a file before the record is submitted for approval.
   *
   * @maxItems 30
   */
  fileItems?: FileItem[];
}
/**
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "ResourceField".
 */
export interface ResourceField {
  name: string;
  type: FieldType;
  label?: LocalText1;
  /**
   * An enum field's values and their names: a page column without options of its own takes these (issue 42 item 2, declared once)
   *
   * @maxItems 200
   */
  options?: {
    value: string | number;
    label: LocalText;
    color?: string;
  }[];
  maxLength?: number;
  nullable?: boolean;
  /**
   * May appear in `where`; default true
   */
  filterable?: boolean;
  /**
   * May appear in `order`; default true
   */
  sortable?: boolean;
  rules?: FieldRules;
  picked?: PickedField;
  file?: FileField;
}
/**
 * The field's name as pages show it: a page column without a label of its own takes this one (issue 42 item 2, declared once)
 */
export interface LocalText1 {
  zh: string;
  en: string;
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
  patternMessage?: LocalText2;
  /**
   * No two records of the same company hold the same value
   */
  unique?: boolean;
}
/**
 * What to say when the pattern does not match; default 格式不正确
 */
export interface LocalText2 {
  zh: string;
  en: string;
}
/**
 * A document number the server assigns on add when the field is left empty: prefix, the date (date format), then a sequence per company and period of `digits` digits, e.g. HT20261126 0001. Race-safe: the sequence moves in the insert's transaction.
 *
 * This interface was referenced by `FieldRules`'s JSON-Schema
 * via the `definition` "Numbering".
 */
export interface Numbering {
  field: string;
  prefix: string;
  /**
   * The period the sequence restarts with; empty: never
   */
  date?: 'YYYYMMDD' | 'YYYYMM' | 'YYYY' | '';
  digits: number;
}
/**
 * An int field holding a user's (kind user) or an organisation's (kind org) id, chosen in the user picker or the organisation tree picker (spec 001 §3 form record: user_id / user_name the handler, org_id / org_name the department). The server owns it: on add and update an empty value becomes the caller (their user, their current org), any other must be an active user with a position in the caller's company, or an organisation of the caller's company (getTree need_all 0) of one of `kinds`, else 4400 naming the field and nothing is written; the name field is always written from the database, never from the body.
 *
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "PickedField".
 */
export interface PickedField {
  kind: 'user' | 'org';
  /**
   * The declared text field that keeps the chosen one's name (user_name beside user_id)
   */
  nameField: string;
  /**
   * kind org only: the organisation kinds that may be chosen (the picker's kinds); without it any but a position. The caller's own org (the default) is always accepted
   *
   * @minItems 1
   */
  kinds?: ('group' | 'bureau' | 'company' | 'entity' | 'department')[];
}
/**
 * A line's int field holding one file of the document (spec 001 §3 editable cell upload, limit 1), uploaded to the stored record (file/upload with its resource and data_id). On every write of the lines the server checks that the file is one of this record's files (else 4400 naming the row) and writes its stored name into nameField; the name is never taken from the body.
 *
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "FileField".
 */
export interface FileField {
  /**
   * The declared text field that keeps the file's name
   */
  nameField: string;
}
/**
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "ResourceAction".
 */
export interface ResourceAction {
  /**
   * Path segment; not index, detail, update, del or export
   */
  name: string;
  /**
   * The button flag (perm_buttons.flag) the caller's role must hold on the list menu
   */
  flag: string;
  /**
   * The status-like field `from` checks
   */
  field: string;
  /**
   * Values of `field` the action may start from
   *
   * @minItems 1
   */
  from: (number | string)[];
  /**
   * Declared field → new value
   */
  set: {
    [k: string]: number | string | null;
  };
  done: LocalText3;
}
/**
 * The success message; {n} becomes the number of records
 */
export interface LocalText3 {
  zh: string;
  en: string;
}
/**
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "ResourceChild".
 */
export interface ResourceChild {
  /**
   * The body and answer key of the rows (e.g. `lines`); never one of the parent's fields
   */
  name: string;
  /**
   * e.g. sales_contract_line
   */
  table: string;
  label: LocalText4;
  /**
   * The row's own fields; id, main_id, sort, created_at and updated_at are the server's. A non-nullable field is required on save and submit (not on a draft).
   *
   * @minItems 1
   * @maxItems 60
   */
  fields: ResourceField[];
  /**
   * Numeric field → arithmetic formula over the row's numeric fields (codecs/formula), e.g. { "amount": "quantity * price" }. The server computes the field from the row's values, rounded to the field's decimals; a value sent for it is replaced. A formula may read another formula's (rounded) result; cycles are refused when the definition loads.
   */
  formulas?: {
    [k: string]: string;
  };
  /**
   * Numeric fields of the row whose price split a document may change for itself (spec 001 screen 17, a column with is_split). The document's sub-items arrive and are answered under the record key `line_splits` ({ <child name>: { <field>: [split sub-items] } }) and are kept with the record; a sub-item named like a declared field is that field (its declared formula, if any, unchanged), any other is the document's own, its value kept with the row. The server computes every formula sub-item (and a column whose sub-items are marked 合计) from the row, as the browser does; a split with a cycle or a broken formula is refused.
   *
   * @maxItems 5
   */
  splits?: string[];
  /**
   * The most rows one record may hold
   */
  maxRows: number;
  /**
   * Numeric fields of the parent that are the sum of a numeric column of these rows, parent field → row field, e.g. { "amount": "amount" } (合同金额 is its lines' 金额). While the record has rows the server writes the exact sum, rounded to the parent field's decimals (a value sent is replaced, as a line formula's is), before the risk rules read the record; a record without rows keeps the value sent. The form shows such a field read-only while there are rows.
   */
  totals?: {
    [k: string]: string;
  };
}
/**
 * What the server's messages call the rows (商品明细)
 */
export interface LocalText4 {
  zh: string;
  en: string;
}
/**
 * The record's attachment list (spec 001 screen 19, 附件信息): the files uploaded to a record outside the required-items table (a line's file cell holds one of them). Its limit and its files' not_del / not_down are this configuration's, never the uploader's.
 *
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "AttachmentList".
 */
export interface AttachmentList {
  /**
   * How many files the list holds (default 20, spec 001 §9); files held by a line's file cell are not counted. Beyond it an upload is refused: 已超出最大上传数量.
   */
  limit?: number;
  /**
   * Every file uploaded to the list is kept: stored with not_del 1, no delete.
   */
  notDel?: boolean;
  /**
   * No file uploaded to the list may be downloaded: stored with not_down 1.
   */
  notDown?: boolean;
}
/**
 * This interface was referenced by `ResourceDefinition`'s JSON-Schema
 * via the `definition` "FileItem".
 */
export interface FileItem {
  /**
   * The item's name: what an upload's `item` field carries.
   */
  prop: string;
  label: LocalText;
  /**
   * file (文件) or image (图片).
   */
  kind: 'file' | 'image';
  /**
   * How many files the item holds (default 1).
   */
  limit?: number;
  /**
   * A file is needed before the record is submitted for approval.
   */
  required?: boolean;
  /**
   * Every file uploaded under the item is kept: stored with not_del 1, no delete (an upload cannot set it).
   */
  notDel?: boolean;
  /**
   * No file uploaded under the item may be downloaded: stored with not_down 1 (an upload cannot set it).
   */
  notDown?: boolean;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "WorkflowRow".
 */
export interface WorkflowRow {
  label: string;
  name: string;
  /**
   * How many steps the template has
   */
  steps: number;
  version: number;
  author_name: string | null;
  created_at: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "RuleRow".
 */
export interface RuleRow {
  code: string;
  name: string;
  resource: string;
  severity: string;
  status: number;
  version: number;
  author_name: string | null;
  created_at: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "ChooserRow".
 */
export interface ChooserRow {
  name: string;
  resource: string;
  select_type: number;
  version: number;
  author_name: string | null;
  created_at: string;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "ChooserDetailAnswer".
 */
export interface ChooserDetailAnswer {
  version: number;
  definition: ChooseConfig;
}
/**
 * A business data choose config (spec 001 §3): what a chooser dialog lists and how, stored on the server by name (GET base/Businessdatachooseconfig/detail). Its rows come from GET or POST base/chooser/list?name=, over the config's resource, always inside the caller's data scope.
 */
export interface ChooseConfig {
  /**
   * This interface was referenced by `ChooseConfig`'s JSON-Schema
   * via the `definition` "ConfigName".
   */
  name: string;
  /**
   * The business resource listed (its definition's name: customer, sales_contract, ...)
   */
  resource: string;
  /**
   * The key that makes two chosen rows the same (duplicates refused: 该数据已选择，请勿重复选择); id by default
   */
  select_field: string;
  /**
   * 1 single (closes on select), 2 multiple (已选择列表)
   */
  select_type: 1 | 2;
  /**
   * 1: every list call must carry dataPerms (DoubleSelect组件必须传dataPerms)
   */
  need_data_perms: 0 | 1;
  /**
   * 1: the dialog offers 全集团搜索 (the whole data scope, without dataPerms' org_id narrowing; never wider than the scope)
   */
  check_group: 0 | 1;
  params: {
    /**
     * The list's order (`field dir, ...`) unless the call gives one
     */
    order?: string;
    /**
     * Spec 001 §5 before-select hook: a row whose condition holds is not chosen, the dialog saying the rule's message (checked at publish over the resource's columns)
     *
     * @maxItems 10
     */
    before_select?: BeforeSelectRule[];
  };
  /**
   * @minItems 1
   * @maxItems 50
   */
  fields: ChooseField[];
}
/**
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "BeforeSelectRule".
 */
export interface BeforeSelectRule {
  /**
   * A condition over the row's fields (the risk rules' language: status == 0, isEmpty(contact_mobile), ...)
   */
  when: string;
  /**
   * The warning shown when it holds
   */
  message: string;
  message_en?: string;
}
/**
 * This interface was referenced by `ChooseConfig`'s JSON-Schema
 * via the `definition` "ChooseField".
 */
export interface ChooseField {
  /**
   * A field of the resource
   */
  prop: string;
  /**
   * The column's name; its resource field's label when left out (declared once: the stored config states it only where it differs, the detail answer always names it)
   */
  label?: string;
  /**
   * Its English name; its resource field's when the config names no label
   */
  label_en?: string;
  /**
   * 1 main, 2 assist (in the chosen list)
   */
  show_in_select: 1 | 2;
  /**
   * 1: a search control for it above the candidates
   */
  is_search_field: 0 | 1;
  /**
   * The where key its search sends (the prop when absent); chooser/list maps it to the prop
   */
  searchName?: string;
}
/**
 * What the list page sends beside the query (spec 001 §7 list fetch): perms_id, the menu whose grant reads the list (as the flat perms_id; both given must agree); org_id, the organisation the list is looked at from: another org than the caller's own narrows the rows to those created in it or below, inside the data scope (an org outside it leaves no rows); the caller's own org, which the list page sends by default, leaves the scope as it is.
 */
export interface RemoteParams {
  /**
   * A row id: PostgreSQL integer range
   */
  perms_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  org_id?: number;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "RuleDetailAnswer".
 */
export interface RuleDetailAnswer {
  version: number;
  definition: RuleDefinition;
}
/**
 * A risk rule as configuration data (issue 23): a condition over a resource's fields, in the sandboxed rule language, checked at every save and submit of its records; `block` refuses the write with the prompt, `warning` asks the user to confirm. Published by the studio as a version keyed by its code; publishing adds or changes the rule of that code.
 */
export interface RuleDefinition {
  code: string;
  /**
   * The resource definition's name, e.g. sales_contract
   */
  resource: string;
  name: string;
  /**
   * e.g. amount > 10000000 and status != 4: the resource's fields, numbers, text in quotes, comparisons, and, or, not
   */
  condition: string;
  severity: 'block' | 'warning';
  /**
   * What the user is told; {field} puts in the record's value
   */
  prompt: string;
  prompt_en?: string;
  /**
   * 1 active
   */
  status?: 0 | 1;
  sort?: number;
}
/**
 * This interface was referenced by `Studio`'s JSON-Schema
 * via the `definition` "WorkflowDetailAnswer".
 */
export interface WorkflowDetailAnswer {
  version: number;
  definition: WorkflowDefinition;
}
/**
 * An approval template as configuration data (issue 23): the steps a document of a resource goes through once submitted, published by the studio as a version. Publishing stores a new active template for the label (its steps in order) and makes the label's earlier templates inactive; documents already in approval finish on the template they started with.
 */
export interface WorkflowDefinition {
  /**
   * The workflow label of the resource it approves (its definition's workflowLabel); the template's name in the studio
   */
  label: string;
  /**
   * The template's title, shown with every task (e.g. 设备租赁审批)
   */
  name: string;
  /**
   * The approval centre's tab its tasks are grouped under
   */
  group_tab?: string;
  /**
   * A rejected document may be submitted again, as a new round (default true)
   */
  multiple_rounds?: boolean;
  /**
   * A step whose only approver is the creator goes to the next leader up (true) or is skipped (false, default)
   */
  self_approval?: boolean;
  /**
   * The page an approver opens: a path (/...) or a named internal link; default /approve
   */
  form_name?: string;
  /**
   * What an approval page does once the approver has decided (spec 000 §2.3 after_action, carried by every link of the template's tasks): back to the message centre's workflow tab (the default); close the window when it is a tab or window of its own (else back); open the caller's next pending task (else back); stay and show the decided document again, read-only.
   */
  after_action?: 'back' | 'close' | 'next' | 'stay';
  card_fields?: CardFields;
  /**
   * The steps, in order
   *
   * @minItems 1
   * @maxItems 20
   */
  nodes: WorkflowNode[];
}
/**
 * A field a template's task cards show: a declared field of the template's resource, its Chinese label and optionally its English one; without a label, its resource field's (declared once).
 */
export interface CardField {
  field: string;
  label?: string;
  label_en?: string;
}
/**
 * This interface was referenced by `WorkflowDefinition`'s JSON-Schema
 * via the `definition` "WorkflowNode".
 */
export interface WorkflowNode {
  name: string;
  /**
   * Who approves: 0 the users named in `users`; 1 holders of the `roles` in the submitter's company; 2 holders of the `positions`; 3 the submitter's department leader (the nearest department going up with one; `roles` may say which roles lead); 4 the user whose id the document's `field` holds; 5 anyone of the submitter's company, chosen by the submitter
   */
  get_user_type: 0 | 1 | 2 | 3 | 4 | 5;
  /**
   * When the step is done: 0 every approver agreed (全部通过); 1 `user_count` of them (N人通过); 2 `user_count` picked at random must agree (随机N人通过); 3 the submitter chooses the approvers (审批人自选)
   */
  pending_type?: 0 | 1 | 2 | 3;
  user_count?: number;
  /**
   * @maxItems 100
   *
   * Items: A row id: PostgreSQL integer range
   */
  users?: number[];
  /**
   * @maxItems 50
   *
   * Items: A row id: PostgreSQL integer range
   */
  roles?: number[];
  /**
   * @maxItems 100
   *
   * Items: A row id: PostgreSQL integer range
   */
  positions?: number[];
  /**
   * get_user_type 4: the document's field holding the approver's user id
   */
  field?: string;
  /**
   * Every decision at this step, 同意 included, needs an opinion
   */
  opinion_required?: boolean;
}
