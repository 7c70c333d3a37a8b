import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/connection.js';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { JOB_TIMINGS, MAX_ATTEMPTS, stampBefore, type JobTimings } from './lease.js';
import { JobFailure, runClaimed, type JobResult, type JobRunner } from './run.js';
import { takeOverStale, type Interrupted } from './takeover.js';
import { insertDone, insertQueued, type JobRow, type NewJob } from './job-rows.js';

export { JOB_TIMINGS, MAX_ATTEMPTS, type JobState, type JobTimings } from './lease.js';
export type { Interrupted } from './takeover.js';
export { JobFailure, handedOver, type JobContext, type JobResult, type JobRunner } from './run.js';

export type { JobRow, NewJob } from './job-rows.js';
export { MAX_OPEN_JOBS } from './job-rows.js';

/** What the queue tells the rest of the app: a job moved (for the realtime push) or ended (for the message centre). */
export interface JobEvents {
  changed(job: JobRow): void | Promise<void>;
  ended(job: JobRow): void | Promise<void>;
}

/** How a kind of job runs, and what it says when it will not run again after its server died. */
interface Kind {
  runner: JobRunner<never>;
  rerun: boolean;
  interrupted?: (job: JobRow) => Interrupted | undefined;
}

export interface QueueOptions {
  concurrency?: number;
  timings?: Partial<JobTimings>;
  log?: (error: unknown, job?: JobRow) => void;
  /** The reason a job that will not run again after its server died fails with (in its starter's language). */
  interrupted?: (job: JobRow) => string;
  /** Removes what a finished run made (its result's file) when the run had lost its job (cancelled or taken over). */
  discard?: (result: JobResult) => Promise<void>;
}

/**
 * Background jobs on the jobs table, the same code on both engines. A job is queued in the database, claimed
 * by one server (on PostgreSQL with FOR UPDATE SKIP LOCKED, so several servers never take the same job), run
 * in process, its heartbeat, progress and checkpoints written as it goes (lease.ts: only while the run still holds
 * it), and ended done, failed or cancelled. A job whose server died is never silently lost: on PostgreSQL every
 * server takes over jobs whose heartbeat stopped, all the time (takeover.ts), and runs them again (an export from
 * the start, an import from its last checkpoint); on SQLite (one server) a job left running is failed at start
 * with the reason and what it had done.
 */
export class JobQueue {
  readonly #db: Kysely<Database>;
  readonly #postgres: boolean;
  readonly #kinds = new Map<string, Kind>();
  readonly #running = new Map<number, AbortController>();
  /** Callers waiting for a job to end (settled), woken when it ends here. */
  readonly #waiters = new Map<number, Set<() => void>>();
  readonly #concurrency: number;
  readonly #timings: JobTimings;
  #draining: Promise<void> | null = null;
  /** Kicked since the drain last looked for a queued job. */
  #asked = false;
  /** Wakes a drain that found nothing queued and waits on its running jobs. */
  #nudge: (() => void) | null = null;
  #stopped = false;
  #watch: ReturnType<typeof setInterval> | undefined;
  #checking: Promise<void> | null = null;
  #events: JobEvents;
  #options: QueueOptions;
  #log: (error: unknown, job?: JobRow) => void;

  constructor(database: DatabaseHandle, events: JobEvents, options: QueueOptions = {}) {
    this.#db = database.db;
    this.#postgres = database.dialect === 'postgres';
    this.#events = events;
    this.#options = options;
    this.#concurrency = Math.max(1, options.concurrency ?? 1);
    const timings = { ...JOB_TIMINGS, ...options.timings };
    // A stale threshold near the beat would take live jobs over: at least three beats, and two seconds (heartbeats
    // are stored to the second, so a fresh one can read as almost a second old).
    this.#timings = { ...timings, staleAfterMs: Math.max(timings.staleAfterMs, 3 * timings.beatMs, 2000) };
    this.#log = options.log ?? (() => undefined);
  }

