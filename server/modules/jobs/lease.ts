import { sql, type Kysely, type RawBuilder, type UpdateQueryBuilder } from 'kysely';
import type { Database, JobStatus } from '../../db/tables.js';
import { nowStamp, toStamp } from '../../db/time.js';
import type { JobRow } from './queue.js';

/** Why a run no longer holds its job: its user cancelled it, or another server took it over. */
export type LostReason = 'cancelled' | 'taken';

/** What a runner keeps between its server's death and the run that takes over: JSON of its own shape. */
export type JobState = object;

/**
 * A stamp `agoMs` before now. On PostgreSQL by the database's clock: every app server writes heartbeats and judges
 * them by the same clock, so servers whose clocks disagree never take each other's live jobs. On SQLite (one
 * process) by the process's.
 */
export function stampBefore(postgres: boolean, agoMs = 0): string | RawBuilder<string> {
  if (!postgres) return toStamp(new Date(Date.now() - agoMs));
  return sql<string>`to_char((statement_timestamp() at time zone 'utc') - make_interval(secs => ${agoMs / 1000}), 'YYYY-MM-DD HH24:MI:SS')`;
}

/**
 * One run's hold on its job, from its claim to its end. The claim raised `attempts` to `attempt`: every write of the
 * run is made only while the job is still running under that attempt, so a run whose server was thought dead (a
 * long pause, a lost connection) and whose job another server took over can no longer touch it: its heartbeat,
 * progress, checkpoint and end all find no row, and the run stops.
 */
export class JobLease {
  readonly #db: Kysely<Database>;
  readonly #postgres: boolean;

  constructor(
    db: Kysely<Database>,
    postgres: boolean,
    readonly id: number,
    readonly attempt: number,
  ) {
    this.#db = db;
    this.#postgres = postgres;
  }

  /** Writes the heartbeat (and progress when given); the row as it now stands, or undefined when the run lost the job. */
  beat(set: { progress?: number; total?: number } = {}): Promise<JobRow | undefined> {
    // A bare heartbeat leaves updated_at alone: that is when the user last saw the job move.
    const moved = set.progress !== undefined || set.total !== undefined ? { updated_at: nowStamp() } : {};
    return this.#mine(this.#db.updateTable('jobs').set({ ...set, ...moved, heartbeat_at: stampBefore(this.#postgres) }))
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Records `state` inside `trx`, the transaction that did the work it describes, so both commit or neither. False
   * when the run lost the job: the caller then rolls `trx` back.
   */
  async checkpoint(trx: Kysely<Database>, state: JobState): Promise<boolean> {
    const saved = await this.#mine(trx.updateTable('jobs').set({ state: JSON.stringify(state), heartbeat_at: stampBefore(this.#postgres) })).executeTakeFirst();
    return Number(saved.numUpdatedRows) === 1;
  }

  /** Ends the job; undefined when the run no longer holds it (cancelled or taken meanwhile). */
  end(status: JobStatus, set: { result?: string; error?: string; progress?: number; total?: number }): Promise<JobRow | undefined> {
    const now = nowStamp();
    return this.#mine(this.#db.updateTable('jobs').set({ ...set, status, updated_at: now, heartbeat_at: stampBefore(this.#postgres) }))
      .returningAll()
      .executeTakeFirst();
  }

  /** Hands the job back to the queue (its server is shutting down): another server claims it at once. */
  async release(): Promise<void> {
    await this.#mine(this.#db.updateTable('jobs').set({ status: 'queued', updated_at: nowStamp() })).execute();
  }

  /** Why the run lost its job, once a write found no row (read in `trx` when the write was made in one). */
  async lost(trx: Kysely<Database> = this.#db): Promise<LostReason> {
    const row = await trx.selectFrom('jobs').select('status').where('id', '=', this.id).executeTakeFirst();
    return row?.status === 'cancelled' ? 'cancelled' : 'taken';
  }

  #mine<O>(query: UpdateQueryBuilder<Database, 'jobs', 'jobs', O>): UpdateQueryBuilder<Database, 'jobs', 'jobs', O> {
    return query.where('id', '=', this.id).where('status', '=', 'running').where('attempts', '=', this.attempt);
  }
}

/**
 * How a running job shows it is alive and how soon another server takes it over when it stops. The heartbeat is
 * written every `beatMs` whatever the runner does (a timer, not its progress calls); a job whose heartbeat is older
 * than `staleAfterMs` lost its server: fifteen beats missed, so a slow query or a busy database is never taken for
 * a death, yet a job waits well under a minute. Every `takeoverEveryMs` each PostgreSQL server looks for such jobs,
 * and for queued ones to claim. A job is taken over at most staleAfterMs + takeoverEveryMs after its server died.
 */
export interface JobTimings {
  beatMs: number;
  staleAfterMs: number;
  takeoverEveryMs: number;
}
export const JOB_TIMINGS: Readonly<JobTimings> = { beatMs: 1000, staleAfterMs: 15_000, takeoverEveryMs: 5000 };
/** A job is tried this many times in all when its server dies (or shuts down) under it. */
export const MAX_ATTEMPTS = 3;
