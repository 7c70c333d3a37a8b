import type { Transaction } from 'kysely';
import type { WorkflowDefinition } from '../../../schemas/generated/workflow-definition.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { versionStore, type NewVersion } from './store.js';

export const workflowVersions = versionStore<WorkflowDefinition>('workflow');

/** Where an approver's link leads when the template names no form (the approval page). */
const DEFAULT_FORM = '/approve';

/** The approvers column of a step: the ids (and field) its kind reads. */
function approversOf(node: WorkflowDefinition['nodes'][number]): string {
  const spec: Record<string, unknown> = {};
  for (const key of ['users', 'roles', 'positions'] as const) if (node[key]?.length) spec[key] = node[key];
  if (node.field) spec.field = node.field;
  return JSON.stringify(spec);
}

/**
 * Publishes a checked approval template in one transaction: a new active template of the label with its steps in
 * order, the label's earlier templates made inactive (their rows stay: documents in approval finish on the steps
 * they started with), and the version stored.
 */
export async function applyWorkflow(trx: Transaction<Database>, next: Omit<NewVersion<WorkflowDefinition>, 'name'>): Promise<WorkflowDefinition> {
  const workflow = next.definition;
  await trx.updateTable('workflow_tpls').set({ status: 0 }).where('label', '=', workflow.label).execute();
  const { id } = await trx
    .insertInto('workflow_tpls')
    .values({
      label: workflow.label, name: workflow.name, status: 1, multiple_rounds: workflow.multiple_rounds === false ? 0 : 1, form_type: 0,
      form_name: workflow.form_name ?? DEFAULT_FORM, group_tab: workflow.group_tab ?? '', self_approval: workflow.self_approval ? 1 : 0,
      after_action: workflow.after_action ?? null, card_fields: workflow.card_fields?.length ? JSON.stringify(workflow.card_fields) : null, created_at: nowStamp(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('workflow_nodes')
    .values(workflow.nodes.map((node, i) => ({
      tpl_id: id, sort: i + 1, name: node.name, get_user_type: node.get_user_type, pending_type: node.pending_type ?? 0, user_count: node.user_count ?? 1,
      approvers: approversOf(node), opinion_required: node.opinion_required ? 1 : 0,
    })))
    .execute();
  await workflowVersions.insert(trx, { ...next, name: workflow.label });
  return workflow;
}
