import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { FlowLogEntry, FlowRecord, TaskItem, WorkflowData } from '../../../schemas/generated/workflow.js';
import type { Database } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { TASK_STATUS } from './decide.js';
import { documentInScope } from './document.js';
import type { DataRow } from './flow.js';
import { formLink } from './links.js';
import { tasksOf } from '../message/task-query.js';

/**
 * The caller's tasks for the approval centre: tab pending (status 0) or approved (1-6), newest update
 * first, with the template's form type and name, group and the link to open.
 */
export async function taskList(db: Kysely<Database>, userId: number, tab: 'pending' | 'approved', page: number, limit: number): Promise<{ data: TaskItem[]; total: number }> {
  const base = tasksOf(db, userId, tab);
  const [rows, count] = await Promise.all([
    base
      .select([
        't.id as workflow_log_id', 't.status', 't.opinion', 't.round', 't.created_at', 't.updated_at', 't.read_at', 'n.name as node_name',
        'd.id as workflow_data_id', 'd.form_data_id', 'd.tpl_label', 'd.tpl_id', 'd.name as title', 'd.status as workflow_status', 'd.created_user_name',
        'p.form_type', 'p.form_name', 'p.group_tab', 'p.after_action',
      ])
      .orderBy('t.updated_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(({ after_action: afterAction, ...r }) => ({ ...r, node_name: r.node_name ?? '', link: formLink({ ...r, after_action: afterAction }) })), total: Number(count.total) };
}

/**
 * Whether the caller may read a document's flow: its creator, anyone who held a task on it, or anyone
 * whose scope shows the document. Otherwise "not found", as for a document that does not exist.
 */
async function checkReader(app: FastifyInstance, session: SessionContext, data: DataRow): Promise<void> {
  if (data.created_user === session.userId) return;
  const task = await app.database.db.selectFrom('workflow_tasks').select('id').where('workflow_data_id', '=', data.id).where('user_id', '=', session.userId).executeTakeFirst();
  if (task) return;
  try {
    await documentInScope(app, session, data.tpl_label, data.form_data_id);
  } catch {
    throw new ApiError(Code.NOT_FOUND, 'notFound');
  }
}

function toWorkflowData(row: DataRow): WorkflowData {
  return {
    id: row.id, tpl_id: row.tpl_id, tpl_label: row.tpl_label, form_data_id: row.form_data_id, name: row.name, status: row.status as WorkflowData['status'], round: row.round,
    current_node_id: row.current_node_id, created_user: row.created_user, created_user_name: row.created_user_name, created_at: row.created_at, updated_at: row.updated_at,
  };
}

/** GET workflowdata: the document's workflow records (none before its first submit). */
export async function workflowDataOf(app: FastifyInstance, session: SessionContext, label: string, formDataId: number): Promise<WorkflowData[]> {
  const rows = await app.database.db.selectFrom('workflow_data').selectAll().where('tpl_label', '=', label).where('form_data_id', '=', formDataId).execute();
  for (const row of rows) await checkReader(app, session, row);
  if (rows.length === 0) await documentInScope(app, session, label, formDataId);
  return rows.map(toWorkflowData);
}

/** The flow log: the flow's events and the approvers' actions (every round, in order). */
function logOf(db: Kysely<Database>, dataId: number): Promise<FlowLogEntry[]> {
  return db
    .selectFrom('workflow_tasks as t')
    .leftJoin('workflow_nodes as n', 'n.id', 't.node_id')
    .select(['t.id', 't.round', 't.node_id', 't.user_id', 't.user_name', 't.status', 't.opinion', 't.from_task_id', 't.created_at', 't.handled_at', (eb) => eb.fn.coalesce('n.name', eb.val('')).as('node_name')])
    .where('t.workflow_data_id', '=', dataId)
    .where('t.status', '>=', TASK_STATUS.approved)
    .where('t.status', '<=', TASK_STATUS.recalled)
    .orderBy('t.id')
    .execute();
}

/**
 * GET workflow/detail?id= (the /workflow/detail and /workflow/view pages, the form's approval panel): one
 * workflow record, its flow log and who holds it now (the pending tasks, with their step and whether it needs
 * an opinion), for the same readers as the log (its creator, anyone who held a task, anyone whose scope shows
 * the document); otherwise 4404.
 */
export async function flowRecord(app: FastifyInstance, session: SessionContext, dataId: number): Promise<FlowRecord> {
  const { db } = app.database;
  const data = await db.selectFrom('workflow_data').selectAll().where('id', '=', dataId).executeTakeFirst();
  if (!data) throw new ApiError(Code.NOT_FOUND, 'notFound');
  await checkReader(app, session, data);
  const [log, pending] = await Promise.all([
    logOf(db, data.id),
    db
      .selectFrom('workflow_tasks as t')
      .leftJoin('workflow_nodes as n', 'n.id', 't.node_id')
      .select([
        't.id', 't.user_id', 't.user_name', 't.node_id', 't.created_at',
        (eb) => eb.fn.coalesce('n.name', eb.val('')).as('node_name'),
        (eb) => eb.fn.coalesce('n.opinion_required', eb.val(0)).as('opinion_required'),
      ])
      .where('t.workflow_data_id', '=', data.id)
      .where('t.status', '=', TASK_STATUS.pending)
      .orderBy('t.id')
      .execute(),
  ]);
  return { data: toWorkflowData(data), log, pending: pending.map((p) => ({ ...p, opinion_required: Number(p.opinion_required) === 1 ? 1 : 0 })) };
}

/** GET workflow/executedFlowList: the flow log (acted-on tasks, every round, in order) of a document. */
export async function flowLog(app: FastifyInstance, session: SessionContext, tplId: number, formDataId: number): Promise<FlowLogEntry[]> {
  const { db } = app.database;
  const data = await db.selectFrom('workflow_data').selectAll().where('tpl_id', '=', tplId).where('form_data_id', '=', formDataId).executeTakeFirst();
  if (!data) throw new ApiError(Code.NOT_FOUND, 'notFound');
  await checkReader(app, session, data);
  return logOf(db, data.id);
}
