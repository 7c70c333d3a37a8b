// A read-only SQLite connection on its own thread: the pooled driver (sqlite-pool.ts, sqlite-read-pool.ts)
// sends it batches of SELECTs so a heavy list query never stalls the event loop that answers everyone else.
// Plain JavaScript: a worker thread does not get the TypeScript loader of its parent under every runner.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();

function run({ id, sql, parameters }) {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 500) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    // How long the read took, so the pool learns which reads are cheap enough for the main connection.
    const start = performance.now();
    const rows = statement.all(parameters);
    return { id, rows, ms: performance.now() - start };
  } catch (error) {
    return { id, error: { message: error.message, code: error.code } };
  }
}

// One answer message per batch, in the batch's order.
parentPort.on('message', (batch) => parentPort.postMessage(batch.map(run)));
