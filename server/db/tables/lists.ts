import type { Generated } from 'kysely';

/** A user's column and page settings of one list (issue 7; server/modules/settings). JSON parts are null when unset. */
export interface CustomSettingTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  table_name: string;
  perms_id: number;
  /** JSON: the user's columns `[{ key, label?, checked, fixed, width?, sort? }]`. */
  table_fields: string | null;
  /** JSON: column key → width. */
  table_cell_width: string | null;
  button_inline_position: string | null;
  content_pagesize: number | null;
  created_at: string;
  updated_at: string;
}


/** A dictionary and its items (issue 8; server/modules/lookups). */
export interface DictionaryTable {
  label: string;
  name: string;
  name_en: string;
}

export interface DictionaryItemTable {
  id: Generated<number>;
  dict_label: string;
  /** The parent item's id; 0 at the top level. */
  pid: number;
  value: string;
  label: string;
  label_en: string;
  sort: number;
  status: number;
}

/** An organisation rule: a named list of organisations (getRuleOrgId). */
export interface OrgRuleTable {
  id: number;
  name: string;
}

export interface OrgRuleOrgTable {
  rule_id: number;
  org_id: number;
}


/** A saved filter view of one list (issue 8; server/modules/views). JSON parts are stored as text. */
export interface SavedViewTable {
  id: Generated<number>;
  /** The creator, and their company when saving: what visibility filters on. */
  user_id: number;
  company_id: number;
  table_key: string;
  perms_id: number;
  name: string;
  /** 1 personal, 2 shared within company_id. */
  type: number;
  /** JSON: `{ where: [{ prop, searchName?, value, isNull? }] }`. */
  params: string;
  /** JSON: `[{ key, label?, checked, fixed }]`, or null. */
  table_fields: string | null;
  page_version: string | null;
  /** 1: the user's #默认字段配置# row (default columns), never listed. */
  is_hidden: number;
  add_user_id: number;
  add_user_name: string;
  add_org_id: number;
  add_org_name: string;
  add_company_id: number;
  add_company_name: string;
  created_at: string;
  updated_at: string;
}

/** A user's default view of a list: one per user, company, table and menu. */
export interface SavedViewDefaultTable {
  user_id: number;
  company_id: number;
  table_key: string;
  perms_id: number;
  view_id: number;
}

/** What lists keep per user and look up (issues 7-8): column settings, dictionaries, organisation rules, saved views. */
export interface ListTables {
  number_sequences: NumberSequenceTable;
  custom_settings: CustomSettingTable;
  dictionaries: DictionaryTable;
  dictionary_items: DictionaryItemTable;
  org_rules: OrgRuleTable;
  org_rule_orgs: OrgRuleOrgTable;
  saved_views: SavedViewTable;
  saved_view_defaults: SavedViewDefaultTable;
}

/** The last document number handed out per company, resource and period (issue 19; resources/numbering.ts). */
export interface NumberSequenceTable {
  company_id: number;
  /** The resource definition's name. */
  name: string;
  /** The period the sequence restarts with (e.g. 20261126), '' for never. */
  period: string;
  last: number;
}
