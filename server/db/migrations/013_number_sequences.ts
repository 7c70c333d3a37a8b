import type { Kysely } from 'kysely';

// Frozen: issue 19's document numbering. One row per company, resource and period holds the last sequence
// number handed out; the insert's transaction moves it with one upsert.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('number_sequences')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('number_sequences_pk', ['company_id', 'name', 'period'])
    .execute();
}
