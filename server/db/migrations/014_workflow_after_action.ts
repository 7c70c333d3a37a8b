import type { Kysely } from 'kysely';

// Frozen: issue 19. What an approval page does once the approver has decided (spec 000 §2.3 after_action):
// null (the default: back to the message centre's workflow tab), 'back', 'close', 'next' or 'stay'. Every link
// the approval centre builds for the template's tasks carries it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workflow_tpls').addColumn('after_action', 'varchar(16)').execute();
}
