import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 42, one versions table with a kind column (there were five of the same columns, one per kind).
/** The kinds, as the studio names them (its drafts' `kind` too), and the table each kept its versions in. */
const TABLES = [
  ['resource', 'resource_versions'],
  ['page', 'page_versions'],
  ['workflow', 'workflow_versions'],
  ['rule', 'rule_versions'],
  ['chooser', 'chooser_versions'],
] as const;
const COLUMNS = ['name', 'version', 'definition', 'changes', 'note', 'author_id', 'author_name', 'created_at'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // Every published version of every definition of every kind; the highest version of a kind's name is served.
  await db.schema
    .createTable('definition_versions')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('changes', 'text')
    .addColumn('note', 'varchar(500)')
    .addColumn('author_id', 'integer')
    .addColumn('author_name', 'varchar(64)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    // Two publishers of the same version: one wins, the other is told the definition moved on.
    .addUniqueConstraint('definition_versions_kind_name_version', ['kind', 'name', 'version'])
    .execute();
  // Each kind's versions in the order they were stored (a kind's names are listed in the order first stored).
  for (const [kind, table] of TABLES) {
    await db
      .insertInto('definition_versions')
      .columns(['kind', ...COLUMNS])
      .expression(db.selectFrom(table).select([sql.lit(kind).as('kind'), ...COLUMNS]).orderBy('id'))
      .execute();
    await db.schema.dropTable(table).execute();
  }
}
