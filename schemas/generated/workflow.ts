/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A resource's workflow label, such as sales_contract.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TplLabel".
 */
export type TplLabel = string;
/**
 * @minItems 1
 * @maxItems 20
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "UserIds".
 *
 * Items: A row id: PostgreSQL integer range
 */
export type UserIds = number[];
/**
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "Opinion".
 */
export type Opinion = string;
/**
 * What an approval page does once the approver has decided (spec 000 §2.3 after_action, carried by every link of the template's tasks): back to the message centre's workflow tab (the default); close the window when it is a tab or window of its own (else back); open the caller's next pending task (else back); stay and show the decided document again, read-only.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "AfterAction".
 */
export type AfterAction = 'back' | 'close' | 'next' | 'stay';

/**
 * A document's workflow record (spec 001 §3 flow data; spec 000 §3): the answer items of GET /api/base/workflowdata and of workflow/submitFlow. status: 0 saved (recalled), 1 in approval, 2 completed, 3 rejected.
 */
export interface WorkflowData {
  id: number;
  tpl_id: number;
  tpl_label: string;
  form_data_id: number;
  name: string;
  status: 0 | 1 | 2 | 3;
  round: number;
  current_node_id: number | null;
  created_user: number;
  created_user_name: string;
  created_at: string;
  updated_at: string;
}
/**
 * POST workflow/nextFlow: the step a submit (no task_id) or the caller's approval of task_id would open next.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "NextFlowBody".
 */
export interface NextFlowBody {
  tpl_label: TplLabel;
  /**
   * A row id: PostgreSQL integer range
   */
  form_data_id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  task_id?: number;
}
/**
 * An approval step (spec 000 §3) with its labels and the people it could go to.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "Step".
 */
export interface Step {
  id: number;
  name: string;
  sort: number;
  get_user_type: 0 | 1 | 2 | 3 | 4 | 5;
  pending_type: 0 | 1 | 2 | 3;
  user_count: number;
  get_user_type_label: string;
  pending_type_label: string;
  users: Person[];
}
/**
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "Person".
 */
export interface Person {
  id: number;
  name: string;
}
/**
 * The next step (null when the flow would complete) and the round a submit would start.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "NextFlowAnswer".
 */
export interface NextFlowAnswer {
  tpl_id: number;
  round: number;
  next_flow: Step | null;
}
/**
 * POST workflow/submitFlow. next_flow.users: the chosen approvers when the first step's pending type is 3 (审批人自选). The document's risk rules run first, over the record as stored: 3010 blocked, 2888 warnings to confirm (the document stays a draft).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "SubmitBody".
 */
export interface SubmitBody {
  tpl_label: TplLabel;
  /**
   * A row id: PostgreSQL integer range
   */
  form_data_id: number;
  title?: string;
  next_flow?: {
    users?: UserIds;
  };
  /**
   * The risk warnings accepted (a 2888 answer's codes, or those the save accepted)
   *
   * @maxItems 50
   */
  confirm_rule_code?: string[];
  /**
   * The token of that 2888 answer, or the confirm_token of the save's answer
   */
  confirm_token?: string;
}
/**
 * POST workflow/handle: the caller acts on their pending task. user_ids: the one new approver (transfer), the added approvers (addSign) or the people copied (copy). next_users: the chosen approvers when the step opened next has pending type 3.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "HandleBody".
 */
export interface HandleBody {
  /**
   * A row id: PostgreSQL integer range
   */
  task_id: number;
  action: 'approve' | 'reject' | 'return' | 'transfer' | 'addSign' | 'copy';
  opinion?: Opinion;
  user_ids?: UserIds;
  next_users?: UserIds;
}
/**
 * POST workflow/recall.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "RecallBody".
 */
export interface RecallBody {
  /**
   * A row id: PostgreSQL integer range
   */
  tpl_id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  form_data_id: number;
}
/**
 * GET workflow/executedFlowList: data_id is the document's id (form_data_id).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "FlowLogQuery".
 */
