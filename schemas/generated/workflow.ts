/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * A resource's workflow label, such as sales_contract.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TplLabel".
 */
export type TplLabel = string;
/**
 * Spec 000's workflow request parts (form_data, pending_data, current_flow): accepted from a client written from the spec and never read; the server reads the document as stored and its flow as it keeps it.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "SpecFlowData".
 */
export type SpecFlowData = {} | unknown[];
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
 * @maxItems 6
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "CardFields".
 */
export type CardFields = CardField[];
/**
 * What an approval page does once the approver has decided (spec 000 §2.3 after_action, carried by every link of the template's tasks): back to the message centre's workflow tab (the default); close the window when it is a tab or window of its own (else back); open the caller's next pending task (else back); stay and show the decided document again, read-only.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "AfterAction".
 */
export type AfterAction = 'back' | 'close' | 'next' | 'stay';

/**
 * A document's workflow record (spec 001 §3 flow data; spec 000 §3): the answer items of GET /api/base/workflowdata and of workflow/submitFlow. status: 0 saved (recalled), 1 in approval, 2 completed, 3 rejected (驳回), 5 returned to its creator to change and submit again (退回; the same number as the document state it gives).
 */
export interface WorkflowData {
  id: number;
  tpl_id: number;
  tpl_label: string;
  form_data_id: number;
  name: string;
  status: 0 | 1 | 2 | 3 | 5;
  round: number;
  current_node_id: number | null;
  created_user: number;
  created_user_name: string;
  created_at: string;
  updated_at: string;
}
/**
 * POST workflow/nextFlow: the step a submit (no task_id) or the caller's approval of task_id would open next. The template by tpl_label or tpl_id (one of them, 4400 without).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "NextFlowBody".
 */
export interface NextFlowBody {
  tpl_label?: TplLabel;
  /**
   * A row id: PostgreSQL integer range
   */
  tpl_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  form_data_id: number;
  /**
   * A row id: PostgreSQL integer range
   */
  task_id?: number;
  form_data?: SpecFlowData;
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
  /**
   * 1: every decision at this step (同意 included) needs an opinion; 驳回 and 退回 always do
   */
  opinion_required?: 0 | 1;
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
  tpl_label?: TplLabel;
  /**
   * A row id: PostgreSQL integer range
   */
  tpl_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  form_data_id: number;
  title?: string;
  /**
   * users: the chosen approvers, by id or as the people nextFlow answered ({ id, ... }); the rest of the step a spec client echoes is not read
   */
  next_flow?: {
    users?:
      | UserIds
      | {
          /**
           * A row id: PostgreSQL integer range
           */
          id: number;
        }[];
    [k: string]: unknown;
  };
  form_data?: SpecFlowData;
  pending_data?: SpecFlowData;
  current_flow?: SpecFlowData | null;
  /**
   * A row id: PostgreSQL integer range
   */
  position_org_id?: number;
  /**
   * A row id: PostgreSQL integer range
   */
  created_user_position_org_id?: number;
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
 * POST workflow/handle: the caller acts on their pending task. user_ids: the one new approver (transfer), the added approvers (addSign) or the people copied (copy). next_users: the chosen approvers when the step opened next has pending type 3. opinion (trimmed): required to reject or return, and to approve where the task's step has opinion_required 1 (4400 请填写审批意见 otherwise, nothing written).
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
 * One entry of the flow log, in order: an approver's action (status 1-6: approved, rejected, returned, transferred, added-sign, copied) or an event of the flow (7 submitted, 8 resubmitted, 9 recalled; node_id 0, node_name empty, by the creator). handled_at: when it happened.
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
 * A task pending now: who holds the document, on which step (opinion_required: that step's), since when.
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "PendingTask".
 */
export interface PendingTask {
  id: number;
  user_id: number;
  user_name: string;
  node_id: number;
  node_name: string;
  opinion_required: 0 | 1;
  created_at: string;
}
/**
 * GET workflow/detail?id=: one workflow record, its flow log (every round, events and actions in order) and the tasks pending now (the step that holds it and its approvers).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "FlowRecord".
 */
export interface FlowRecord {
  data: WorkflowData;
  log: FlowLogEntry[];
  pending: PendingTask[];
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
  /**
   * What the approver decides on: the template's card_fields of the task's document, labelled in the caller's language and formatted (money with grouping and 2 decimals); absent when the template declares none
   */
  fields?: CardValue[];
}
/**
 * One field of a task card: the field's name, its label and its value as text ('' when empty).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "CardValue".
 */
export interface CardValue {
  name: string;
  label: string;
  value: string;
}
/**
 * A field a template's task cards show: a declared field of the template's resource, its Chinese label and optionally its English one; without a label, its resource field's (declared once).
 *
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "CardField".
 */
export interface CardField {
  field: string;
  label?: string;
  label_en?: string;
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
  /**
   * The fields its task cards show in the approval centre; null: none
   */
  card_fields?: CardFields | null;
  nodes?: Step[];
}
/**
 * POST workflowtpl/update (administrator): the template `id` and the settings to change. form_name is a path (/...) or a named internal link (rules/internal-links.ts); after_action null clears it (back); card_fields name declared fields of the template's resource (4400 naming one that is not), null or [] clears them.
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
  card_fields?: CardFields | null;
}
/**
 * This interface was referenced by `WorkflowData`'s JSON-Schema
 * via the `definition` "TplListAnswer".
 */
export interface TplListAnswer {
  data: Tpl[];
  total: number;
}
