// A read-only SQLite connection on its own thread: the pooled driver (sqlite-pool.ts, sqlite-read-pool.ts)
// sends it batches of SELECTs so a heavy list query never stalls the event loop that answers everyone else.
// Plain JavaScript: a worker thread does not get the TypeScript loader of its parent under every runner.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { ownBytes, slotWriter } from './answer-slots-worker.mjs';

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

/*
 * A column named BYTES_COLUMN (a list's page as the JSON text of its rows, json-rows.ts) leaves the thread as
 * UTF-8 bytes in a shared answer slot (answer-slots.ts), or else in a buffer transferred, not copied: the
 * event loop then neither copies nor encodes the megabytes of an unpaged list again before sending them.
 */
const BYTES_COLUMN = '__json_rows_utf8';
const intoSlot = slotWriter(workerData.slots);

function asBytes(rows, transfer) {
  if (rows.length !== 1 || typeof rows[0][BYTES_COLUMN] !== 'string') return rows;
  const text = rows[0][BYTES_COLUMN];
  const slot = intoSlot(text);
  if (slot) return [{ ...rows[0], [BYTES_COLUMN]: slot }];
  const bytes = ownBytes(text);
  transfer.push(bytes.buffer);
  return [{ ...rows[0], [BYTES_COLUMN]: bytes }];
}

/* A kept result's rough size: the cache keeps at most cacheLimits.bytes of them per thread. */
function sizeOf(rows) {
  let size = 0;
  for (const row of rows) for (const value of Object.values(row)) size += typeof value === 'string' ? 2 * value.length + 16 : 16;
  return size;
}
let cachedBytes = 0;

function keep(key, entry) {
  const old = cache.get(key);
  if (old) {
    cachedBytes -= old.size;
    cache.delete(key);
  }
  const limit = cacheLimits.bytes ?? 32 * 1024 * 1024;
  if (entry.size > limit / 4) return;
  while (cache.size > 0 && (cache.size >= cacheLimits.entries || cachedBytes + entry.size > limit)) {
    const oldest = cache.keys().next().value;
    cachedBytes -= cache.get(oldest).size;
    cache.delete(oldest);
  }
  cache.set(key, entry);
  cachedBytes += entry.size;
}

function run({ id, sql, parameters }, transfer) {
  try {
    const key = cacheLimits.entries > 0 ? cacheKey(sql, parameters) : null;
    const kept = key === null ? undefined : cache.get(key);
    if (kept && kept.version === version) {
      // Most recently used last, so the oldest is the first to go.
      cache.delete(key);
      cache.set(key, kept);
      return { id, rows: asBytes(kept.rows, transfer) };
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
    if (key !== null && ms >= cacheLimits.minMs && rows.length <= cacheLimits.maxRows) keep(key, { version, rows, size: sizeOf(rows) });
    return { id, rows: asBytes(rows, transfer), ms };
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
    cachedBytes = 0;
  }
  const transfer = [];
  const answers = batch.map((query) => run(query, transfer));
  parentPort.postMessage(answers, transfer);
});
