import { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';
import { AnswerSlots, type SlotAnswer, type SlotBytes } from './answer-slots.js';

interface Pending {
  resolve(bytes: Uint8Array | SlotBytes): void;
  reject(error: Error): void;
}

type Answer = { id: number; bytes?: Uint8Array; slot?: SlotAnswer; error?: { message: string; code?: string } };

/**
 * A thread that runs PostgreSQL reads answering one big JSON text and hands their UTF-8 bytes over
 * (pg-json-worker.mjs): on PostgreSQL the driver decodes every text on the event loop, and an unpaged
 * list's page is megabytes of it. Other reads stay on the main pool.
 */
export class JsonReadThread {
  #worker: Worker | undefined;
  #pending = new Map<number, Pending>();
  #next = 1;

  constructor(
    readonly url: string,
    readonly connections: number,
    readonly connectTimeoutMs: number,
  ) {}

  /** The thread, made at the first big read: most app servers (and every test server) never ask for one. */
  #started(): Worker {
    if (this.#worker) return this.#worker;
    const slots = new AnswerSlots();
    const { url, connections, connectTimeoutMs } = this;
    const worker = new Worker(new URL('./pg-json-worker.mjs', import.meta.url), { workerData: { url, connections, connectTimeoutMs, slots: slots.shared }, execArgv: [] });
    worker.on('message', ({ id, bytes, slot, error }: Answer) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (this.#pending.size === 0) worker.unref();
      const held = slot ? slots.bytes(slot) : undefined;
      if (!pending) return held?.release();
      if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
      else pending.resolve(held ?? bytes ?? new Uint8Array());
    });
    worker.on('error', (error) => {
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    });
    return (this.#worker = worker);
  }

  /** The one text `column` of the query's one row, as UTF-8 bytes (in an answer slot when one was free). */
  run(query: CompiledQuery, column: string): Promise<Uint8Array | SlotBytes> {
    const worker = this.#started();
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      // Busy, the thread keeps the process alive (a script awaiting a read must not exit); idle, it does not.
      if (this.#pending.size === 0) worker.ref();
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql: query.sql, parameters: query.parameters, column });
    });
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
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
