import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 23, resource definitions stored as data (server/modules/studio).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Every published version of every resource definition; the highest version of a name is the one served.
  await db.schema
    .createTable('resource_versions')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // schemas/resource-definition.schema.json, as published.
    .addColumn('definition', 'text', (c) => c.notNull())
    // What the version changed from the one before (JSON list), for the version history.
    .addColumn('changes', 'text')
    .addColumn('note', 'varchar(500)')
    // null: the platform's own (a built-in definition as shipped); else the administrator who published it.
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'varchar(64)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    // Two publishers of the same version: one wins, the other is told the definition moved on.
    .addUniqueConstraint('resource_versions_name_version', ['name', 'version'])
    .execute();
}
