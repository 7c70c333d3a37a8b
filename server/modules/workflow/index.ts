import type { FastifyInstance } from 'fastify';
import { CounterChanges, pushCounts } from './counters.js';
import { purgeFlows } from './purge.js';
import { findActiveTemplate, templateLabelOf } from './templates.js';
import type { DataQuery, FlowLogQuery, HandleBody, NextFlowBody, ReadCopiesBody, RecallBody, SubmitBody, TaskListQuery } from '../../../schemas/generated/workflow.js';
import { answers, ok, ref } from '../../http/envelope.js';
import { requestLanguage } from '../../http/messages.js';
import { sessionOf } from '../../http/session.js';
import { withCards } from './card-fields.js';
import { handleTask, readCopies } from './handle.js';
import { flowLog, flowRecord, taskList, workflowDataOf } from './lists.js';
import { nextFlow } from './next-flow.js';
import { recallFlow } from './recall.js';
import { submitFlow } from './submit.js';

const S = 'workflow.schema.json';

/**
 * The approval engine under /api/base/workflow (spec 000 §7, 001 §4 submit flow and recall): the next
 * step, submit, an approver's action on their task, recall, the flow log, the approval centre's task
 * list and reading copies. (The counters are counted from the lists: server/modules/message/counts.ts.)
 */
export async function workflowModule(app: FastifyInstance): Promise<void> {
  // The approval engine's steps of every document write (resources/document-steps.ts).
  app.documentSteps.hasApprovalTemplate = async (label) => (await findActiveTemplate(app.database.db, label)) !== undefined;
  app.documentSteps.purgeFlows = async (trx, label, ids) => {
    const changes = new CounterChanges();
    await purgeFlows(trx, label, ids, changes);
    return changes.users;
  };
  app.documentSteps.pushCounts = (users) => pushCounts(app, users);
  // The template by its label (ours) or its id (spec 000's call table): the kind of document either way.
  app.post<{ Body: NextFlowBody }>('/nextFlow', { schema: { body: ref(S, 'NextFlowBody'), response: answers(ref(S, 'NextFlowAnswer')) } }, async (request) => {
    const tplLabel = await templateLabelOf(app.database.db, request.body);
    return ok(await nextFlow(app, sessionOf(request), { ...request.body, tpl_label: tplLabel }, requestLanguage(request)));
  });

  app.post<{ Body: SubmitBody }>('/submitFlow', { schema: { body: ref(S, 'SubmitBody'), response: answers(ref(S)) } }, async (request, reply) => {
    const tplLabel = await templateLabelOf(app.database.db, request.body);
    const row = await submitFlow(app, sessionOf(request), { ...request.body, tpl_label: tplLabel }, requestLanguage(request));
    // A 3010 or 2888 carries the risk result (risk-rule.schema.json RiskResult), not the workflow data.
    if ('stopped' in row) return reply.serializer(JSON.stringify).send(row.stopped);
    return ok({
      id: row.id, tpl_id: row.tpl_id, tpl_label: row.tpl_label, form_data_id: row.form_data_id, name: row.name, status: row.status, round: row.round,
      current_node_id: row.current_node_id, created_user: row.created_user, created_user_name: row.created_user_name, created_at: row.created_at, updated_at: row.updated_at,
    });
  });

  // A decision's body is checked without type coercion (http/strict-body.ts): opinion 123 or null is refused, not stored as text.
  app.post<{ Body: HandleBody }>('/handle', { schema: { body: ref(S, 'HandleBody'), response: answers({ type: 'null' }) } }, async (request) => {
    await handleTask(app, sessionOf(request), request.body);
    return ok(null);
  });

  app.post<{ Body: RecallBody }>('/recall', { schema: { body: ref(S, 'RecallBody'), response: answers({ type: 'null' }) } }, async (request) => {
    await recallFlow(app, sessionOf(request), request.body.tpl_id, request.body.form_data_id);
    return ok(null);
  });

  app.get<{ Querystring: { id: number } }>(
    '/detail',
    {
      schema: { querystring: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { $ref: 'params.schema.json#/definitions/RecordId' } } }, response: answers(ref(S, 'FlowRecord')) },
      config: { readOnly: true },
    },
    async (request) => ok(await flowRecord(app, sessionOf(request), request.query.id)),
  );

  app.get<{ Querystring: FlowLogQuery }>('/executedFlowList', { schema: { querystring: ref(S, 'FlowLogQuery'), response: answers({ type: 'array', items: ref(S, 'FlowLogEntry') }) } }, async (request) =>
    ok(await flowLog(app, sessionOf(request), request.query.tpl_id, request.query.data_id)),
  );

  app.get<{ Querystring: Required<TaskListQuery> }>('/taskList', { schema: { querystring: ref(S, 'TaskListQuery'), response: answers(ref(S, 'TaskListAnswer')) } }, async (request) => {
    const { tab, page, limit } = request.query;
    // Each card shows its template's card fields of the task's document (card-fields.ts).
    return ok(await withCards(app, await taskList(app.database.db, sessionOf(request).userId, tab, page, limit), requestLanguage(request)));
  });

  app.post<{ Body: ReadCopiesBody }>('/readCopies', { schema: { body: ref(S, 'ReadCopiesBody'), response: answers({ type: 'null' }) } }, async (request) => {
    await readCopies(app, sessionOf(request), request.body.ids);
    return ok(null);
  });
}

/** GET /api/base/workflowdata (spec 001 §7): a document's workflow records by tpl_label and form_data_id. */
export async function workflowDataModule(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: DataQuery }>('/', { schema: { querystring: ref(S, 'DataQuery'), response: answers(ref(S, 'DataAnswer')) } }, async (request) =>
    ok({ data: await workflowDataOf(app, sessionOf(request), request.query.tpl_label, request.query.form_data_id) }),
  );
}

export { workflowTplModule } from './tpl-routes.js';
