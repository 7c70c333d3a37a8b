import type { Kysely, Selectable } from 'kysely';
import type { Database, WorkflowTplTable } from '../../db/tables.js';
import { ApiError, Code } from '../../http/envelope.js';

export type TplRow = Selectable<WorkflowTplTable>;

/** The active template of a resource label (the newest when several); 4400 when there is none. */
export async function activeTemplate(db: Kysely<Database>, label: string): Promise<TplRow> {
  const tpl = await findActiveTemplate(db, label);
  if (!tpl) throw new ApiError(Code.BAD_REQUEST, 'workflowTplMissing');
  return tpl;
}

/**
 * The document kind a workflow call names: its tpl_label, or the label of the template its tpl_id is (spec 000's call
 * table sends tpl_id). 4400 when it names neither, when tpl_id names no template, or one of another kind than tpl_label.
 */
export async function templateLabelOf(db: Kysely<Database>, body: { tpl_label?: string; tpl_id?: number }): Promise<string> {
  if (body.tpl_id === undefined) {
    if (body.tpl_label === undefined) throw new ApiError(Code.BAD_REQUEST, 'workflowTplRequired');
    return body.tpl_label;
  }
  const row = await db.selectFrom('workflow_tpls').select('label').where('id', '=', body.tpl_id).executeTakeFirst();
  if (!row) throw new ApiError(Code.BAD_REQUEST, 'workflowTplMissing');
  if (body.tpl_label !== undefined && body.tpl_label !== row.label) throw new ApiError(Code.BAD_REQUEST, 'workflowTplMismatch');
  return row.label;
}

export function findActiveTemplate(db: Kysely<Database>, label: string): Promise<TplRow | undefined> {
  return db.selectFrom('workflow_tpls').selectAll().where('label', '=', label).where('status', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** A template's SELF_APPROVAL (flow.ts): what its steps do when the creator is their only approver. */
export async function selfApprovalOf(db: Kysely<Database>, tplId: number): Promise<number> {
  const row = await db.selectFrom('workflow_tpls').select('self_approval').where('id', '=', tplId).executeTakeFirst();
  return row?.self_approval ?? 0;
}
