import type { Selectable } from 'kysely';
import type { WorkflowTaskTable } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import { DOC_STATUS, setDocumentStatus } from './document.js';
import { applicableNode, closeOpenTasks, enterNode, nodeAfter, nodeBefore, nodeCandidates, type DataRow, type FlowContext, type NodeRow } from './flow.js';
import { nodeDone } from './pending.js';
import { FLOW_STATUS } from './submit.js';

export type TaskRow = Selectable<WorkflowTaskTable>;

/** Flow-log statuses (spec 000 §3). */
export const TASK_STATUS = { pending: 0, approved: 1, rejected: 2, returned: 3, transferred: 4, addedSign: 5, copied: 6 } as const;

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

/** Ends the flow: the document's status follows (completed, or sent back to its creator). */
export async function finish(ctx: FlowContext, data: DataRow, status: number): Promise<void> {
  await closeOpenTasks(ctx, data.id);
  const result = await ctx.trx
    .updateTable('workflow_data')
    .set({ status, current_node_id: null, updated_at: ctx.now })
    .where('id', '=', data.id)
    .where('status', '=', FLOW_STATUS.inApproval)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowTaskHandled');
  await setDocumentStatus(ctx.trx, ctx.definition, data.form_data_id, status === FLOW_STATUS.completed ? DOC_STATUS.completed : DOC_STATUS.rejected, { from: [DOC_STATUS.inApproval] });
  if (status === FLOW_STATUS.rejected) ctx.changes.add(data.created_user, 'flow_back', 1);
}

/** Approve: the node completes by its pending type, once; then the next node opens or the flow completes. */
export async function approve(ctx: FlowContext, data: DataRow, nodes: readonly NodeRow[], node: NodeRow, task: TaskRow, opinion: string, nextUsers: number[] | undefined): Promise<void> {
  await markTask(ctx, task, TASK_STATUS.approved, opinion);
  const { approved, open } = await entryCounts(ctx, data, node);
  if (!nodeDone(node, approved, open)) return;
  await closeOpenTasks(ctx, data.id, node.id);
  // The next step with an approver other than the creator; none left completes the flow.
  const next = await applicableNode(ctx.trx, ctx.definition, data, nodes, nodeAfter(nodes, node.id), ctx.selfApproval);
  if (next) await enterNode(ctx, data, next.node, next.people, nextUsers);
  else await finish(ctx, data, FLOW_STATUS.completed);
}

/** Reject: the flow ends rejected; open tasks close; the creator's flow_back counts it. */
export async function reject(ctx: FlowContext, data: DataRow, task: TaskRow, opinion: string): Promise<void> {
  await markTask(ctx, task, TASK_STATUS.rejected, opinion);
  await finish(ctx, data, FLOW_STATUS.rejected);
}

/** Return: back to the previous node (its approvers decide again); from the first node, back to the creator. */
export async function sendBack(ctx: FlowContext, data: DataRow, nodes: readonly NodeRow[], node: NodeRow, task: TaskRow, opinion: string, nextUsers: number[] | undefined): Promise<void> {
  await markTask(ctx, task, TASK_STATUS.returned, opinion);
  const previous = nodeBefore(nodes, node.id);
  // A previous step that only the creator could approve sends it back to the creator.
  const people = previous ? await nodeCandidates(ctx.trx, ctx.definition, data, previous, ctx.selfApproval) : 'skip';
  if (!previous || people === 'skip') return finish(ctx, data, FLOW_STATUS.rejected);
  await closeOpenTasks(ctx, data.id, node.id);
  await enterNode(ctx, data, previous, people, nextUsers);
}
