import type { Kysely } from 'kysely';

// Frozen: issue 22, the required-items table's item of each file (server/modules/files/upload.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The item (its prop, such as business_license) a file was uploaded for in a required-items table; null for the plain list.
  await db.schema.alterTable('files').addColumn('item', 'varchar(64)').execute();
}
