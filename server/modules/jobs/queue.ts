import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseHandle } from '../../db/connection.js';
import type { Database, JobStatus, JobTable } from '../../db/tables.js';
import { nowStamp, toStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';

export type JobRow = Selectable<JobTable>;

/** What a runner is given: its job, a signal that fires on cancel or shutdown, and where to report progress. */
export interface JobContext<P = unknown> {
  id: number;
  userId: number;
  payload: P;
  signal: AbortSignal;
  /** Reports `done` of `total` units (rows); written and pushed at most once a second, and always at the end. */
  progress(done: number, total?: number): Promise<void>;
}

/** A runner's answer: what the job made (stored as the job's result). */
export type JobResult = Record<string, unknown>;
export type JobRunner<P = unknown> = (context: JobContext<P>) => Promise<JobResult>;

/** What the queue tells the rest of the app: a job moved (for the realtime push) or ended (for the message centre). */
export interface JobEvents {
  changed(job: JobRow): void | Promise<void>;
  ended(job: JobRow): void | Promise<void>;
}

export interface NewJob {
  kind: string;
  title: string;
  payload: unknown;
  userId: number;
  companyId: number | null;
  /** Known at once (the rows an export will write), else 0 until the runner says. */
  total?: number;
}

/** Background jobs a user may have waiting or running at once (export, import, compression alike). */
export const MAX_OPEN_JOBS = 3;

/** The first key of the PostgreSQL advisory lock enqueue takes per user (the second is the user's id). */
const JOB_LIMIT_LOCK = 7301;

/** A running job whose heartbeat is older than this lost its server (PostgreSQL: another server takes it again). */
export const STALE_AFTER_MS = 60_000;
/** How often a running job's progress and heartbeat are written. */
const BEAT_MS = 1000;
/** A job is tried this many times in all when its server dies under it. */
const MAX_ATTEMPTS = 3;

/**
 * A failure whose message the user should read as it is (the runner's own words); anything else is logged.
 * `result` is what the job did before it stopped (an import's rows already written), kept on the job whether it
 * failed or was cancelled.
 */
export class JobFailure extends Error {
  constructor(
    message: string,
    readonly result?: JobResult,
  ) {
    super(message);
  }
}

/**
 * Background jobs on the jobs table, the same code on both engines. A job is queued in the database, claimed
 * by one server (on PostgreSQL with FOR UPDATE SKIP LOCKED, so several servers never take the same job), run
 * in process, its progress and heartbeat written as it goes, and ended done, failed or cancelled. After a
 * restart, a job left running is taken again on PostgreSQL (its payload holds everything it needs) or, on
 * SQLite (one process: nothing else can have it), marked failed with the reason: never silently lost.
 */
export class JobQueue {
  readonly #db: Kysely<Database>;
  readonly #postgres: boolean;
  readonly #runners = new Map<string, JobRunner<never>>();
  /** Kinds never run twice (register's `rerun: false`). */
  readonly #once = new Set<string>();
  readonly #running = new Map<number, AbortController>();
  /** Callers waiting for a job to end (settled), woken when it ends here. */
  readonly #waiters = new Map<number, Set<() => void>>();
  readonly #concurrency: number;
  #draining: Promise<void> | null = null;
  #stopped = false;
  #events: JobEvents;
  #log: (error: unknown, job: JobRow) => void;

  constructor(database: DatabaseHandle, events: JobEvents, options: { concurrency?: number; log?: (error: unknown, job: JobRow) => void } = {}) {
    this.#db = database.db;
    this.#postgres = database.dialect === 'postgres';
    this.#events = events;
    this.#concurrency = Math.max(1, options.concurrency ?? 1);
    this.#log = options.log ?? (() => undefined);
  }

  /**
   * A runner for a kind of job. `rerun: false` for one that writes as it goes (an import commits batch by
   * batch): run again from the start after its server died, it would write its first batches twice, so it is
   * failed with the reason instead, on PostgreSQL too.
   */
  register<P>(kind: string, runner: JobRunner<P>, options: { rerun?: boolean } = {}): void {
    this.#runners.set(kind, runner as JobRunner<never>);
    if (options.rerun === false) this.#once.add(kind);
  }

  /**
   * Queues a job, refused with 4429 (tooManyJobs) when its user already has MAX_OPEN_JOBS waiting or running:
   * counted and inserted in one transaction, on PostgreSQL under a lock of the user's, so calls at the same
   * moment never pass the limit together.
   */
  async enqueue(job: NewJob): Promise<JobRow> {
    const now = nowStamp();
    const row = await this.#db.transaction().execute(async (trx) => {
      if (this.#postgres) await sql`select pg_advisory_xact_lock(${JOB_LIMIT_LOCK}, ${job.userId})`.execute(trx);
      const open = await trx.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', job.userId).where('status', 'in', ['queued', 'running']).executeTakeFirstOrThrow();
      if (Number(open.n) >= MAX_OPEN_JOBS) throw new ApiError(Code.RATE_LIMITED, 'tooManyJobs', { max: MAX_OPEN_JOBS });
      return trx
        .insertInto('jobs')
        .values({ kind: job.kind, status: 'queued', title: job.title.slice(0, 200), payload: JSON.stringify(job.payload), total: job.total ?? 0, user_id: job.userId, company_id: job.companyId, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    await this.#events.changed(row);
    this.kick();
    return row;
  }

  /**
   * A job done the moment it is recorded: work made in the request (an export template's file) kept as a job,
   * so its file is downloaded, listed and swept like any job's. No runner, no realtime push, no message.
   */
  async recordDone(job: Omit<NewJob, 'payload' | 'total'> & { result: JobResult }): Promise<JobRow> {
    const now = nowStamp();
    return this.#db
      .insertInto('jobs')
      .values({ kind: job.kind, status: 'done', title: job.title.slice(0, 200), payload: '{}', progress: 1, total: 1, result: JSON.stringify(job.result), user_id: job.userId, company_id: job.companyId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
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

  /** At start: jobs a previous process left running are taken again (PostgreSQL) or failed with the reason (SQLite). */
  async recover(interrupted: string): Promise<void> {
    const now = nowStamp();
    if (this.#postgres) {
      const stale = toStamp(new Date(Date.now() - STALE_AFTER_MS));
      const once = [...this.#once];
      await this.#db
        .updateTable('jobs')
        .set({ status: 'queued', updated_at: now })
        .where('status', '=', 'running')
        .where('heartbeat_at', '<', stale)
        .where('attempts', '<', MAX_ATTEMPTS)
        .$if(once.length > 0, (q) => q.where('kind', 'not in', once))
        .execute();
    }
    const failed = await this.#db
      .updateTable('jobs')
      .set({ status: 'failed', error: interrupted.slice(0, 500), updated_at: now })
      .where('status', '=', 'running')
      .$if(this.#postgres, (q) => q.where('heartbeat_at', '<', toStamp(new Date(Date.now() - STALE_AFTER_MS))))
      .returningAll()
      .execute();
    for (const row of failed) await this.#events.ended(row);
    this.kick();
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

  /** Starts working through the queue unless it already is. */
  kick(): void {
    if (this.#stopped || this.#draining) return;
    this.#draining = this.#drain().finally(() => {
      this.#draining = null;
    });
  }

  /** Waits until nothing is queued or running here (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const controller of this.#running.values()) controller.abort(new JobFailure('stopped'));
    await this.idle();
  }

  async #drain(): Promise<void> {
    const slots = new Set<Promise<void>>();
    for (;;) {
      while (slots.size >= this.#concurrency) await Promise.race(slots);
      if (this.#stopped) break;
      const job = await this.#claim();
      if (!job) break;
      const run = this.#run(job).finally(() => slots.delete(run));
      slots.add(run);
    }
    await Promise.all(slots);
  }

  /** The oldest queued job of a kind this server runs, now marked running by this server, or undefined. */
  async #claim(): Promise<JobRow | undefined> {
    const kinds = [...this.#runners.keys()];
    if (kinds.length === 0) return undefined;
    const now = nowStamp();
    if (this.#postgres) {
      const { rows } = await sql<JobRow>`
        update jobs set status = 'running', attempts = attempts + 1, heartbeat_at = ${now}, updated_at = ${now}
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
    const runner = this.#runners.get(job.kind);
    const controller = new AbortController();
    this.#running.set(job.id, controller);
    let beat = 0;
    let total = job.total;
    const context: JobContext<never> = {
      id: job.id,
      userId: job.user_id,
      payload: JSON.parse(job.payload) as never,
      signal: controller.signal,
      progress: async (done, newTotal) => {
        if (newTotal !== undefined) total = newTotal;
        if (Date.now() - beat < BEAT_MS) return;
        beat = Date.now();
        const row = await this.#db
          .updateTable('jobs')
          .set({ progress: done, total, heartbeat_at: nowStamp(), updated_at: nowStamp() })
          .where('id', '=', job.id)
          .where('status', '=', 'running')
          .returningAll()
          .executeTakeFirst();
        // Cancelled (here or on another server) since the last beat: stop at this batch.
        if (!row) controller.abort(new JobFailure('cancelled'));
        else await this.#events.changed(row);
        controller.signal.throwIfAborted();
      },
    };
    let ended: JobRow | undefined;
    try {
      if (!runner) throw new JobFailure(`no runner for ${job.kind}`);
      const result = await runner(context);
      controller.signal.throwIfAborted();
      ended = await this.#end(job.id, 'done', { result: JSON.stringify(result), progress: total, total });
    } catch (error) {
      const partial = error instanceof JobFailure && error.result ? JSON.stringify(error.result) : undefined;
      if (controller.signal.aborted && (controller.signal.reason as Error | undefined)?.message === 'stopped') {
        // Shut down under it: left running, for recover() to take again (PostgreSQL) or fail (SQLite).
      } else if (!controller.signal.aborted) {
        if (!(error instanceof JobFailure)) this.#log(error, job);
        ended = await this.#end(job.id, 'failed', { error: (error instanceof JobFailure ? error.message : 'internal').slice(0, 500), ...(partial ? { result: partial } : {}) });
      } else if (partial) {
        // Cancelled after it had done part of its work: the cancelled job says what was done.
        ended = await this.#db.updateTable('jobs').set({ result: partial, updated_at: nowStamp() }).where('id', '=', job.id).where('status', '=', 'cancelled').returningAll().executeTakeFirst();
      }
    } finally {
      this.#running.delete(job.id);
    }
    if (ended) {
      this.#wake(ended.id);
      await this.#events.changed(ended);
      await this.#events.ended(ended);
    }
  }

  /** Ends a running job; undefined when it is no longer running (cancelled meanwhile). */
  #end(id: number, status: JobStatus, set: { result?: string; error?: string; progress?: number; total?: number }): Promise<JobRow | undefined> {
    const now = nowStamp();
    return this.#db.updateTable('jobs').set({ ...set, status, updated_at: now, heartbeat_at: now }).where('id', '=', id).where('status', '=', 'running').returningAll().executeTakeFirst();
  }
}
