import type { Selectable } from 'kysely';
import type { WorkflowTaskTable } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { notifyCreator } from './notify.js';
import { DOC_STATUS, setDocumentStatus } from './document.js';
import { applicableNode, closeOpenTasks, enterNode, nodeAfter, nodeBefore, nodeCandidates, type DataRow, type FlowContext, type NodeRow } from './flow.js';
import { nodeDone } from './pending.js';
import { FLOW_STATUS, SENT_BACK } from './statuses.js';

export type TaskRow = Selectable<WorkflowTaskTable>;

/**
 * Flow-log statuses (spec 000 §3: 0-6, an approver's task and what they did with it), and the flow's own events
 * the log lists beside them (7 submitted, 8 resubmitted, 9 recalled; events.ts).
 */
export const TASK_STATUS = { pending: 0, approved: 1, rejected: 2, returned: 3, transferred: 4, addedSign: 5, copied: 6, submitted: 7, resubmitted: 8, recalled: 9 } as const;

/** The document state each way a flow ends gives. */
const DOC_STATUS_OF: Readonly<Record<number, number>> = {
  [FLOW_STATUS.completed]: DOC_STATUS.completed,
  [FLOW_STATUS.rejected]: DOC_STATUS.rejected,
  [FLOW_STATUS.returned]: DOC_STATUS.returned,
};

/**
 * Closes the caller's pending task with `status`: a conditional update, so of two calls on one task only one
 * changes it; the other is told 该审批已处理 and its transaction writes nothing.
 */
export async function markTask(ctx: FlowContext, task: TaskRow, status: number, opinion: string): Promise<void> {
  const result = await ctx.trx
    .updateTable('workflow_tasks')
    .set({ status, opinion, handled_at: ctx.now, updated_at: ctx.now })
    .where('id', '=', task.id)
    .where('status', '=', TASK_STATUS.pending)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowTaskHandled');
  ctx.changes.add(task.user_id, 'workflow', -1);
}

/** Counts of this node entry's tasks by status. */
async function entryCounts(ctx: FlowContext, data: DataRow, node: NodeRow): Promise<{ approved: number; open: number }> {
  const rows = await ctx.trx
    .selectFrom('workflow_tasks')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('workflow_data_id', '=', data.id)
    .where('node_id', '=', node.id)
    .where('round', '=', data.round)
    .where('step', '=', data.step)
    .groupBy('status')
    .execute();
  const of = (status: number) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { approved: of(TASK_STATUS.approved), open: of(TASK_STATUS.pending) };
}

/** Ends the flow: the document's status follows (completed, rejected, or returned to its creator to change). */
export async function finish(ctx: FlowContext, data: DataRow, status: number): Promise<void> {
  await closeOpenTasks(ctx, data.id);
  const result = await ctx.trx
    .updateTable('workflow_data')
    .set({ status, current_node_id: null, updated_at: ctx.now })
    .where('id', '=', data.id)
    .where('status', '=', FLOW_STATUS.inApproval)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowTaskHandled');
  await setDocumentStatus(ctx.trx, ctx.definition, data.form_data_id, DOC_STATUS_OF[status], { from: [DOC_STATUS.inApproval] });
  if (SENT_BACK.includes(status)) ctx.changes.add(data.created_user, 'flow_back', 1);
}

/** Approve: the node completes by its pending type, once; then the next node opens or the flow completes. */
export async function approve(ctx: FlowContext, data: DataRow, nodes: readonly NodeRow[], node: NodeRow, task: TaskRow, opinion: string, nextUsers: number[] | undefined): Promise<void> {
  await markTask(ctx, task, TASK_STATUS.approved, opinion);
  const { approved, open } = await entryCounts(ctx, data, node);
  if (!nodeDone(node, approved, open)) return;
  await closeOpenTasks(ctx, data.id, node.id);
  // The next step with an approver other than the creator; none left completes the flow.
  const next = await applicableNode(ctx.trx, ctx.definition, data, nodes, nodeAfter(nodes, node.id), ctx.selfApproval);
  if (next) return enterNode(ctx, data, next.node, next.people, nextUsers);
  await finish(ctx, data, FLOW_STATUS.completed);
  await notifyCreator(ctx, data, FLOW_STATUS.completed, task, opinion);
}

/** Reject: the flow ends rejected; open tasks close; the creator's flow_back counts it. */
export async function reject(ctx: FlowContext, data: DataRow, task: TaskRow, opinion: string): Promise<void> {
  await markTask(ctx, task, TASK_STATUS.rejected, opinion);
  await finish(ctx, data, FLOW_STATUS.rejected);
  await notifyCreator(ctx, data, FLOW_STATUS.rejected, task, opinion);
}

/**
 * Return: back to the previous node (its approvers decide again); from the first node, back to the creator, who
 * changes the document and submits it again (退回: returned, not rejected; any template allows the resubmit).
 */
export async function sendBack(ctx: FlowContext, data: DataRow, nodes: readonly NodeRow[], node: NodeRow, task: TaskRow, opinion: string, nextUsers: number[] | undefined): Promise<void> {
  await markTask(ctx, task, TASK_STATUS.returned, opinion);
  const previous = nodeBefore(nodes, node.id);
  // A previous step that only the creator could approve sends it back to the creator.
  const people = previous ? await nodeCandidates(ctx.trx, ctx.definition, data, previous, ctx.selfApproval) : 'skip';
  if (!previous || people === 'skip') {
    await finish(ctx, data, FLOW_STATUS.returned);
    return notifyCreator(ctx, data, FLOW_STATUS.returned, task, opinion);
  }
  await closeOpenTasks(ctx, data.id, node.id);
  await enterNode(ctx, data, previous, people, nextUsers);
}
