import type { FastifyInstance } from 'fastify';
import type { HandleBody } from '../../../schemas/generated/workflow.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { readTaskMessages } from '../message/read.js';
import { CounterChanges, pushCounts } from './counters.js';
import { approve, reject, sendBack, TASK_STATUS } from './decide.js';
import { addSign, copyTo, transfer } from './delegate.js';
import { definitionOf } from './document.js';
import { documentParties, namedPeople, refuseOwnerApproval } from './eligibility.js';
import { lockData, nodesOf, type FlowContext } from './flow.js';
import { checkOpinion } from './opinion.js';
import { FLOW_STATUS } from './statuses.js';
import { selfApprovalOf } from './templates.js';

/**
 * An approver acts on their pending task: approve, reject, return, transfer, add-sign or copy. The task,
 * the node's completion, the next node's tasks, the document's status and the counters change in one
 * transaction (under the document's lock on PostgreSQL); the new counters are pushed after it.
 */
export async function handleTask(app: FastifyInstance, session: SessionContext, body: HandleBody): Promise<void> {
  const { db, dialect } = app.database;
  const first = await db.selectFrom('workflow_tasks').selectAll().where('id', '=', body.task_id).executeTakeFirst();
  // A task, not an event of the flow's log (submitted, recalled: TASK_STATUS 7-9).
  if (!first || first.status > TASK_STATUS.copied) throw new ApiError(Code.NOT_FOUND, 'workflowTaskNotFound');
  if (first.user_id !== session.userId) throw new ApiError(Code.FORBIDDEN, 'workflowTaskNotYours');
  if (first.status !== TASK_STATUS.pending) throw new ApiError(Code.BAD_REQUEST, 'workflowTaskHandled');
  const head = await db
    .selectFrom('workflow_data')
    .select(['tpl_id', 'tpl_label', 'created_user', 'created_org_id', 'created_company_id', 'form_data_id'])
    .where('id', '=', first.workflow_data_id)
    .executeTakeFirstOrThrow();
  const definition = definitionOf(app, head.tpl_label);
  const nodes = await nodesOf(db, head.tpl_id);
  const selfApproval = await selfApprovalOf(db, head.tpl_id);
  const opinion = body.opinion?.trim() ?? '';
  // A reject or return says why; an approval too where the step asks for it. Refused before anything is written.
  checkOpinion(nodes.find((n) => n.id === first.node_id), body.action, opinion);
  // Who may hold or receive a task on this document (eligibility.ts): checked before anything is written.
  const parties = await documentParties(db, definition, head);
  if (body.action === 'approve') refuseOwnerApproval(parties, session.userId);
  if (body.next_users?.length && (body.action === 'approve' || body.action === 'return')) await namedPeople(db, parties, session.userId, body.next_users, { ownersRefused: true });
  const people = ['transfer', 'addSign', 'copy'].includes(body.action)
    ? await namedPeople(db, parties, session.userId, body.user_ids ?? [], { ownersRefused: body.action !== 'copy' })
    : [];
  const changes = new CounterChanges();
  await db.transaction().execute(async (trx) => {
    const data = await lockData(trx, dialect, first.workflow_data_id);
    const task = await trx.selectFrom('workflow_tasks').selectAll().where('id', '=', first.id).executeTakeFirst();
    if (!data || !task || task.status !== TASK_STATUS.pending || data.status !== FLOW_STATUS.inApproval) throw new ApiError(Code.BAD_REQUEST, 'workflowTaskHandled');
    const node = nodes.find((n) => n.id === task.node_id);
    if (!node) throw new ApiError(Code.BAD_REQUEST, 'workflowTplBroken');
    const ctx: FlowContext = { trx, changes, now: nowStamp(), definition, selfApproval };
    switch (body.action) {
      case 'approve': await approve(ctx, data, nodes, node, task, opinion, body.next_users); break;
      case 'reject': await reject(ctx, data, task, opinion); break;
      case 'return': await sendBack(ctx, data, nodes, node, task, opinion, body.next_users); break;
      case 'transfer': await transfer(ctx, task, people, opinion); break;
      case 'addSign': await addSign(ctx, task, people, opinion); break;
      case 'copy': await copyTo(ctx, task, people, opinion); break;
    }
  });
  await pushCounts(app, changes.users);
}

/** Marks the caller's copies read (others' ids are ignored); their notice counter drops with it. */
export async function readCopies(app: FastifyInstance, session: SessionContext, ids: number[]): Promise<void> {
  const changes = new CounterChanges();
  await app.database.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('workflow_tasks')
      .set({ read_at: nowStamp() })
      .where('id', 'in', ids)
      .where('user_id', '=', session.userId)
      .where('status', '=', TASK_STATUS.copied)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    changes.add(session.userId, 'notice', -Number(result.numUpdatedRows));
    await readTaskMessages(trx, session.userId, ids);
  });
  await pushCounts(app, changes.users);
}