  /**
   * A runner for a kind of job. `rerun: false` for one that must never run twice (it writes as it goes and cannot
   * go on from a checkpoint): after its server died it is failed with the reason instead, on PostgreSQL too.
   * `interrupted` says what a job of the kind that will not run again had done (its checkpointed state), for its
   * reason and result; without it the job fails with the queue's `interrupted` reason.
   */
  register<P>(kind: string, runner: JobRunner<P>, options: { rerun?: boolean; interrupted?: (job: JobRow) => Interrupted | undefined } = {}): void {
    this.#kinds.set(kind, { runner: runner as JobRunner<never>, rerun: options.rerun !== false, interrupted: options.interrupted });
  }

  /**
   * Queues a job, refused with 4429 (tooManyJobs) when its user already has MAX_OPEN_JOBS waiting or running:
   * counted and inserted in one transaction, on PostgreSQL under a lock of the user's, so calls at the same
   * moment never pass the limit together.
   */
  async enqueue(job: NewJob): Promise<JobRow> {
    const row = await insertQueued(this.#db, this.#postgres, job);
    await this.#events.changed(row);
    this.kick();
    return row;
  }

  /**
   * A job done the moment it is recorded: work made in the request (an export template's file) kept as a job,
   * so its file is downloaded, listed and swept like any job's. No runner, no realtime push, no message.
   */
  async recordDone(job: Omit<NewJob, 'payload' | 'total'> & { result: JobResult }): Promise<JobRow> {
    return insertDone(this.#db, job);
  }

  /**
   * Cancels a waiting or running job; false when it had already ended. A job running here stops at its next
   * batch; one running on another server sees the status at its next heartbeat.
   */
  async cancel(id: number): Promise<boolean> {
    const now = nowStamp();
    const row = await this.#db
      .updateTable('jobs')
      .set({ status: 'cancelled', updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .returningAll()
      .executeTakeFirst();
    if (!row) return false;
    this.#running.get(id)?.abort(new JobFailure('cancelled'));
    this.#wake(id);
    await this.#events.changed(row);
    await this.#events.ended(row);
    return true;
  }

  /**
   * Starts the queue once every kind is registered: jobs a previous process left running are recovered, and on
   * PostgreSQL, every takeoverEveryMs from now on, jobs whose server died are taken over and queued jobs (started on
   * another server) claimed.
   */
  async start(): Promise<void> {
    await this.recover();
    if (!this.#postgres || this.#stopped) return;
    this.#watch = setInterval(() => void this.#check(), this.#timings.takeoverEveryMs);
    this.#watch.unref();
  }

  /**
   * Jobs whose server died under them (takeover.ts): on PostgreSQL those whose heartbeat is stale, queued again
   * (failed once out of tries, or of a kind never run twice); on SQLite every job left running, failed. A failed
   * one keeps what it had done and says so. Then works through the queue.
   */
  async recover(): Promise<void> {
    const { failed } = await takeOverStale(this.#db, {
      postgres: this.#postgres,
      staleAfterMs: this.#timings.staleAfterMs,
      kinds: [...this.#kinds.keys()],
      again: (job) => this.#kinds.get(job.kind)?.rerun !== false && job.attempts < MAX_ATTEMPTS,
      interrupted: (job) => this.#kinds.get(job.kind)?.interrupted?.(job) ?? { error: this.#options.interrupted?.(job) ?? 'interrupted' },
    });
    for (const row of failed) {
      this.#wake(row.id);
      await this.#events.changed(row);
      await this.#events.ended(row);
    }
    this.kick();
  }

  /** One periodic look (never two at once): a failed look is logged and the next one tries again. */
  async #check(): Promise<void> {
    if (this.#checking || this.#stopped) return;
    this.#checking = this.recover()
      .catch((error: unknown) => this.#log(error))
      .finally(() => {
        this.#checking = null;
      });
    await this.#checking;
  }

  /**
   * The job's row once it has ended, or as it stands after `ms` (still queued or running); undefined when there
   * is no such job. Woken when the job ends on this server; a job another server runs is looked at every second.
   */
  async settled(id: number, ms: number): Promise<JobRow | undefined> {
    const deadline = Date.now() + ms;
    for (;;) {
      const row = await this.#db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row || (row.status !== 'queued' && row.status !== 'running') || Date.now() >= deadline) return row;
      await new Promise<void>((done) => {
        const waiting = this.#waiters.get(id) ?? new Set<() => void>();
        this.#waiters.set(id, waiting);
        const wake = () => {
          clearTimeout(timer);
          waiting.delete(wake);
          if (waiting.size === 0) this.#waiters.delete(id);
          done();
        };
        const timer = setTimeout(wake, Math.min(1000, Math.max(0, deadline - Date.now())));
        waiting.add(wake);
      });
    }
  }

  #wake(id: number): void {
    for (const wake of [...(this.#waiters.get(id) ?? [])]) wake();
  }

  /**
   * Starts working through the queue, or, when it already is, has it look for a queued job again: a job queued
   * while every job here is still running is claimed as soon as a slot is free, not when the last one ends.
   */
  kick(): void {
    if (this.#stopped) return;
    this.#asked = true;
    if (this.#draining) {
      this.#nudge?.();
      return;
    }
    this.#draining = this.#drain().finally(() => {
      this.#draining = null;
    });
  }

  /** Waits until nothing is queued or running here (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  /** Stops claiming and looking for dead servers' jobs; jobs running here stop at their next batch and are handed back. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#watch);
    for (const controller of this.#running.values()) controller.abort(new JobFailure('stopped'));
    await this.idle();
    await this.#checking;
  }

  async #drain(): Promise<void> {
    const slots = new Set<Promise<void>>();
    for (;;) {
      while (slots.size >= this.#concurrency) await Promise.race(slots);
      if (this.#stopped) break;
      this.#asked = false;
      const job = await this.#claim();
      if (job) {
        const run = this.#run(job).finally(() => slots.delete(run));
        slots.add(run);
        continue;
      }
      // Nothing queued: done once nothing runs here either; otherwise wait for a run to end or a kick (a job
      // queued meanwhile), unless one came while claiming.
      if (this.#asked) continue;
      if (slots.size === 0) break;
      await Promise.race([...slots, new Promise<void>((resolve) => (this.#nudge = resolve))]);
      this.#nudge = null;
    }
    await Promise.all(slots);
  }

  /** The oldest queued job of a kind this server runs, now marked running by this server, or undefined. */
  async #claim(): Promise<JobRow | undefined> {
    const kinds = [...this.#kinds.keys()];
    if (kinds.length === 0) return undefined;
    const now = nowStamp();
    if (this.#postgres) {
      const { rows } = await sql<JobRow>`
        update jobs set status = 'running', attempts = attempts + 1, heartbeat_at = ${stampBefore(true)}, updated_at = ${now}
        where id = (select id from jobs where status = 'queued' and kind in (${sql.join(kinds)}) order by id limit 1 for update skip locked)
        returning *`.execute(this.#db);
      return rows[0];
    }
    // SQLite: one process, and this loop is its only claimer.
    const next = await this.#db.selectFrom('jobs').select('id').where('status', '=', 'queued').where('kind', 'in', kinds).orderBy('id').limit(1).executeTakeFirst();
    if (!next) return undefined;
    return this.#db
      .updateTable('jobs')
      .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), heartbeat_at: now, updated_at: now }))
      .where('id', '=', next.id)
      .where('status', '=', 'queued')
      .returningAll()
      .executeTakeFirst();
  }

  async #run(job: JobRow): Promise<void> {
    const controller = new AbortController();
    this.#running.set(job.id, controller);
    let ended: JobRow | undefined;
    try {
      ended = await runClaimed(job, this.#kinds.get(job.kind)?.runner, controller, {
        db: this.#db, postgres: this.#postgres, beatMs: this.#timings.beatMs, changed: (row) => this.#events.changed(row), log: this.#log, discard: this.#options.discard,
      });
    } finally {
      this.#running.delete(job.id);
    }
    if (ended) {
      this.#wake(ended.id);
      await this.#events.changed(ended);
      await this.#events.ended(ended);
    }
  }
}
