import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 23, choose configs stored as data (server/modules/studio/chooser-studio.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Every published version of every choose config (schemas/choose-config.schema.json), as resource_versions.
  await db.schema
    .createTable('chooser_versions')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .addColumn('note', 'varchar(500)')
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'varchar(64)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('chooser_versions_name_version', ['name', 'version'])
    .execute();
}
