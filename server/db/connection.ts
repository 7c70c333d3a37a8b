import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { PooledSqliteDialect } from './sqlite-pool.js';
import { DEFAULT_READ_CACHE } from './sqlite-read-pool.js';
import type { Database } from './tables.js';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /**
   * For point lookups by key that every call makes (its session): on SQLite answered on the main
   * connection without a trip to a read thread when it is free; elsewhere the same as `db`. Reads only.
   */
  quick: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for logs: a file path or the PostgreSQL URL without password. */
  where: string;
  /**
   * PostgreSQL only: a dedicated connection LISTENing on `channel`, so several app servers hear the same
   * notifications (realtime fan-out). Resolves with its stop function. Absent on SQLite (one process).
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Pooled SQLite only: when cheap reads may run on the main connection instead of a read thread (the app
   * says: while it serves one call at a time). Unset, they may whenever the read threads are idle.
   */
  readInlineWhen?(quiet: () => boolean): void;
  close(): Promise<void>;
}

// PostgreSQL returns NUMERIC and BIGINT (count(*)) as strings; the API speaks numbers. Set per pool, not on
// the pg module, so nothing global changes on import.
const NUMERIC = 1700;
const BIGINT = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === NUMERIC) return (v: string) => Number.parseFloat(v);
    if (oid === BIGINT) return (v: string) => Number.parseInt(v, 10);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export const DEFAULT_SQLITE_FILE = 'data/hkwl.sqlite';

/** DATABASE_URL: `postgres://...` picks PostgreSQL; a file path or `sqlite:` URL picks SQLite. */
export function openDatabase(url: string | undefined = process.env.DATABASE_URL): DatabaseHandle {
  const target = url && url.trim() !== '' ? url.trim() : DEFAULT_SQLITE_FILE;
  if (/^postgres(ql)?:\/\//.test(target)) {
    const pool = new pg.Pool({ connectionString: target, max: 10, types });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listen = async (channel: string, onPayload: (payload: string) => void) => {
      const client = new pg.Client({ connectionString: target, types });
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      // The channel is ours (a constant), never a caller's text.
      await client.query(`LISTEN ${channel}`);
      return () => client.end();
    };
    return { db, quick: db, dialect: 'postgres', where: target.replace(/:[^:@/]*@/, ':***@'), listen, close: () => db.destroy() };
  }
  const file = target.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Reads on worker threads unless the database is in memory (not shareable) or SQLITE_READ_WORKERS=0.
  const workers = file === ':memory:' ? 0 : Number(process.env.SQLITE_READ_WORKERS ?? 2);
  if (workers === 0) {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, quick: db, dialect: 'sqlite', where: file, close: () => db.destroy() };
  }
  // SQLITE_READ_CACHE=0 turns the read threads' result cache off (to measure what it saves).
  const cache = process.env.SQLITE_READ_CACHE === '0' ? { ...DEFAULT_READ_CACHE, entries: 0 } : DEFAULT_READ_CACHE;
  const pooled = new PooledSqliteDialect(sqlite, resolve(file), workers, cache);
  const db = new Kysely<Database>({ dialect: pooled });
  const quick = new Kysely<Database>({ dialect: pooled.quickReads() });
  return { db, quick, dialect: 'sqlite', where: file, readInlineWhen: (quiet) => pooled.readInlineWhen(quiet), close: () => db.destroy() };
}
