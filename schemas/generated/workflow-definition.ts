/* Generated from schemas/*.schema.json by `npm run schemas`. Do not edit by hand. */

/**
 * @maxItems 6
 */
export type CardFields = CardField[];

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
