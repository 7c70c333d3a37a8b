import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { AnswerSlots } from './answer-slots.js';
import { INLINE_READ_MS, ReadCosts } from './read-costs.js';
import { ReadPool, type ReadCacheLimits } from './sqlite-read-pool.js';

/** One statement at a time on the main connection, and a transaction holds it from begin to end. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  #holders = 0;
  /** Whether a statement or transaction holds (or waits for) the main connection. */
  get busy(): boolean {
    return this.#holders > 0;
  }
  lock(): Promise<() => void> {
    this.#holders += 1;
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => () => {
      this.#holders -= 1;
      release();
    });
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

/** Prepared statements of the main connection, by SQL text (Kysely's SQL repeats; preparing is not free). */
const MAX_STATEMENTS = 500;
const statements = new WeakMap<SQLite.Database, Map<string, SQLite.Statement>>();

function prepared(db: SQLite.Database, text: string): SQLite.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) {
    if (cache.size >= MAX_STATEMENTS) cache.clear();
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}

function runOnMain(db: SQLite.Database, query: CompiledQuery): QueryResult<unknown> {
  const statement = prepared(db, query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * A connection that sends plain SELECTs to the read threads, unless they are cheap enough to run at once
 * on the free main connection (`PooledSqliteDriver.readsInline`), and everything else to the main connection.
 */
class RoutingConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly driver: PooledSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && SelectQueryNode.is(query.query)) {
      if (this.driver.readsInline(query.sql)) return this.driver.readOnMain(query) as QueryResult<R>;
      return (await this.driver.reads.run(query)) as QueryResult<R>;
    }
    if (this.inTransaction) return runOnMain(this.driver.main, query) as QueryResult<R>;
    const release = await this.driver.mutex.lock();
    try {
      return runOnMain(this.driver.main, query) as QueryResult<R>;
    } finally {
      release();
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the pooled SQLite driver');
  }
}

/**
 * A read for point lookups (a session by its key on every call): on the main connection at once when
 * nothing holds it, since a primary-key read takes microseconds and a trip to a read thread costs more
 * than the read; through the read threads while a write or transaction holds the main connection, so it
 * never sees uncommitted data. Read-only: anything but a SELECT is refused.
 */
class QuickReadConnection implements DatabaseConnection {
  constructor(readonly driver: PooledSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('the quick-read connection only reads');
    if (this.driver.mutex.busy) return (await this.driver.reads.run(query)) as QueryResult<R>;
    return runOnMain(this.driver.main, query) as QueryResult<R>;
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the pooled SQLite driver');
  }
}

class QuickReadDriver implements Driver {
  constructor(private readonly pooled: PooledSqliteDriver) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new QuickReadConnection(this.pooled);
  }
  async beginTransaction(): Promise<void> {
    throw new Error('the quick-read connection has no transactions');
  }
  async commitTransaction(): Promise<void> {}
  async rollbackTransaction(): Promise<void> {}
  async releaseConnection(): Promise<void> {}
  // The pooled driver owns the connections and closes them.
  async destroy(): Promise<void> {}
}

class PooledSqliteDriver implements Driver {
  readonly mutex = new Mutex();
  readonly reads: ReadPool;
  readonly costs = new ReadCosts();
  #releases = new WeakMap<RoutingConnection, () => void>();

  constructor(
    readonly main: SQLite.Database,
    file: string,
    size: number,
    cache?: ReadCacheLimits,
  ) {
    this.reads = new ReadPool(file, size, (sql, ms) => this.costs.observe(sql, ms), cache, new AnswerSlots());
  }

  /** Whether the process is quiet enough for reads on the main connection (set by the app: one call at a time). */
  quiet: () => boolean = () => true;

  /**
   * Whether a read (outside a transaction) runs on the main connection rather than a read thread: only
   * when nothing holds the main connection (so it never sees uncommitted data), no other read is queued
   * or running, the app is quiet (under load the threads take the reads, batched, and the event loop
   * keeps its time for the rest of each call: reads on it would serialise behind each other), and the read
   * is known to be cheap: it stalls the event loop for less than any caller could notice. A read never
   * measured, or measured expensive, goes to a thread: a heavy query never stalls a light one.
   */
  readsInline(sql: string): boolean {
    return !this.mutex.busy && this.reads.idle && this.quiet() && this.costs.estimate(sql) <= INLINE_READ_MS;
  }

  /** A read on the main connection, timed so its estimate follows what it costs now. */
  readOnMain(query: CompiledQuery): QueryResult<unknown> {
    const start = performance.now();
    try {
      return runOnMain(this.main, query);
    } finally {
      this.costs.observe(query.sql, performance.now() - start);
    }
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutingConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    this.#releases.set(routing, await this.mutex.lock());
    routing.inTransaction = true;
    runOnMain(this.main, CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.#end(connection as RoutingConnection, 'commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.#end(connection as RoutingConnection, 'rollback');
  }

  #end(connection: RoutingConnection, command: 'commit' | 'rollback'): void {
    try {
      runOnMain(this.main, CompiledQuery.raw(command));
    } finally {
      connection.inTransaction = false;
      this.#releases.get(connection)?.();
      this.#releases.delete(connection);
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.reads.close();
    this.main.close();
  }
}

/**
 * SQLite with reads off the event loop (docs/architecture.md §4): SELECTs built by Kysely go to `size` worker threads with
 * read-only connections (WAL lets them read while the main connection writes); writes, raw statements and
 * transactions stay on the main connection, one at a time. Reads outside a transaction see the last
 * committed state, as they would on PostgreSQL.
 */
export class PooledSqliteDialect extends SqliteDialect {
  readonly #driver: PooledSqliteDriver;

  constructor(main: SQLite.Database, file: string, size: number, cache?: ReadCacheLimits) {
    super({ database: main });
    this.#driver = new PooledSqliteDriver(main, file, size, cache);
  }

  override createDriver(): Driver {
    return this.#driver;
  }

  /** Tells the driver when reads may run on the main connection at all (PooledSqliteDriver.readsInline). */
  readInlineWhen(quiet: () => boolean): void {
    this.#driver.quiet = quiet;
  }

  /** The dialect of a second Kysely for point lookups on the same connections (QuickReadConnection). */
  quickReads(): SqliteDialect {
    const pooled = this.#driver;
    return new (class extends SqliteDialect {
      override createDriver(): Driver {
        return new QuickReadDriver(pooled);
      }
    })({ database: pooled.main });
  }
}