export interface FlowLogQuery {
  /**
   * A row id: PostgreSQL integer range
   */
  tpl_id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  data_id: number;
}
/**
 * One acted-on task of the flow log; status is the flow-log status 1-6 (approved, rejected, returned, transferred, added-sign, copied).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "FlowLogEntry".
 */
export interface FlowLogEntry {
  id: number;
  round: number;
  node_id: number;
  node_name: string;
  user_id: number;
  user_name: string;
  status: number;
  opinion: string;
  from_task_id: number | null;
  created_at: string;
  handled_at: string | null;
}
/**
 * GET workflowdata.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "DataQuery".
 */
export interface DataQuery {
  tpl_label: TplLabel;
  /**
   * A row id: PostgreSQL integer range
   */
  form_data_id: number;
}
/**
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "DataAnswer".
 */
export interface DataAnswer {
  data: WorkflowData[];
}
/**
 * GET workflow/taskList: the caller's tasks, tab pending (status 0, the default) or approved (1-6).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TaskListQuery".
 */
export interface TaskListQuery {
  tab?: 'pending' | 'approved';
  page?: number;
  limit?: number;
}
/**
 * A task of the approval centre (spec 000 §3 workflow log / form record); group_tab empty is shown as 其他; link per spec 000 §2.3.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TaskItem".
 */
export interface TaskItem {
  workflow_log_id: number;
  workflow_data_id: number;
  status: number;
  opinion: string;
  round: number;
  node_name: string;
  form_type: number;
  form_name: string;
  form_data_id: number;
  tpl_label: string;
  tpl_id: number;
  group_tab: string;
  title: string;
  workflow_status: number;
  created_user_name: string;
  created_at: string;
  updated_at: string;
  read_at: string | null;
  link: string;
}
/**
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TaskListAnswer".
 */
export interface TaskListAnswer {
  data: TaskItem[];
  total: number;
}
/**
 * POST workflow/readCopies: marks the caller's copied entries read.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "ReadCopiesBody".
 */
export interface ReadCopiesBody {
  /**
   * @minItems 1
   * @maxItems 1000
   *
   * Items: A row id: PostgreSQL integer range
   */
  ids: number[];
}
/**
 * POST workflow/recount (administrator): the users whose counters the recount corrected.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "RecountAnswer".
 */
export interface RecountAnswer {
  corrected: number[];
}
/**
 * GET workflowtpl/index and workflowtpl/detailbylabel: where is a JSON object with label and/or status.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TplQuery".
 */
export interface TplQuery {
  /**
   * A JSON value carried in one query parameter
   */
  where?: string;
  page?: number;
  limit?: number;
}
/**
 * A workflow template (spec 001 §3): status 1 active; multiple_rounds 1 allows resubmitting after a reject.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "Tpl".
 */
export interface Tpl {
  id: number;
  label: string;
  name: string;
  status: number;
  multiple_rounds: number;
  form_type: number;
  form_name: string;
  group_tab: string;
  /**
   * What the approval page does after a decision; null: back
   */
  after_action?: AfterAction | null;
  nodes?: Step[];
}
/**
 * POST workflowtpl/update (administrator): the template `id` and the settings to change. form_name is a path (/...) or a named internal link (rules/internal-links.ts); after_action null clears it (back).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TplUpdateBody".
 */
export interface TplUpdateBody {
  /**
   * A row id: PostgreSQL integer range
   */
  id: number;
  name?: string;
  status?: 0 | 1;
  multiple_rounds?: 0 | 1;
  self_approval?: 0 | 1;
  form_type?: number;
  form_name?: string;
  group_tab?: string;
  after_action?: AfterAction | null;
}
/**
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TplListAnswer".
 */
export interface TplListAnswer {
  data: Tpl[];
  total: number;
}
