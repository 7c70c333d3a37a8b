import type { Generated } from 'kysely';

/** Something a user collected (issue 21; server/modules/lookups/collect-routes.ts): an organisation of the tree picker's 收藏. */
export interface CollectTable {
  id: Generated<number>;
  /** The collector: always the session's user, org and company, never taken from a request body. */
  user_id: number;
  /** The spec's `group` (hkwl). */
  collect_group: string;
  /** department or entity: which picker collected it. */
  label: string;
  data_id: number;
  add_org_id: number;
  add_company_id: number | null;
  created_at: string;
}

/** How often and when last a user chose another in the user picker (issue 21; users/frequent.ts). */
export interface UserFrequentTable {
  user_id: number;
  chosen_user_id: number;
  use_count: number;
  last_at: string;
}

/** A business data choose config (issue 21; server/modules/chooser). JSON parts are stored as text. */
export interface ChooseConfigTable {
  id: Generated<number>;
  name: string;
  /** The resource definition's name. */
  resource: string;
  select_field: string;
  select_type: number;
  need_data_perms: number;
  check_group: number;
  /** JSON: `{ order? }`. */
  params: string;
  /** JSON: `[{ prop, label, label_en?, show_in_select, is_search_field, searchName? }]`. */
  fields: string;
  created_at: string;
  updated_at: string;
}

/** What the choosers and pickers keep (issue 21): collected organisations, frequent users, choose configs. */
export interface ChooserTables {
  collects: CollectTable;
  user_frequents: UserFrequentTable;
  choose_configs: ChooseConfigTable;
}
