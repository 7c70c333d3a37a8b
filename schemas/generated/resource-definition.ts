/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * The one vocabulary of field types: a column's valueType and a resource field's type. Each has a module under fields/<type>/ (browser) and a storage type on the server.
 */
export type FieldType = 'text' | 'int' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'enum' | 'boolean';

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
 * via the `definition` "LocalText".
 */
export interface LocalText {
  zh: string;
  en: string;
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
