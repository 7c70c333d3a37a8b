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

export interface SessionTable {
  id: string;
  user_id: number;
  position_org_id: number;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  kind: 'workflow' | 'inhand' | 'notice' | 'alarm' | 'flow_back';
  title: string;
  status: number;
  created_at: string;
}

/** A failed sign-in (wrong password or code) of a mobile; see server/modules/account/login-guard.ts. */
export interface SignInFailureTable {
  id: Generated<number>;
  mobile: string;
  created_at: string;
}

/** The live captcha of a mobile (one use, 5 minutes); the text is stored hashed with the salt. */
export interface CaptchaChallengeTable {
  mobile: string;
  salt: string;
  text_hash: string;
  created_at: string;
  expires_at: string;
}

/** The live verification code of a target (mobile or e-mail); hashed, 10 minutes, 5 tries, one use. */
export interface VerificationCodeTable {
  target: string;
  scene: string;
  salt: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
}

/** A message the server sent (sms or e-mail), for the administrator to read. */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  driver: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface Database {
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
  sessions: SessionTable;
  messages: MessageTable;
  sign_in_failures: SignInFailureTable;
  captcha_challenges: CaptchaChallengeTable;
  verification_codes: VerificationCodeTable;
  outbox: OutboxTable;
}
// Business resource tables are declared in resource definitions; their queries go through
// server/modules/resources, the one place that treats them as untyped tables.

/** A single-sign-on provider: an OpenID Connect client of its issuer (issue 6; server/modules/sso). */
export interface SsoProviderTable {
  provider: string;
  name: string;
  name_en: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  token_auth_method: string;
  redirect_uri: string;
  allow_http: number;
  enabled: number;
  sort: number;
  updated_at: string;
}

/** An authorisation request in flight, by state; bound to the browser by the flow cookie's hash. */
export interface SsoFlowTable {
  state: string;
  provider: string;
  browser_hash: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  target: string;
  created_at: string;
  expires_at: string;
}

/** A vouched-for identity not linked yet (binduser, confirmauth); the ticket is stored hashed. */
export interface SsoTicketTable {
  id: string;
  provider: string;
  subject: string;
  claims: string;
  scopes: string;
  browser_hash: string;
  user_id: number | null;
  target: string;
  created_at: string;
  expires_at: string;
}

/** Which user an identity (provider + subject) signs in as. */
export interface SsoIdentityTable {
  provider: string;
  subject: string;
  user_id: number;
  created_at: string;
}

/** A one-time token code (tokencode), stored hashed; one use, 2 minutes. */
export interface SsoTokenCodeTable {
  id: string;
  user_id: number;
  issued_by: number;
  target: string;
  created_at: string;
  expires_at: string;
}

// The single-sign-on tables join the Database interface by declaration merging (this file is append-only).
export interface Database {
  sso_providers: SsoProviderTable;
  sso_flows: SsoFlowTable;
  sso_tickets: SsoTicketTable;
  sso_identities: SsoIdentityTable;
  sso_token_codes: SsoTokenCodeTable;
}

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

// Joins the Database interface by declaration merging (this file is append-only).
export interface Database {
  custom_settings: CustomSettingTable;
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

// Joins the Database interface by declaration merging (this file is append-only).
export interface Database {
  dictionaries: DictionaryTable;
  dictionary_items: DictionaryItemTable;
  org_rules: OrgRuleTable;
  org_rule_orgs: OrgRuleOrgTable;
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

// Joins the Database interface by declaration merging (this file is append-only).
export interface Database {
  saved_views: SavedViewTable;
  saved_view_defaults: SavedViewDefaultTable;
}

/** A workflow template of one resource label (issue 9; server/modules/workflow). */
export interface WorkflowTplTable {
  id: Generated<number>;
  label: string;
  name: string;
  /** 1 active. */
  status: number;
  /** 1: a rejected or recalled document may be submitted again, as a new round. */
  multiple_rounds: number;
  form_type: number;
  form_name: string;
  group_tab: string;
  created_at: string;
}

/** One step of a template; `approvers` is JSON (server/modules/workflow/approvers.ts). */
export interface WorkflowNodeTable {
  id: Generated<number>;
  tpl_id: number;
  sort: number;
  name: string;
  get_user_type: number;
  pending_type: number;
  user_count: number;
  approvers: string;
}

/** A document under approval: status 0 saved (recalled), 1 in approval, 2 completed, 3 rejected. */
export interface WorkflowDataTable {
  id: Generated<number>;
  tpl_id: number;
  tpl_label: string;
  form_data_id: number;
  name: string;
  status: number;
  round: number;
  current_node_id: number | null;
  /** Node entries so far; tasks carry the entry they belong to. */
  step: Generated<number>;
  created_user: number;
  created_user_name: string;
  created_position_org_id: number;
  created_org_id: number;
  created_company_id: number | null;
  created_at: string;
  updated_at: string;
}

/** An approver's task; status is the flow-log status 0-6, or -1 when cancelled without an action. */
export interface WorkflowTaskTable {
  id: Generated<number>;
  workflow_data_id: number;
  node_id: number;
  round: number;
  step: number;
  user_id: number;
  user_name: string;
  status: number;
  opinion: Generated<string>;
  from_task_id: number | null;
  read_at: string | null;
  created_at: string;
  updated_at: string;
  handled_at: string | null;
}

/** Counters the approval engine keeps per user and kind (workflow, notice, flow_back). */
export interface MessageCounterTable {
  user_id: number;
  kind: string;
  count: number;
}

// Joins the Database interface by declaration merging (this file is append-only).
export interface Database {
  workflow_tpls: WorkflowTplTable;
  workflow_nodes: WorkflowNodeTable;
  workflow_data: WorkflowDataTable;
  workflow_tasks: WorkflowTaskTable;
  message_counters: MessageCounterTable;
}

/** A risk rule of one resource (issue 9; server/modules/risk): a mathjs condition, block or warning. */
export interface RiskRuleTable {
  id: Generated<number>;
  /** Unique, what `confirm_rule_code` names, e.g. SC_AMOUNT_WARN. */
  code: string;
  /** The resource definition's `name`, e.g. sales_contract. */
  resource: string;
  name: string;
  condition: string;
  severity: 'block' | 'warning';
  /** Template: `{field}` is replaced by the record's value. */
  prompt: string;
  /** 1 active. */
  status: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

// Joins the Database interface by declaration merging (this file is append-only).
export interface Database {
  risk_rules: RiskRuleTable;
}
