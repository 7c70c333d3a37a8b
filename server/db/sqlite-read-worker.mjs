// A read-only SQLite connection on its own thread: the pooled driver (sqlite-pool.ts, sqlite-read-pool.ts)
// sends it batches of SELECTs so a heavy list query never stalls the event loop that answers everyone else.
// Plain JavaScript: a worker thread does not get the TypeScript loader of its parent under every runner.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();

/*
 * Results of expensive reads (a list's count over a `like` filter scans the table), kept while the database
 * is unchanged: SQLite's data_version moves whenever any other connection (the main one, another process)
 * commits, and this connection never writes, so an unchanged version means every table is as it was when
 * the result was read. The key is the SQL text and its parameters, which carry the caller's data scope, so
 * one scope's result is never another's. Cheap reads are not kept: they cost less than the bookkeeping.
 */
const cacheLimits = workerData.cache ?? { minMs: 1, maxRows: 200, entries: 256 };
const cache = new Map();
const dataVersion = db.prepare('PRAGMA data_version').pluck();
let version = 0;

function cacheKey(sql, parameters) {
  try {
    return `${sql}\u0000${JSON.stringify(parameters)}`;
  } catch {
    return null; // a parameter JSON cannot spell (a BigInt): not cached
  }
}

function run({ id, sql, parameters }) {
  try {
    const key = cacheLimits.entries > 0 ? cacheKey(sql, parameters) : null;
    const kept = key === null ? undefined : cache.get(key);
    if (kept && kept.version === version) {
      // Most recently used last, so the oldest is the first to go.
      cache.delete(key);
      cache.set(key, kept);
      return { id, rows: kept.rows };
    }
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 500) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    // How long the read took, so the pool learns which reads are cheap enough for the main connection.
    const start = performance.now();
    const rows = statement.all(parameters);
    const ms = performance.now() - start;
    if (key !== null && ms >= cacheLimits.minMs && rows.length <= cacheLimits.maxRows) {
      cache.delete(key);
      if (cache.size >= cacheLimits.entries) cache.delete(cache.keys().next().value);
      cache.set(key, { version, rows });
    }
    return { id, rows, ms };
  } catch (error) {
    return { id, error: { message: error.message, code: error.code } };
  }
}

// One answer message per batch, in the batch's order. The version is read once per batch, before its reads:
// a commit during the batch leaves results labelled with the older version, so they are read again next time.
parentPort.on('message', (batch) => {
  const now = dataVersion.get();
  if (now !== version) {
    version = now;
    cache.clear();
  }
  parentPort.postMessage(batch.map(run));
});
