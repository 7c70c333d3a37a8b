import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 22, the files' server side (server/modules/files).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // One stored file attached to one record (spec 001 §3 Attachment). The bytes live in the file storage under
  // `storage_key`, a random key of the server's, never derived from the uploader's name. The record is the
  // resource definition's name and the row id; the uploader's stamps are the session's.
  await db.schema
    .createTable('files')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('storage_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'varchar(128)', (c) => c.notNull())
    .addColumn('ext', 'varchar(16)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('scene', 'varchar(32)', (c) => c.notNull())
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('data_id', 'integer', (c) => c.notNull())
    .addColumn('not_del', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_down', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('add_user_id', 'integer', (c) => c.notNull())
    .addColumn('add_user_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('add_org_id', 'integer', (c) => c.notNull())
    .addColumn('add_company_id', 'integer')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  // A record's files are listed and removed together.
  await db.schema.createIndex('files_record').on('files').columns(['resource', 'data_id']).execute();
}
