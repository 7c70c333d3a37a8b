import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the PostgreSQL URL without password. */
  where: string;
  close(): Promise<void>;
}

// PostgreSQL returns NUMERIC and BIGINT (count(*)) as strings; the API speaks numbers.
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export const DEFAULT_SQLITE_FILE = 'data/hkwl.sqlite';

/** DATABASE_URL: `postgres://...` picks PostgreSQL; a file path or `sqlite:` URL picks SQLite. */
export function openDatabase(url: string | undefined = process.env.DATABASE_URL): DatabaseHandle {
  const target = url && url.trim() !== '' ? url.trim() : DEFAULT_SQLITE_FILE;
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', where: target.replace(/:[^:@/]*@/, ':***@'), close: () => db.destroy() };
  }
  const file = target.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', where: file, close: () => db.destroy() };
}
