import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 22, export templates (server/modules/export-templates).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // A printable document of a record, declared as JSON (schemas/export-template.schema.json); a button names it by label.
  await db.schema
    .createTable('export_templates')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('label', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  // spec 001 §3 button definition: export_template, the template an export button writes.
  await db.schema.alterTable('perm_buttons').addColumn('export_template', 'varchar(64)').execute();
}
