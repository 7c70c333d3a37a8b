// PostgreSQL reads whose one answer is a big JSON text (a list's page as json_agg, json-rows.ts), on their own
// thread with their own few connections: receiving and decoding the megabytes, then encoding them as UTF-8
// bytes, happens here; the event loop gets the bytes' buffer transferred, not copied, and spends nothing on them.
// Plain JavaScript: a worker thread does not get the TypeScript loader of its parent under every runner.
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { ownBytes, slotWriter } from './answer-slots-worker.mjs';

const pool = new pg.Pool({ connectionString: workerData.url, max: workerData.connections, connectionTimeoutMillis: workerData.connectTimeoutMs });
// A connection lost while idle or in use: the query on it fails and says so; the pool makes new ones later.
pool.on('error', () => undefined);
pool.on('connect', (client) => client.on('error', () => undefined));
const intoSlot = slotWriter(workerData.slots);

parentPort.on('message', async ({ id, sql, parameters, column }) => {
  try {
    const result = await pool.query(sql, parameters);
    const text = String(result.rows[0]?.[column] ?? '[]');
    const slot = intoSlot(text);
    if (slot) return parentPort.postMessage({ id, slot });
    const bytes = ownBytes(text);
    parentPort.postMessage({ id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error?.message ?? error), code: error?.code } });
  }
});

parentPort.on('close', () => void pool.end());
