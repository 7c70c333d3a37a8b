import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: the risk rules as issue 9 wrote them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // A risk rule of one resource (its definition's `name`, e.g. sales_contract): a mathjs condition over the
  // record as it would be saved; severity `block` (3010, nothing saved) or `warning` (2888, the user may
  // confirm); `prompt` is the text shown, `{field}` placeholders filled from the record. status 1 active.
  await db.schema
    .createTable('risk_rules')
    .addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey())
    .addColumn('code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('resource', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('condition', 'varchar(1000)', (c) => c.notNull())
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('prompt', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('risk_rules_resource').on('risk_rules').columns(['resource', 'status', 'sort']).execute();
}
