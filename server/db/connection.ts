import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { JsonReadThread, attachJsonReads } from './pg-json-reads.js';
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
  /** LISTENs on `channel` for good (reconnecting after an outage); `onReady` runs each time it listens, the first time too. */
  listen?(channel: string, onPayload: (payload: string) => void, onReady?: () => void): Promise<() => Promise<void>>;
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

/** How long a PostgreSQL call waits for a connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5000;
/** The LISTEN connection's reconnect delays: doubling from the first to the last, then the last again. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_LAST_MS = 5000;

function logDatabaseFault(what: string, error: unknown): void {
  console.warn(`database: ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * A dedicated connection LISTENing on `channel` that comes back by itself: when the database goes away it
 * reconnects with a growing delay until it is back (or stop is called). Resolves once first listening.
 */
async function listenForever(url: string, channel: string, onPayload: (payload: string) => void, onReady?: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An error on a live connection is followed by 'end'; the reconnect happens there.
    next.on('error', (error) => logDatabaseFault('LISTEN connection', error));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await next.connect();
      // The channel is ours (a constant), never a caller's text.
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('end', () => {
      if (!stopped) schedule(RECONNECT_FIRST_MS);
    });
    client = next;
    // Listening (again): what was notified while nobody listened is the caller's to catch up on.
    onReady?.();
  };
  const schedule = (delay: number) => {
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        logDatabaseFault('LISTEN reconnect', error);
        if (!stopped) schedule(Math.min(delay * 2, RECONNECT_LAST_MS));
      });
    }, delay);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** DATABASE_URL: `postgres://...` picks PostgreSQL; a file path or `sqlite:` URL picks SQLite. */
export function openDatabase(url: string | undefined = process.env.DATABASE_URL): DatabaseHandle {
  const target = url && url.trim() !== '' ? url.trim() : DEFAULT_SQLITE_FILE;
  if (/^postgres(ql)?:\/\//.test(target)) {
    // A call waits at most this long for a connection, so during an outage it answers (503) instead of hanging.
    const pool = new pg.Pool({ connectionString: target, max: 10, types, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle client whose server went away emits 'error' on the pool; unheard, it would end the process. The
    // pool drops that client and makes new ones once the database is back.
    pool.on('error', (error) => logDatabaseFault('idle connection lost', error));
    // A connection in use when the server goes away emits 'error' too, with no pool listener while checked
    // out: the query on it fails with the same error, which is what its caller hears.
    pool.on('connect', (client) => client.on('error', (error) => logDatabaseFault('connection lost', error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Big JSON answers (unpaged lists) on a thread of their own; PG_JSON_READS=0 keeps them on the main pool.
    const jsonReads = process.env.PG_JSON_READS === '0' ? undefined : new JsonReadThread(target, 4, CONNECT_TIMEOUT_MS);
    if (jsonReads) attachJsonReads(db, jsonReads);
    const listen = (channel: string, onPayload: (payload: string) => void, onReady?: () => void) => listenForever(target, channel, onPayload, onReady);
    const close = async () => {
      await Promise.all([db.destroy(), jsonReads?.close()]);
    };
    return { db, quick: db, dialect: 'postgres', where: target.replace(/:[^:@/]*@/, ':***@'), listen, close };
  }
  const file = target.replace(/^sqlite:(\/\/)?/, '');
  if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // The write connection's page cache, SQLite's 2 MB unless SQLITE_CACHE_MB raises it: a business table's thirty
  // indexes make large writes faster with more (32 MB: bare inserts 18% faster), but an import's peak memory
  // grew from +88 to +299 MB with it (docs/decisions.md, "Import speed").
  const cacheMb = Number(process.env.SQLITE_CACHE_MB);
  if (Number.isFinite(cacheMb) && cacheMb > 2) sqlite.pragma(`cache_size = -${Math.round(cacheMb) * 1024}`);
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
