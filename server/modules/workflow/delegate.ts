import { ApiError, Code } from '../../http/envelope.js';
import { notifyCopies } from './notify.js';
import type { Person } from './approvers.js';
import { markTask, TASK_STATUS, type TaskRow } from './decide.js';
import type { FlowContext } from './flow.js';

/** Refuses people who already hold a pending task on the task's node entry (the unique index would too). */
async function refusePending(ctx: FlowContext, task: TaskRow, people: readonly Person[]): Promise<void> {
  const pending = await ctx.trx
    .selectFrom('workflow_tasks')
    .select('user_id')
    .where('workflow_data_id', '=', task.workflow_data_id)
    .where('node_id', '=', task.node_id)
    .where('round', '=', task.round)
    .where('status', '=', TASK_STATUS.pending)
    .where('user_id', 'in', people.map((p) => p.id))
    .executeTakeFirst();
  if (pending) throw new ApiError(Code.BAD_REQUEST, 'workflowAlreadyPending');
}

function newTask(ctx: FlowContext, task: TaskRow, person: Person, status: number) {
  return {
    workflow_data_id: task.workflow_data_id, node_id: task.node_id, round: task.round, step: task.step, user_id: person.id, user_name: person.name,
    status, from_task_id: task.id, read_at: null, created_at: ctx.now, updated_at: ctx.now, handled_at: status === TASK_STATUS.pending ? null : ctx.now,
  };
}

/** Transfer: the caller's task ends as transferred and the one person named takes it over on the same node. */
export async function transfer(ctx: FlowContext, task: TaskRow, people: Person[], opinion: string): Promise<void> {
  if (people.length !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowBadUser');
  await refusePending(ctx, task, people);
  await markTask(ctx, task, TASK_STATUS.transferred, opinion);
  await ctx.trx.insertInto('workflow_tasks').values(newTask(ctx, task, people[0], TASK_STATUS.pending)).execute();
  ctx.changes.add(people[0].id, 'workflow', 1);
}

/**
 * Add-sign: the people named join the node as approvers (the node now waits for them too); the caller's own
 * task stays pending, and the log keeps an added-sign entry of theirs.
 */
export async function addSign(ctx: FlowContext, task: TaskRow, people: Person[], opinion: string): Promise<void> {
  await refusePending(ctx, task, people);
  await ctx.trx.insertInto('workflow_tasks').values({ ...newTask(ctx, task, { id: task.user_id, name: task.user_name }, TASK_STATUS.addedSign), opinion }).execute();
  await ctx.trx.insertInto('workflow_tasks').values(people.map((p) => newTask(ctx, task, p, TASK_STATUS.pending))).execute();
  for (const p of people) ctx.changes.add(p.id, 'workflow', 1);
}

/** Copy: the people named get a copied entry and a copy notice (通知) until they read it; the task stays pending. */
export async function copyTo(ctx: FlowContext, task: TaskRow, people: Person[], opinion: string): Promise<void> {
  await ctx.trx.insertInto('workflow_tasks').values(people.map((p) => ({ ...newTask(ctx, task, p, TASK_STATUS.copied), opinion }))).execute();
  await notifyCopies(ctx, task.id, task, people.map((p) => p.id), opinion);
}
