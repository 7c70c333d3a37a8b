import type { Kysely } from 'kysely';

// Frozen: execution permissions and extended org permissions of a menu grant (spec 000 §6), as issue 9 wrote
// them. The executor stamps of the resource rows (exec_user_id, ...) are resource columns: the resource sync
// adds them (modules/resources/stamps.ts), with their indexes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Off unless switched on: existing grants keep their meaning.
  await db.schema.alterTable('role_menus').addColumn('exec_permission', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('role_menu_extra_orgs')
    .addColumn('role_id', 'integer', (c) => c.notNull())
    .addColumn('menu_id', 'integer', (c) => c.notNull())
    .addColumn('org_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_menu_extra_orgs_pk', ['role_id', 'menu_id', 'org_id'])
    .execute();
}
