import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: the per-user list settings table as issue 7 wrote it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // A user's column and page settings of one list (spec 001 §3 custom setting): one row per user, company,
  // table name and menu. The JSON columns hold only what the user chose; the admin default (the menu's
  // remote fields) is merged in when read, so columns added later still appear. A null part means "admin
  // default".
  await db.schema
    .createTable('custom_settings')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('table_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('perms_id', 'integer', (c) => c.notNull())
    .addColumn('table_fields', 'text')
    .addColumn('table_cell_width', 'text')
    .addColumn('button_inline_position', 'varchar(8)')
    .addColumn('content_pagesize', 'integer')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_settings_owner')
    .on('custom_settings')
    .columns(['user_id', 'company_id', 'table_name', 'perms_id'])
    .unique()
    .execute();
}
