import type { Kysely, Selectable } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { Dialect } from '../../db/connection.js';
import type { Database, WorkflowDataTable, WorkflowNodeTable } from '../../db/tables.js';
import { candidates, leadersAbove, type Person } from './approvers.js';
import type { CounterChanges } from './counters.js';
import { documentField } from './document.js';
import { documentOwners } from './eligibility.js';
import { assignees } from './pending.js';

export type DataRow = Selectable<WorkflowDataTable>;
export type NodeRow = Selectable<WorkflowNodeTable>;

/** What one engine transaction works with. */
export interface FlowContext {
  trx: Kysely<Database>;
  changes: CounterChanges;
  now: string;
  definition: ResourceDefinition;
  /** The template's SELF_APPROVAL: what a step whose only approvers are the creator does. */
  selfApproval: number;
}

/**
 * Serialises decisions on one document for the rest of the transaction: SQLite transactions already run
 * one at a time on the main connection; PostgreSQL locks the workflow_data row.
 */
export async function lockData(trx: Kysely<Database>, dialect: Dialect, dataId: number): Promise<DataRow | undefined> {
  let query = trx.selectFrom('workflow_data').selectAll().where('id', '=', dataId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export function nodesOf(db: Kysely<Database>, tplId: number): Promise<NodeRow[]> {
  return db.selectFrom('workflow_nodes').selectAll().where('tpl_id', '=', tplId).orderBy('sort').orderBy('id').execute();
}

/** The node after `nodeId` in the template (the first when null); undefined after the last. */
export function nodeAfter(nodes: readonly NodeRow[], nodeId: number | null): NodeRow | undefined {
  if (nodeId === null) return nodes[0];
  const at = nodes.findIndex((n) => n.id === nodeId);
  return at < 0 ? undefined : nodes[at + 1];
}

export function nodeBefore(nodes: readonly NodeRow[], nodeId: number): NodeRow | undefined {
  const at = nodes.findIndex((n) => n.id === nodeId);
  return at > 0 ? nodes[at - 1] : undefined;
}

/** What a flow's node needs of its document: who created it, where, and which record. */
export type FlowSubject = Pick<DataRow, 'created_user' | 'created_org_id' | 'created_company_id' | 'form_data_id'>;

/** What the template does with a step whose only approvers are the creator (workflow_tpls.self_approval). */
export const SELF_APPROVAL = { skip: 0, leaderUp: 1 } as const;

/**
 * The people a node of this document could go to, never its creator or submitter (eligibility.ts). A node
 * whose only candidates are those answers 'skip', or with SELF_APPROVAL.leaderUp the next leader up from the
 * submitter's department who is neither.
 */
export async function nodeCandidates(db: Kysely<Database>, definition: ResourceDefinition, data: FlowSubject, node: NodeRow, selfApproval: number): Promise<Person[] | 'skip'> {
  const org = await db.selectFrom('orgs').select('path').where('id', '=', data.created_org_id).executeTakeFirst();
  const submitter = { orgPath: org?.path ?? '', companyId: data.created_company_id };
  const all = await candidates(db, node, submitter, (field) => documentField(db, definition, data.form_data_id, field));
  const owners = await documentOwners(db, definition, data);
  const others = all.filter((p) => !owners.includes(p.id));
  if (others.length > 0 || all.length === 0) return others;
  if (selfApproval !== SELF_APPROVAL.leaderUp) return 'skip';
  return leadersAbove(db, submitter, owners);
}

/** The first node from `node` on (in template order) that has approvers other than the creator, with them. */
export async function applicableNode(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  data: FlowSubject,
  nodes: readonly NodeRow[],
  node: NodeRow | undefined,
  selfApproval: number,
): Promise<{ node: NodeRow; people: Person[] } | undefined> {
  for (let at = node ? nodes.indexOf(node) : -1; at >= 0 && at < nodes.length; at += 1) {
    const people = await nodeCandidates(db, definition, data, nodes[at], selfApproval);
    if (people !== 'skip') return { node: nodes[at], people };
  }
  return undefined;
}

/** Opens a pending task for each assignee of `node` (its candidates, `people`) and makes it the document's current node. */
export async function enterNode(ctx: FlowContext, data: DataRow, node: NodeRow, people: Person[], chosen: number[] | undefined): Promise<void> {
  const assigned = assignees(node, people, chosen);
  const step = data.step + 1;
  data.step = step;
  await ctx.trx
    .insertInto('workflow_tasks')
    .values(assigned.map((p) => ({
      workflow_data_id: data.id, node_id: node.id, round: data.round, step, user_id: p.id, user_name: p.name, status: 0,
      from_task_id: null, read_at: null, created_at: ctx.now, updated_at: ctx.now, handled_at: null,
    })))
    .execute();
  for (const p of assigned) ctx.changes.add(p.id, 'workflow', 1);
  await ctx.trx.updateTable('workflow_data').set({ current_node_id: node.id, step, updated_at: ctx.now }).where('id', '=', data.id).execute();
}

/**
 * Cancels the open tasks of the document (of one node when given): status -1, outside the flow-log
 * statuses, so they leave the pending lists and the log, yet a late call on one is told 该审批已处理.
 */
export async function closeOpenTasks(ctx: FlowContext, dataId: number, nodeId?: number): Promise<void> {
  let query = ctx.trx.selectFrom('workflow_tasks').select(['id', 'user_id']).where('workflow_data_id', '=', dataId).where('status', '=', 0);
  if (nodeId !== undefined) query = query.where('node_id', '=', nodeId);
  const open = await query.execute();
  if (open.length === 0) return;
  await ctx.trx
    .updateTable('workflow_tasks')
    .set({ status: CANCELLED, updated_at: ctx.now, handled_at: ctx.now })
    .where('id', 'in', open.map((t) => t.id))
    .where('status', '=', 0)
    .execute();
  for (const task of open) ctx.changes.add(task.user_id, 'workflow', -1);
}

/** A task closed without an action (another approver completed the node, a reject, a recall). */
export const CANCELLED = -1;
