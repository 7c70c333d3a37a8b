import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: issue 21, a document's lines as the two resources declaring them had them when this was written
// (resources/definitions: sales_contract and sales_invoice, `children`). Each row carries its document's id
// (main_id) and its place (sort); the columns of fields declared later are added by the resource sync
// (modules/resources/table.ts), never by editing this file.

/** Name, type, and whether the server always sets it (NOT NULL); the declared fields may be empty in a draft. */
type Column = [string, string, boolean?];

const TABLES: { table: string; columns: Column[] }[] = [
  {
    table: 'sales_contract_line',
    columns: [
      ['goods_name', 'varchar(100)'], ['spec', 'varchar(100)'], ['unit', 'varchar(20)'], ['quantity', 'numeric(18, 4)'], ['price', 'numeric(18, 4)'],
      ['amount', 'numeric(18, 4)'], ['tax_rate', 'numeric(18, 4)'], ['tax_amount', 'numeric(18, 4)'], ['remark', 'varchar(200)'],
    ],
  },
  {
    table: 'sales_invoice_line',
    columns: [
      ['goods_name', 'varchar(100)'], ['spec', 'varchar(100)'], ['unit', 'varchar(20)'], ['quantity', 'numeric(18, 4)'], ['price', 'numeric(18, 4)'],
      ['amount_excl_tax', 'numeric(18, 4)'], ['tax_rate', 'numeric(18, 4)'], ['tax_amount', 'numeric(18, 4)'], ['total_amount', 'numeric(18, 4)'],
    ],
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const { table, columns } of TABLES) {
    // SQLite's AUTOINCREMENT, as every resource table's: a deleted line's id is never handed to a new one.
    let builder = db.schema.createTable(table).addColumn('id', autoIdColumn(dialect), (c) => (dialect === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey()));
    const all: Column[] = [['main_id', 'integer', true], ['sort', 'integer', true], ...columns, ['created_at', 'varchar(19)', true], ['updated_at', 'varchar(19)', true]];
    for (const [name, type, always] of all) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      builder = builder.addColumn(name, type as any, (c) => (always ? c.notNull() : c));
    }
    await builder.execute();
    // A document's lines in their order: the one read (detail) and the one write (replace by main_id).
    await db.schema.createIndex(`${table}_main_id_sort`).on(table).columns(['main_id', 'sort']).execute();
  }
}
