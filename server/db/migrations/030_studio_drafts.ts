import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 23, the studio's drafts (server/modules/studio/drafts.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // One unpublished draft per kind, name and author: what the author is writing, visible to nobody else.
  await db.schema
    .createTable('studio_drafts')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('base_version', 'integer')
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('studio_drafts_kind_name_author', ['kind', 'name', 'author_id'])
    .execute();
}
