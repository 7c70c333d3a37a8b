import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/connection.js';
import type { Database } from '../../db/tables.js';

/**
 * Every name a new table could collide with: tables, indexes, sequences and views (PostgreSQL keeps them in one
 * namespace per schema; SQLite's sqlite_master lists tables and indexes alike).
 */
export async function relationNames(db: Kysely<Database>, dialect: Dialect): Promise<Set<string>> {
  const rows =
    dialect === 'postgres'
      ? (await sql<{ name: string }>`select relname as name from pg_class where relnamespace = current_schema()::regnamespace`.execute(db)).rows
      : (await sql<{ name: string }>`select name from sqlite_master`.execute(db)).rows;
  return new Set(rows.map((r) => r.name));
}
