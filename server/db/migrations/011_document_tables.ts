import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection.js';

// Frozen: issue 19's change to every resource table (a table with the creator stamp add_user_id) that exists
// when it runs. Later tables get the same shape from the resource sync (modules/resources/table.ts).
// 1. Ids are never reused: SQLite's plain INTEGER PRIMARY KEY hands the id of a deleted last row to the next
//    insert, so a new record could meet the old one's workflow data; AUTOINCREMENT never does (PostgreSQL's
//    serial never did).
// 2. A record's own fields may be empty in the database: a draft keeps what was left empty as empty instead
//    of today's date or 0.00. What save and submit require is the server's check, not the column's.

/** The columns that stay NOT NULL: the id, the creator stamps and the audit times. */
const ALWAYS_SET = new Set([
  'id', 'add_user_id', 'add_user_name', 'add_org_id', 'add_org_name', 'add_company_id', 'add_company_name', 'add_entity_org_id',
  'created_at', 'updated_at',
]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rebuildSqlite(db: Kysely<any>): Promise<void> {
  const tables = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where type = 'table' and sql like '%"add_user_id"%'`.execute(db);
  for (const { name, sql: create } of tables.rows) {
    if (/autoincrement/i.test(create)) continue;
    const indexes = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index' and tbl_name = ${name} and sql is not null`.execute(db);
    const temporary = `${name}__rebuild`;
    let next = create.replace(/^create table\s+("?)[\w]+\1/i, `create table "${temporary}"`);
    next = next.replace(/("id"\s+integer\s+(?:not null\s+)?primary key)/i, '$1 autoincrement');
    // "column" type[(n[, m])] not null → nullable, except the columns always set.
    next = next.replace(/"(\w+)"(\s+[a-z]+(?:\(\s*\d+(?:\s*,\s*\d+)?\s*\))?)\s+not null/gi, (whole, column: string, type: string) =>
      ALWAYS_SET.has(column) ? whole : `"${column}"${type}`,
    );
    await sql.raw(next).execute(db);
    await sql.raw(`insert into "${temporary}" select * from "${name}"`).execute(db);
    await sql.raw(`drop table "${name}"`).execute(db);
    await sql.raw(`alter table "${temporary}" rename to "${name}"`).execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function relaxPostgres(db: Kysely<any>): Promise<void> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    where c.table_schema = current_schema() and c.is_nullable = 'NO'
      and exists (select 1 from information_schema.columns s where s.table_schema = c.table_schema and s.table_name = c.table_name and s.column_name = 'add_user_id')`.execute(db);
  for (const { table_name: table, column_name: column } of columns.rows) {
    if (ALWAYS_SET.has(column)) continue;
    await sql.raw(`alter table "${table}" alter column "${column}" drop not null`).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await rebuildSqlite(db);
  else await relaxPostgres(db);
}
