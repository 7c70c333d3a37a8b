import { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';

interface Pending {
  resolve(bytes: Uint8Array): void;
  reject(error: Error): void;
}

type Answer = { id: number; bytes?: Uint8Array; error?: { message: string; code?: string } };

/**
 * A thread that runs PostgreSQL reads answering one big JSON text and hands their UTF-8 bytes over
 * (pg-json-worker.mjs): on PostgreSQL the driver decodes every text on the event loop, and an unpaged
 * list's page is megabytes of it. Other reads stay on the main pool.
 */
export class JsonReadThread {
  #worker: Worker;
  #pending = new Map<number, Pending>();
  #next = 1;

  constructor(url: string, connections: number, connectTimeoutMs: number) {
    this.#worker = new Worker(new URL('./pg-json-worker.mjs', import.meta.url), { workerData: { url, connections, connectTimeoutMs }, execArgv: [] });
    this.#worker.on('message', ({ id, bytes, error }: Answer) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) this.#worker.unref();
      if (!pending) return;
      if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
      else pending.resolve(bytes ?? new Uint8Array());
    });
    this.#worker.on('error', (error) => {
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    });
    this.#worker.unref();
  }

  /** The one text `column` of the query's one row, as UTF-8 bytes. */
  run(query: CompiledQuery, column: string): Promise<Uint8Array> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      // Busy, the thread keeps the process alive (a script awaiting a read must not exit); idle, it does not.
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, sql: query.sql, parameters: query.parameters, column });
    });
  }

  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const threads = new WeakMap<Kysely<any>, JsonReadThread>();

/** The big-JSON read thread of a database handle's Kysely instance, if it has one (PostgreSQL). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function jsonReadsOf(db: Kysely<any>): JsonReadThread | undefined {
  return threads.get(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function attachJsonReads(db: Kysely<any>, thread: JsonReadThread): void {
  threads.set(db, thread);
}
