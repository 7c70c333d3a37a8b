import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: the saved filter views as issue 8 wrote them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // A saved filter view of one list (spec 001 §3): named conditions and columns, personal (type 1) or shared
  // within the creator's company (type 2). user_id and company_id are the creator and their company when
  // saving (what visibility filters on); the add_* columns are the stamps the API answers. is_hidden marks
  // the user's #默认字段配置# row (their default columns), never listed as a view.
  await db.schema
    .createTable('saved_views')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('table_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('perms_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('table_fields', 'text')
    .addColumn('page_version', 'varchar(64)')
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('add_user_id', 'integer', (c) => c.notNull())
    .addColumn('add_user_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('add_org_id', 'integer', (c) => c.notNull())
    .addColumn('add_org_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('add_company_id', 'integer', (c) => c.notNull())
    .addColumn('add_company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saved_views_company').on('saved_views').columns(['company_id', 'table_key', 'perms_id']).execute();
  await db.schema.createIndex('saved_views_user').on('saved_views').columns(['user_id', 'table_key', 'perms_id']).execute();

  // Each user's default view of a list: one row per user, company, table and menu, so setting a default
  // (even of a shared view) changes only the caller's, and there is one default at a time.
  await db.schema
    .createTable('saved_view_defaults')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('table_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('perms_id', 'integer', (c) => c.notNull())
    .addColumn('view_id', 'integer', (c) => c.notNull().references('saved_views.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('saved_view_defaults_pk', ['user_id', 'company_id', 'table_key', 'perms_id'])
    .execute();
  await db.schema.createIndex('saved_view_defaults_view').on('saved_view_defaults').column('view_id').execute();
}
