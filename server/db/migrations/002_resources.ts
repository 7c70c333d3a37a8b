import type { Kysely } from 'kysely';
import type { Dialect } from '../connection.js';
import { autoIdColumn } from './column-types.js';

// Frozen: the two resource tables as they were when this migration was written. Later resources and fields
// are created by the resource sync (modules/resources/table.ts), never by editing this file.
const STAMPS: [string, string][] = [
  ['add_user_id', 'integer'], ['add_user_name', 'varchar(50)'], ['add_org_id', 'integer'], ['add_org_name', 'varchar(100)'],
  ['add_company_id', 'integer'], ['add_company_name', 'varchar(100)'], ['add_entity_org_id', 'integer'],
  ['created_at', 'varchar(19)'], ['updated_at', 'varchar(19)'],
];

const TABLES: { table: string; columns: [string, string, boolean?][]; indexes: string[][] }[] = [
  {
    table: 'sales_contracts',
    columns: [
      ['contract_no', 'varchar(32)'], ['contract_name', 'varchar(200)'], ['customer_name', 'varchar(200)'], ['goods_name', 'varchar(100)'],
      ['amount', 'numeric(18, 2)'], ['sign_date', 'varchar(10)'], ['status', 'integer'], ['remark', 'varchar(500)', true],
    ],
    indexes: [['status', 'sign_date'], ['sign_date'], ['amount'], ['customer_name'], ['contract_no']],
  },
  {
    table: 'customers',
    columns: [
      ['customer_code', 'varchar(32)'], ['customer_name', 'varchar(200)'], ['credit_code', 'varchar(18)'], ['customer_type', 'integer'],
      ['industry', 'varchar(50)'], ['province', 'varchar(20)'], ['contact_name', 'varchar(50)'], ['contact_mobile', 'varchar(20)'],
      ['credit_limit', 'numeric(18, 2)'], ['status', 'integer'],
    ],
    indexes: [['customer_name'], ['status'], ['customer_code']],
  },
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const { table, columns, indexes } of TABLES) {
    let builder = db.schema.createTable(table).addColumn('id', autoIdColumn(dialect), (c) => c.primaryKey());
    for (const [name, type, nullable] of [...columns, ...STAMPS]) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      builder = builder.addColumn(name, type as any, (c) => (nullable ? c : c.notNull()));
    }
    await builder.execute();
    for (const cols of [...indexes, ['add_user_id'], ['add_org_id'], ['add_company_id'], ['add_entity_org_id']]) {
      await db.schema.createIndex(`${table}_${cols.join('_')}`).on(table).columns(cols).execute();
    }
  }
}
