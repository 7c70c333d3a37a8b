import type { FastifyInstance } from 'fastify';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { SessionContext } from '../../http/session.js';
import { CounterChanges, pushCounts } from './counters.js';
import { DOC_STATUS, definitionOf, setDocumentStatus } from './document.js';
import { TASK_STATUS } from './decide.js';
import { logEvent } from './events.js';
import { closeOpenTasks, lockData, type FlowContext } from './flow.js';
import { FLOW_STATUS } from './statuses.js';

/**
 * Recall (spec 001 §4): only the creator, only while in approval. Open tasks close, the handled ones stay
 * as the log with a recalled entry after them, and the flow and the document go back to saved / draft.
 */
export async function recallFlow(app: FastifyInstance, session: SessionContext, tplId: number, formDataId: number): Promise<void> {
  const { db, dialect } = app.database;
  const found = await db.selectFrom('workflow_data').select(['id', 'tpl_label']).where('tpl_id', '=', tplId).where('form_data_id', '=', formDataId).executeTakeFirst();
  if (!found) throw new ApiError(Code.BAD_REQUEST, 'workflowRecallDenied');
  const definition = definitionOf(app, found.tpl_label);
  const changes = new CounterChanges();
  await db.transaction().execute(async (trx) => {
    const data = await lockData(trx, dialect, found.id);
    if (!data || data.created_user !== session.userId || data.status !== FLOW_STATUS.inApproval) throw new ApiError(Code.BAD_REQUEST, 'workflowRecallDenied');
    // A recall enters no step: the self-approval rule is not asked.
    const ctx: FlowContext = { trx, changes, now: nowStamp(), definition, selfApproval: 0 };
    await closeOpenTasks(ctx, data.id);
    const result = await trx
      .updateTable('workflow_data')
      .set({ status: FLOW_STATUS.saved, current_node_id: null, updated_at: ctx.now })
      .where('id', '=', data.id)
      .where('status', '=', FLOW_STATUS.inApproval)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new ApiError(Code.BAD_REQUEST, 'workflowRecallDenied');
    await setDocumentStatus(trx, definition, data.form_data_id, DOC_STATUS.draft, { from: [DOC_STATUS.inApproval] });
    await logEvent(ctx, data, TASK_STATUS.recalled, { id: session.userId, name: session.userName });
  });
  await pushCounts(app, changes.users);
}
