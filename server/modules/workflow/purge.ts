import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { forgetFlows } from './notify.js';
import type { CounterChanges } from './counters.js';
import { SENT_BACK } from './statuses.js';

/** Task statuses the counters count: pending (workflow) and copied while unread (notice). */
const PENDING = 0;
const COPIED = 6;

/**
 * Removes the workflow data, tasks and flow log of deleted documents in the caller's transaction, and takes
 * what they counted off the counters (a rejected or returned flow's flow_back, open tasks, unread copies).
 */
export async function purgeFlows(trx: Kysely<Database>, label: string, formDataIds: readonly number[], changes: CounterChanges): Promise<void> {
  if (formDataIds.length === 0) return;
  const flows = await trx.selectFrom('workflow_data').select(['id', 'status', 'created_user']).where('tpl_label', '=', label).where('form_data_id', 'in', [...formDataIds]).execute();
  if (flows.length === 0) return;
  const ids = flows.map((f) => f.id);
  const counted = await trx
    .selectFrom('workflow_tasks')
    .select(['user_id', 'status'])
    .where('workflow_data_id', 'in', ids)
    .where((eb) => eb.or([eb('status', '=', PENDING), eb.and([eb('status', '=', COPIED), eb('read_at', 'is', null)])]))
    .execute();
  for (const task of counted) changes.add(task.user_id, task.status === PENDING ? 'workflow' : 'notice', -1);
  for (const flow of flows) if (SENT_BACK.includes(flow.status)) changes.add(flow.created_user, 'flow_back', -1);
  await forgetFlows(trx, ids, changes);
  await trx.deleteFrom('workflow_tasks').where('workflow_data_id', 'in', ids).execute();
  await trx.deleteFrom('workflow_data').where('id', 'in', ids).execute();
}
