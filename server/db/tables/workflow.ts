import type { Generated } from 'kysely';

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
  /** A step whose only approvers are the document's creator: 0 skipped, 1 to the next leader up (SELF_APPROVAL). */
  self_approval: Generated<number>;
  /** What the approval page does after a decision (spec 000 §2.3): back, close, next, stay; null is back. */
  after_action: string | null;
  /** JSON list of the fields a task card shows, `[{ field, label, label_en }]` (card-fields.ts); null: none. */
  card_fields: string | null;
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
  /** 1: every decision at this step (同意 included) needs an opinion; 驳回 and 退回 always do. */
  opinion_required: Generated<number>;
}

/** A document under approval: status 0 saved (recalled), 1 in approval, 2 completed, 3 rejected, 5 returned to its creator. */
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

/**
 * An approver's task; status is the flow-log status 0-6, or -1 when cancelled without an action. The flow's own
 * events are rows of the log too (7 submitted, 8 resubmitted, 9 recalled; node_id 0, the creator as user).
 */
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
  /** The prompt in English (same template), told to English callers; null: the Chinese one for everyone. */
  prompt_en: string | null;
  /** 1 active. */
  status: number;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** A 2888's warnings as shown for one payload (server/modules/risk/confirm.ts ConfirmationStore), until expires_at. */
export interface RiskConfirmationTable {
  digest: string;
  /** Seconds since the epoch; a bigint column, which PostgreSQL answers as text. */
  expires_at: number | string;
}

/** The approval engine and risk rules (issue 9; server/modules/workflow, server/modules/risk). */
export interface WorkflowTables {
  workflow_tpls: WorkflowTplTable;
  workflow_nodes: WorkflowNodeTable;
  workflow_data: WorkflowDataTable;
  workflow_tasks: WorkflowTaskTable;
  risk_rules: RiskRuleTable;
  risk_confirmations: RiskConfirmationTable;
}
