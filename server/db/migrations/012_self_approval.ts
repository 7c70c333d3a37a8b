import type { Kysely } from 'kysely';

// Frozen: issue 19. A creator never approves their own document; the template says what happens to a step
// whose only approvers are the creator: 0 it is skipped (the default), 1 it goes to the next leader up.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('workflow_tpls').addColumn('self_approval', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
