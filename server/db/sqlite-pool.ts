import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';

/** One statement at a time on the main connection, and a transaction holds it from begin to end. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

function runOnMain(db: SQLite.Database, query: CompiledQuery): QueryResult<unknown> {
  const statement = db.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

interface Pending {
  resolve(result: QueryResult<unknown>): void;
  reject(error: Error): void;
}

/** Read threads, each with its own read-only connection to the same (WAL) file. */
class ReadPool {
  #workers: { worker: Worker; busy: number }[] = [];
  #pending = new Map<number, Pending>();
  #next = 1;

  constructor(file: string, size: number) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./sqlite-read-worker.mjs', import.meta.url), { workerData: { file }, execArgv: [] });
      const entry = { worker, busy: 0 };
      worker.on('message', ({ id, rows, error }: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
        entry.busy -= 1;
        // Idle threads do not keep the process alive; busy ones do (a script awaiting a read must not exit).
        if (entry.busy === 0) worker.unref();
        const pending = this.#pending.get(id);
        this.#pending.delete(id);
        if (!pending) return;
        if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
        else pending.resolve({ rows: rows ?? [] });
      });
      worker.on('error', (error) => {
        for (const [id, pending] of this.#pending) {
          pending.reject(error);
          this.#pending.delete(id);
        }
      });
      worker.unref();
      this.#workers.push(entry);
    }
  }

  run(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const entry = this.#workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = this.#next++;
    entry.busy += 1;
    if (entry.busy === 1) entry.worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      entry.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map(({ worker }) => worker.terminate()));
  }
}

/** A connection that sends plain SELECTs to the read threads and everything else to the main connection. */
class RoutingConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(readonly driver: PooledSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction && SelectQueryNode.is(query.query)) return (await this.driver.reads.run(query)) as QueryResult<R>;
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

class PooledSqliteDriver implements Driver {
  readonly mutex = new Mutex();
  readonly reads: ReadPool;
  #releases = new WeakMap<RoutingConnection, () => void>();

  constructor(
    readonly main: SQLite.Database,
    file: string,
    size: number,
  ) {
    this.reads = new ReadPool(file, size);
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
 * SQLite with reads off the event loop (DESIGN §4): SELECTs built by Kysely go to `size` worker threads with
 * read-only connections (WAL lets them read while the main connection writes); writes, raw statements and
 * transactions stay on the main connection, one at a time. Reads outside a transaction see the last
 * committed state, as they would on PostgreSQL.
 */
export class PooledSqliteDialect extends SqliteDialect {
  constructor(
    private readonly main: SQLite.Database,
    private readonly file: string,
    private readonly size: number,
  ) {
    super({ database: main });
  }

  override createDriver(): Driver {
    return new PooledSqliteDriver(this.main, this.file, this.size);
  }
}
