import type { FastifyInstance } from 'fastify';
import type { NextFlowAnswer, NextFlowBody, Step } from '../../../schemas/generated/workflow.js';
import type { Language } from '../../http/messages.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import type { Person } from './approvers.js';
import { TASK_STATUS } from './decide.js';
import { definitionOf, documentInScope } from './document.js';
import { applicableNode, nodeAfter, nodesOf, type NodeRow } from './flow.js';
import { stepLabels } from './pending.js';
import { activeTemplate, selfApprovalOf } from './templates.js';

/** A step as answered: the node, its labels in the caller's language and its candidates. */
export function toStep(node: NodeRow, users: Person[], language: Language): Step {
  return {
    id: node.id, name: node.name, sort: node.sort, get_user_type: node.get_user_type as Step['get_user_type'], pending_type: node.pending_type as Step['pending_type'],
    user_count: node.user_count, opinion_required: node.opinion_required === 1 ? 1 : 0, ...stepLabels(node, language), users,
  };
}

/**
 * The step that comes next: for a submit (no task_id) the template's first, with the round it would start;
 * for the caller's pending task the one after its node (null when approving it would complete the flow).
 */
export async function nextFlow(app: FastifyInstance, session: SessionContext, body: NextFlowBody & { tpl_label: string }, language: Language): Promise<NextFlowAnswer> {
  const { db } = app.database;
  const doc = await documentInScope(app, session, body.tpl_label, body.form_data_id).catch(async (error: unknown) => {
    // An approver may see a document through their task only.
    if (body.task_id === undefined) throw error;
    return null;
  });
  const data = await db.selectFrom('workflow_data').selectAll().where('tpl_label', '=', body.tpl_label).where('form_data_id', '=', body.form_data_id).executeTakeFirst();
  if (body.task_id !== undefined) {
    const task = await db.selectFrom('workflow_tasks').selectAll().where('id', '=', body.task_id).executeTakeFirst();
    // A task, not an event of the flow's log (submitted, recalled: TASK_STATUS 7-9).
    if (!task || !data || task.workflow_data_id !== data.id || task.status > TASK_STATUS.copied) throw new ApiError(Code.NOT_FOUND, 'workflowTaskNotFound');
    if (task.user_id !== session.userId) throw new ApiError(Code.FORBIDDEN, 'workflowTaskNotYours');
    const definition = definitionOf(app, data.tpl_label);
    const nodes = await nodesOf(db, data.tpl_id);
    const next = await applicableNode(db, definition, data, nodes, nodeAfter(nodes, task.node_id), await selfApprovalOf(db, data.tpl_id));
    return { tpl_id: data.tpl_id, round: data.round, next_flow: next ? toStep(next.node, next.people, language) : null };
  }
  if (!doc) throw new ApiError(Code.NOT_FOUND, 'notFound');
  const tpl = await activeTemplate(db, body.tpl_label);
  const nodes = await nodesOf(db, tpl.id);
  const submitter = { created_user: session.userId, created_org_id: session.subject.orgId, created_company_id: session.subject.companyOrgId, form_data_id: doc.id };
  // The step the submit would open: the first with an approver other than the submitter (as submitFlow does).
  const first = await applicableNode(db, doc.definition, submitter, nodes, nodes[0], tpl.self_approval);
  return { tpl_id: tpl.id, round: data ? data.round + 1 : 1, next_flow: first ? toStep(first.node, first.people, language) : null };
}
