import { TASK_STATUS } from './decide.js';
import type { DataRow, FlowContext } from './flow.js';

/** The flow's own events the log lists beside the approvers' actions. */
export type FlowEvent = typeof TASK_STATUS.submitted | typeof TASK_STATUS.resubmitted | typeof TASK_STATUS.recalled;

/** No node: an event belongs to the flow, not to a step (no node has id 0). */
const NO_NODE = 0;

/**
 * Writes an event of the flow (submitted, resubmitted, recalled) into its log, in the caller's transaction: a row
 * of workflow_tasks that is never pending (so no counter, task list or node count sees it), by the person who
 * acted, at the flow's current round and step, handled now. Its id orders it among the actions.
 */
export async function logEvent(ctx: FlowContext, data: DataRow, status: FlowEvent, person: { id: number; name: string }): Promise<void> {
  await ctx.trx
    .insertInto('workflow_tasks')
    .values({
      workflow_data_id: data.id, node_id: NO_NODE, round: data.round, step: data.step, user_id: person.id, user_name: person.name, status, opinion: '',
      from_task_id: null, read_at: null, created_at: ctx.now, updated_at: ctx.now, handled_at: ctx.now,
    })
    .execute();
}
