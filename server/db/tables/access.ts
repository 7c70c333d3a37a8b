import type { Generated } from 'kysely';

/** Organisation node; `path` is the materialised path `/1/3/7/` so "and below" is one LIKE. */
export interface OrgTable {
  id: number;
  pid: number | null;
  name: string;
  short_name: string;
  type: 'group' | 'bureau' | 'company' | 'entity' | 'department' | 'position';
  path: string;
  path_name: string;
  company_org_id: number | null;
  entity_org_id: number | null;
  bureau_org_id: number | null;
  parent_company_org_id: number | null;
  sort: number;
}

export interface UserTable {
  id: number;
  user_mobile: string;
  user_name: string;
  password_hash: string;
  status: number;
  password_changed_at: string;
  created_at: string;
}

/** A user's position record (spec 000 §3): the position org node, its department and role. */
export interface UserPositionTable {
  id: number;
  user_id: number;
  position_org_id: number;
  org_id: number;
  position_type: 'approval' | 'permission';
  show_in_header: number;
  app_id: number;
  role_id: number;
  sort: number;
}

export interface RoleTable {
  id: number;
  name: string;
  /** With scope oneself, also require the user's current org. */
  distinguish_org: number;
}

export interface RoleMenuTable {
  role_id: number;
  menu_id: number;
  data_scope: string;
  /** 1: the scope also matches the rows the caller executes (migration 006). */
  exec_permission: Generated<number>;
}

/** Extended org permissions of a grant (migration 006): rows of these orgs and below are visible too. */
export interface RoleMenuExtraOrgTable {
  role_id: number;
  menu_id: number;
  org_id: number;
}

export interface RoleButtonTable {
  role_id: number;
  button_id: number;
}

export interface PermNodeTable {
  id: number;
  pid: number;
  app_id: number;
  name: string;
  name_en: string;
  path_name: string;
  icon: string;
  flag: string;
  type: number;
  status: number;
  show_in_sidebar: number;
  show_nav: number;
  keep_alive: number;
  is_blank: number;
  use_search_view: number;
  func_config: string | null;
  perms_data: string | null;
  child_router: string | null;
  use_remote_field: number;
  remote_fields_url: string;
  remote_request_url: string;
  remote_request_method: string;
  tabs_options: string | null;
  tree_props: string | null;
  statistics_option: string | null;
  sort: number;
}

export interface PermButtonTable {
  id: number;
  menu_id: number;
  flag: string;
  name: string;
  name_en: string;
  btn_func: string;
  btn_type: string;
  icon: string;
  btn_position: string;
  func_config: string | null;
  sort: number;
  /** The export template an export button writes (spec 001 §3), by its label; none for a list export. */
  export_template?: string | null;
}

export interface RemoteFieldTable {
  id: number;
  perms_id: number;
  prop: string;
  label: string;
  label_en: string;
  config: string;
  sort: number;
  status: number;
}

export interface ConfigItemTable {
  id: Generated<number>;
  label: string;
  group_label: string;
  value: string;
  status: number;
}

/** Organisations, users, positions, roles and their grants, menus and buttons: who may see and do what. */
export interface AccessTables {
  orgs: OrgTable;
  users: UserTable;
  user_positions: UserPositionTable;
  roles: RoleTable;
  role_menus: RoleMenuTable;
  role_menu_extra_orgs: RoleMenuExtraOrgTable;
  role_buttons: RoleButtonTable;
  perm_nodes: PermNodeTable;
  perm_buttons: PermButtonTable;
  remote_fields: RemoteFieldTable;
  config_items: ConfigItemTable;
}
