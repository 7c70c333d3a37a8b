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

export function findActiveTemplate(db: Kysely<Database>, label: string): Promise<TplRow | undefined> {
  return db.selectFrom('workflow_tpls').selectAll().where('label', '=', label).where('status', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** A template's SELF_APPROVAL (flow.ts): what its steps do when the creator is their only approver. */
export async function selfApprovalOf(db: Kysely<Database>, tplId: number): Promise<number> {
  const row = await db.selectFrom('workflow_tpls').select('self_approval').where('id', '=', tplId).executeTakeFirst();
  return row?.self_approval ?? 0;
}
