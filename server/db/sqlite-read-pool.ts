import { Worker } from 'node:worker_threads';
import type { CompiledQuery, QueryResult } from 'kysely';
import { SlotBytes, isSlotAnswer, type AnswerSlots } from './answer-slots.js';

interface Pending {
  sql: string;
  resolve(result: QueryResult<unknown>): void;
  reject(error: Error): void;
}

interface Queued {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

/** Which results a read thread keeps while the database is unchanged (sqlite-read-worker.mjs); entries 0 keeps none. */
export interface ReadCacheLimits {
  /** Reads faster than this are read again: keeping them costs more than they do. */
  minMs: number;
  maxRows: number;
  /** Per thread; the least recently used goes first. */
  entries: number;
  /** Per thread, the kept results' rough size in bytes at most; one result may take a quarter of it. */
  bytes?: number;
}

export const DEFAULT_READ_CACHE: ReadCacheLimits = { minMs: 1, maxRows: 200, entries: 256, bytes: 32 * 1024 * 1024 };

type Answer = { id: number; rows?: unknown[]; ms?: number; error?: { message: string; code?: string } };

interface Thread {
  worker: Worker;
  /** Statements sent and not answered yet. */
  busy: number;
}

/** A row's value naming a filled answer slot becomes that slot's bytes (answer-slots.ts). */
function withSlotBytes(rows: unknown[], slots: AnswerSlots): unknown[] {
  if (rows.length !== 1) return rows;
  const row = rows[0] as Record<string, unknown>;
  for (const [name, value] of Object.entries(row)) if (isSlotAnswer(value)) return [{ ...row, [name]: slots.bytes(value) }];
  return rows;
}

/**
 * Read threads, each with its own read-only connection to the same (WAL) file (sqlite-read-worker.mjs).
 * Reads asked for in the same turn of the event loop travel together: one message per thread per turn, not
 * one per statement. A lone list call's page and count run side by side on two threads; under load, the
 * statements of many calls share one message per thread. Posting a message and waking a thread cost more
 * than a page read on an indexed table, so this is most of what a list call spends on its database.
 */
export class ReadPool {
  #threads: Thread[] = [];
  #pending = new Map<number, Pending>();
  #queue: Queued[] = [];
  #next = 1;
  #flushing = false;
  /** Statements sent to a thread and not answered yet. */
  #inFlight = 0;

  /**
   * `observe` hears what each read cost on its thread (sqlite-pool.ts routes by it); a result a thread
   * answered from its cache (sqlite-read-worker.mjs) is not heard, so an expensive read stays known as one.
   */
  constructor(file: string, size: number, observe?: (sql: string, ms: number) => void, cache: ReadCacheLimits = DEFAULT_READ_CACHE, slots?: AnswerSlots) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./sqlite-read-worker.mjs', import.meta.url), { workerData: { file, cache, slots: slots?.shared }, execArgv: [] });
      const thread: Thread = { worker, busy: 0 };
      worker.on('message', (answers: Answer[]) => {
        thread.busy -= answers.length;
        this.#inFlight -= answers.length;
        // Idle threads do not keep the process alive; busy ones do (a script awaiting a read must not exit).
        if (thread.busy === 0) worker.unref();
        for (const { id, rows, ms, error } of answers) {
          const pending = this.#pending.get(id);
          this.#pending.delete(id);
          if (!pending) {
            // Nobody waits for it (its thread failed meanwhile): its slot goes back at once.
            if (slots) for (const row of withSlotBytes(rows ?? [], slots)) Object.values(row as object).forEach((v) => v instanceof SlotBytes && v.release());
            continue;
          }
          if (ms !== undefined) observe?.(pending.sql, ms);
          if (error) pending.reject(Object.assign(new Error(error.message), { code: error.code }));
          else pending.resolve({ rows: slots ? withSlotBytes(rows ?? [], slots) : (rows ?? []) });
        }
      });
      worker.on('error', (error) => {
        for (const [id, pending] of this.#pending) {
          pending.reject(error);
          this.#pending.delete(id);
        }
      });
      worker.unref();
      this.#threads.push(thread);
    }
  }

  /** No read queued or running on any thread. */
  get idle(): boolean {
    return this.#inFlight === 0 && this.#queue.length === 0;
  }

  run(query: CompiledQuery): Promise<QueryResult<unknown>> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { sql: query.sql, resolve, reject });
      this.#queue.push({ id, sql: query.sql, parameters: query.parameters });
      if (!this.#flushing) {
        this.#flushing = true;
        // After this turn's callbacks and their promise jobs: everything they asked for goes in one batch.
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    this.#flushing = false;
    const batch = this.#queue;
    this.#queue = [];
    if (batch.length === 0) return;
    const threads = [...this.#threads].sort((a, b) => a.busy - b.busy);
    // Spread over the threads, the least busy first: a list call's page and count run side by side.
    const parts = Math.min(threads.length, batch.length);
    const size = Math.ceil(batch.length / parts);
    for (let i = 0; i < parts; i++) {
      const chunk = batch.slice(i * size, (i + 1) * size);
      if (chunk.length === 0) continue;
      const thread = threads[i];
      if (thread.busy === 0) thread.worker.ref();
      thread.busy += chunk.length;
      this.#inFlight += chunk.length;
      thread.worker.postMessage(chunk);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.#threads.map(({ worker }) => worker.terminate()));
  }
}
