import type { Kysely } from 'kysely';

// Frozen: issue 20, approvals a manager trusts.
// - workflow_nodes.opinion_required: 1 when every decision at this step (同意 included) needs an opinion; 驳回 and
//   退回 always need one.
// - workflow_tpls.card_fields: JSON list of the document fields a task card shows in the approval centre,
//   `[{ "field": "amount", "label": "合同金额", "label_en": "Amount" }, ...]`; null shows none.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workflow_nodes').addColumn('opinion_required', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('workflow_tpls').addColumn('card_fields', 'text').execute();
}
