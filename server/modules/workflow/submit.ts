import type { FastifyInstance } from 'fastify';
import type { SubmitBody } from '../../../schemas/generated/workflow.js';
import { nowStamp } from '../../db/time.js';
import type { RiskResult } from '../../../schemas/generated/risk-rule.js';
import { ApiError, Code, type Envelope } from '../../http/envelope.js';
import type { Language } from '../../http/messages.js';
import { submitPayload, submitTarget } from '../resources/document-steps.js';
import { EDITABLE_STATUSES } from '../resources/lifecycle.js';
import { findResource } from '../resources/query.js';
import { checkSubmittable } from '../resources/submittable.js';
import type { SessionContext } from '../../http/session.js';
import { settleFlowBack } from './notify.js';
import { CounterChanges, pushCounts } from './counters.js';
import { DOC_STATUS, documentInScope, setDocumentStatus } from './document.js';
import { finish, TASK_STATUS } from './decide.js';
import { logEvent } from './events.js';
import { documentParties, namedPeople } from './eligibility.js';
import { applicableNode, enterNode, lockData, nodesOf, type DataRow, type FlowContext } from './flow.js';
import { FLOW_STATUS, SENT_BACK } from './statuses.js';
import { activeTemplate } from './templates.js';

/** A submit the risk rules stopped: answer this envelope (3010 or 2888); nothing was written. */
export interface RiskStop {
  stopped: Envelope<RiskResult>;
}

export { FLOW_STATUS } from './statuses.js';

/**
 * Submits a document of the caller's scope for approval: round 1, or the next round of a recalled or returned
 * one, or (when the template allows several rounds) a rejected one. The document goes to 审批中, the log gets a
 * submitted (resubmitted) entry and the first node's approvers get their tasks, all in one transaction; a
 * template without nodes completes at once.
 */
export async function submitFlow(app: FastifyInstance, session: SessionContext, body: SubmitBody & { tpl_label: string }, language: Language): Promise<DataRow | RiskStop> {
  const { db, dialect } = app.database;
  const doc = await documentInScope(app, session, body.tpl_label, body.form_data_id);
  if (doc.status !== null && !EDITABLE_STATUSES.includes(doc.status)) throw new ApiError(Code.BAD_REQUEST, 'workflowDocumentBusy');
  const tpl = await activeTemplate(db, body.tpl_label);
  // Leaving the draft state: the document's risk rules run over it as stored, whichever way it got here (a
  // save, a stash, a return); a warning accepted on its save holds while the record is unchanged.
  const stored = await findResource(db, doc.definition, null, doc.id);
  if (!stored) throw new ApiError(Code.NOT_FOUND, 'notFound');
  // What a save would refuse is refused here too: a stashed draft keeps only its draft fields.
  await checkSubmittable(db, doc.definition, stored);
  await app.documentSteps.requiredFiles(doc.definition, doc.id);
  const verdict = await app.documentSteps.risk.check({
    definition: doc.definition, sessionId: session.sessionId, target: submitTarget(doc.id), payload: submitPayload(doc.definition, stored), record: () => stored,
    confirmCodes: body.confirm_rule_code, confirmToken: body.confirm_token, language,
  });
  if (!verdict.passed) return { stopped: verdict.answer };
  const nodes = await nodesOf(db, tpl.id);
  // By id, or as the people nextFlow answered (a spec client sends the step back with the ones it chose).
  const chosen = body.next_flow?.users?.map((user) => (typeof user === 'number' ? user : user.id));
  if (chosen?.length) {
    const subject = { created_user: session.userId, created_org_id: session.subject.orgId, created_company_id: session.subject.companyOrgId, form_data_id: doc.id };
    await namedPeople(db, await documentParties(db, doc.definition, subject), session.userId, chosen, { ownersRefused: true });
  }
  const changes = new CounterChanges();
  const now = nowStamp();
  const stamps = {
    tpl_id: tpl.id, name: body.title?.trim() || doc.title, status: FLOW_STATUS.inApproval, current_node_id: null,
    created_user: session.userId, created_user_name: session.userName, created_position_org_id: session.positionOrgId,
    created_org_id: session.subject.orgId, created_company_id: session.subject.companyOrgId, updated_at: now,
  };
  const data = await db.transaction().execute(async (trx) => {
    const ctx: FlowContext = { trx, changes, now, definition: doc.definition, selfApproval: tpl.self_approval };
    const found = await trx.selectFrom('workflow_data').select('id').where('tpl_label', '=', body.tpl_label).where('form_data_id', '=', body.form_data_id).executeTakeFirst();
    let data: DataRow | undefined;
    if (found) {
      const before = await lockData(trx, dialect, found.id);
      if (!before || before.status === FLOW_STATUS.inApproval || before.status === FLOW_STATUS.completed) throw new ApiError(Code.BAD_REQUEST, 'workflowDocumentBusy');
      if (before.status === FLOW_STATUS.rejected && tpl.multiple_rounds !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowOneRound');
      const result = await trx.updateTable('workflow_data').set({ ...stamps, round: before.round + 1 }).where('id', '=', before.id).where('status', '=', before.status).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowDocumentBusy');
      if (SENT_BACK.includes(before.status)) changes.add(before.created_user, 'flow_back', -1);
      await settleFlowBack(ctx, before.id, before.created_user);
      data = await lockData(trx, dialect, before.id);
    } else {
      const inserted = await trx
        .insertInto('workflow_data')
        .values({ ...stamps, tpl_label: body.tpl_label, form_data_id: body.form_data_id, round: 1, step: 0, created_at: now })
        .onConflict((c) => c.columns(['tpl_label', 'form_data_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw new ApiError(Code.BAD_REQUEST, 'workflowDocumentBusy');
      data = await lockData(trx, dialect, inserted.id);
    }
    if (!data) throw new ApiError(Code.BAD_REQUEST, 'workflowDocumentBusy');
    await setDocumentStatus(trx, doc.definition, doc.id, DOC_STATUS.inApproval, { submitted: true, approval: true, title: data.name, from: EDITABLE_STATUSES });
    await logEvent(ctx, data, data.round > 1 ? TASK_STATUS.resubmitted : TASK_STATUS.submitted, { id: session.userId, name: session.userName });
    // The first step with an approver other than the submitter; none (no steps, or all skipped) completes it.
    const first = await applicableNode(trx, doc.definition, data, nodes, nodes[0], tpl.self_approval);
    if (first) await enterNode(ctx, data, first.node, first.people, chosen);
    else await finish(ctx, data, FLOW_STATUS.completed);
    return data.id;
  });
  await pushCounts(app, changes.users);
  return db.selectFrom('workflow_data').selectAll().where('id', '=', data).executeTakeFirstOrThrow();
}
