import type { Kysely, Selectable } from 'kysely';
import type { Database, WorkflowDataTable } from '../../db/tables.js';
import { formLink } from './links.js';
import { FLOW_STATUS } from './statuses.js';
import { messageText, type MessageParams, type MessageTemplate } from '../message/texts.js';

/**
 * The message centre's side of the approval engine: the engine calls these in its own transaction, one call
 * per outcome (server/modules/workflow: decide.ts, delegate.ts, submit.ts, purge.ts, handle.ts), and the users
 * they name hear their new counters after the commit (through the engine's CounterChanges).
 */
export interface EngineTransaction {
  trx: Kysely<Database>;
  now: string;
  changes: { add(userId: number, kind: 'notice' | 'flow_back', delta: number): void };
}

type Flow = Pick<Selectable<WorkflowDataTable>, 'id' | 'tpl_id' | 'tpl_label' | 'form_data_id' | 'name' | 'created_user'>;
/** The deciding (or copying) task: who acted, at which step. */
interface Actor {
  user_name: string;
  node_id: number;
}

/** The way a flow ended, as its creator hears it: the template, and the tab it lands in. */
const OUTCOMES: Readonly<Record<number, { template: MessageTemplate; kind: 'notice' | 'flow_back' }>> = {
  [FLOW_STATUS.completed]: { template: 'flowApproved', kind: 'notice' },
  [FLOW_STATUS.rejected]: { template: 'flowRejected', kind: 'flow_back' },
  [FLOW_STATUS.returned]: { template: 'flowReturned', kind: 'flow_back' },
};

/**
 * The document's page as its template links it (the approval centre's link): for a copied person through their
 * copy entry (`taskId`, read-only); for the creator without one, so a returned document opens editable.
 */
async function documentLink(trx: Kysely<Database>, flow: Flow, taskId: number | null): Promise<string> {
  const tpl = await trx.selectFrom('workflow_tpls').select(['form_type', 'form_name', 'after_action']).where('id', '=', flow.tpl_id).executeTakeFirst();
  if (!tpl) return '';
  const link = formLink({ ...tpl, after_action: taskId === null ? null : tpl.after_action, form_data_id: flow.form_data_id, tpl_label: flow.tpl_label, tpl_id: flow.tpl_id, workflow_log_id: taskId ?? 0 });
  if (taskId !== null) return link;
  const [path, query = ''] = link.split('?');
  const params = new URLSearchParams(query);
  params.delete('workflow_log_id');
  return params.size > 0 ? `${path}?${params.toString()}` : path;
}

async function nodeName(trx: Kysely<Database>, nodeId: number): Promise<string> {
  const node = await trx.selectFrom('workflow_nodes').select('name').where('id', '=', nodeId).executeTakeFirst();
  return node?.name ?? '';
}

/**
 * A flow ended (`status`: completed, rejected or returned to its creator) by `actor`'s decision: its creator
 * gets a message (通知 for an approval, 退回 for a rejection or a return) that opens the document.
 */
export async function notifyCreator(ctx: EngineTransaction, flow: Flow, status: number, actor: Actor, opinion: string): Promise<void> {
  const outcome = OUTCOMES[status];
  if (!outcome) return;
  const params: MessageParams = { title: flow.name, actor: actor.user_name, node: await nodeName(ctx.trx, actor.node_id), opinion };
  await ctx.trx
    .insertInto('messages')
    .values({
      user_id: flow.created_user, kind: outcome.kind, ...messageText(outcome.template, params), link: await documentLink(ctx.trx, flow, null), status: 0,
      workflow_data_id: flow.id, workflow_task_id: null, created_at: ctx.now,
    })
    .execute();
  ctx.changes.add(flow.created_user, outcome.kind, 1);
}

/**
 * `actor`'s task (`fromTaskId`) copied its document to `userIds`: each gets a copy notice (通知) that opens the
 * document through their copy entry, and is read with it (workflow/readCopies).
 */
export async function notifyCopies(ctx: EngineTransaction, fromTaskId: number, actor: Actor, userIds: readonly number[], opinion: string): Promise<void> {
  if (userIds.length === 0) return;
  const from = await ctx.trx.selectFrom('workflow_tasks').select('workflow_data_id').where('id', '=', fromTaskId).executeTakeFirstOrThrow();
  const flow = await ctx.trx
    .selectFrom('workflow_data')
    .select(['id', 'tpl_id', 'tpl_label', 'form_data_id', 'name', 'created_user', 'created_user_name'])
    .where('id', '=', from.workflow_data_id)
    .executeTakeFirstOrThrow();
  // The copy entries just written: the newest of each person from this task.
  const copies = await ctx.trx
    .selectFrom('workflow_tasks')
    .select(['user_id', (eb) => eb.fn.max('id').as('id')])
    .where('from_task_id', '=', fromTaskId)
    .where('status', '=', 6)
    .where('user_id', 'in', [...userIds])
    .groupBy('user_id')
    .execute();
  const params: MessageParams = { title: flow.name, actor: actor.user_name, node: await nodeName(ctx.trx, actor.node_id), creator: flow.created_user_name, opinion };
  const text = messageText('flowCopied', params);
  const rows = [];
  for (const copy of copies) {
    const taskId = Number(copy.id);
    rows.push({ user_id: copy.user_id, kind: 'notice' as const, ...text, link: await documentLink(ctx.trx, flow, taskId), status: 0, workflow_data_id: flow.id, workflow_task_id: taskId, created_at: ctx.now });
    ctx.changes.add(copy.user_id, 'notice', 1);
  }
  if (rows.length > 0) await ctx.trx.insertInto('messages').values(rows).execute();
}

/** A resubmit: the creator's unread 退回 messages of the flow are settled (read); the document is on its way again. */
export async function settleFlowBack(ctx: EngineTransaction, flowId: number, creator: number): Promise<void> {
  const result = await ctx.trx.updateTable('messages').set({ status: 1 }).where('workflow_data_id', '=', flowId).where('user_id', '=', creator).where('kind', '=', 'flow_back').where('status', '=', 0).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) ctx.changes.add(creator, 'flow_back', -Number(result.numUpdatedRows));
}

/** Deleted documents take the messages about their flows along; whoever had one unread hears new counters. */
export async function forgetFlows(trx: Kysely<Database>, flowIds: readonly number[], changes: EngineTransaction['changes']): Promise<void> {
  if (flowIds.length === 0) return;
  const unread = await trx.selectFrom('messages').select(['user_id', 'kind']).where('workflow_data_id', 'in', [...flowIds]).where('status', '=', 0).execute();
  for (const row of unread) changes.add(row.user_id, row.kind === 'flow_back' ? 'flow_back' : 'notice', -1);
  await trx.deleteFrom('messages').where('workflow_data_id', 'in', [...flowIds]).execute();
}
