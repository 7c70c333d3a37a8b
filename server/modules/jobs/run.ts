import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { JobLease, type JobState, type LostReason } from './lease.js';
import type { JobRow } from './queue.js';

/**
 * What a runner is given: its job, a signal that fires on cancel, shutdown or takeover, where to report progress,
 * and the state its job's last run recorded before its server died.
 */
export interface JobContext<P = unknown> {
  id: number;
  userId: number;
  payload: P;
  signal: AbortSignal;
  /** Reports `done` of `total` units (rows); written and pushed at most once a second, and always at the end. */
  progress(done: number, total?: number): Promise<void>;
  /** What an earlier run of this job recorded with `checkpoint` before its server died; undefined on a first run. */
  state: JobState | undefined;
  /**
   * Records what the job has durably done inside `trx`, the transaction doing that work, so the two commit together
   * and a server that takes the job over goes on from there. Throws (so `trx` rolls back) when this run no longer
   * holds the job: cancelled, or taken over by another server.
   */
  checkpoint(trx: Kysely<Database>, state: JobState): Promise<void>;
}

/** A runner's answer: what the job made (stored as the job's result). */
export type JobResult = Record<string, unknown>;
export type JobRunner<P = unknown> = (context: JobContext<P>) => Promise<JobResult>;

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

/** Why a run was stopped from outside: its user cancelled it, its server is shutting down, another server took it. */
type StopReason = LostReason | 'stopped';

function stopReason(signal: AbortSignal): StopReason | undefined {
  if (!signal.aborted) return undefined;
  const reason = (signal.reason as Error | undefined)?.message;
  return reason === 'stopped' || reason === 'taken' ? reason : 'cancelled';
}

/**
 * Whether a stopped run's job goes on elsewhere (its server shutting down, or another server took it over): then the
 * runner keeps what the next run needs (an import's uploaded file) instead of cleaning up as for a job that ended.
 */
export function handedOver(signal: AbortSignal): boolean {
  const reason = stopReason(signal);
  return reason === 'stopped' || reason === 'taken';
}

/** What a run needs of its queue. */
export interface RunSettings {
  db: Kysely<Database>;
  postgres: boolean;
  beatMs: number;
  changed(job: JobRow): void | Promise<void>;
  log(error: unknown, job?: JobRow): void;
  discard?: (result: JobResult) => Promise<void>;
}

/**
 * Runs a job this server claimed, under its lease (lease.ts): the heartbeat written every beatMs by a timer, progress
 * at most that often, checkpoints in the runner's transactions; `controller` is aborted when the job is cancelled,
 * taken over or its server stops. Answers the job's row when the run ended it (done, failed, or cancelled with what
 * it had done), for the queue to announce; undefined when it ended elsewhere or goes on elsewhere.
 */
export async function runClaimed(job: JobRow, runner: JobRunner<never> | undefined, controller: AbortController, settings: RunSettings): Promise<JobRow | undefined> {
  const { db, postgres, beatMs, log } = settings;
  const lease = new JobLease(db, postgres, job.id, job.attempts);
  const lose = (reason: LostReason) => controller.abort(new JobFailure(reason));
  // The heartbeat, whatever the runner is doing; a beat that finds the job no longer this run's stops the run.
  let beating: Promise<void> | null = null;
  const heartbeat = setInterval(() => {
    beating ??= lease
      .beat()
      .then(async (row) => (row ? undefined : lose(await lease.lost())))
      .catch((error: unknown) => log(error, job))
      .finally(() => (beating = null));
  }, beatMs);
  let beat = 0;
  let total = job.total;
  const context: JobContext<never> = {
    id: job.id,
    userId: job.user_id,
    payload: JSON.parse(job.payload) as never,
    signal: controller.signal,
    state: job.state ? (JSON.parse(job.state) as JobState) : undefined,
    progress: async (done, newTotal) => {
      if (newTotal !== undefined) total = newTotal;
      if (Date.now() - beat < beatMs) return;
      beat = Date.now();
      const row = await lease.beat({ progress: done, total });
      // Cancelled (here or on another server) or taken over since the last beat: stop at this batch.
      if (!row) lose(await lease.lost());
      else await settings.changed(row);
      controller.signal.throwIfAborted();
    },
    checkpoint: async (trx, state) => {
      if (await lease.checkpoint(trx, state)) return;
      lose(await lease.lost(trx));
      controller.signal.throwIfAborted();
    },
  };
  let ended: JobRow | undefined;
  try {
    if (!runner) throw new JobFailure(`no runner for ${job.kind}`);
    const result = await runner(context);
    ended = await lease.end('done', { result: JSON.stringify(result), progress: total, total });
    // Finished, but the job was no longer this run's (cancelled or taken over meanwhile): what it made goes.
    if (!ended) await settings.discard?.(result);
  } catch (error) {
    const partial = error instanceof JobFailure && error.result ? JSON.stringify(error.result) : undefined;
    const stopped = stopReason(controller.signal);
    if (stopped === 'stopped') {
      // Its server is shutting down: on PostgreSQL handed back for another server to claim at once; on SQLite
      // left running, for the next start to fail with the reason.
      if (postgres) await lease.release().catch((e: unknown) => log(e, job));
    } else if (stopped === 'taken') {
      // Another server runs it now: nothing of this run is written.
    } else if (!stopped) {
      if (!(error instanceof JobFailure)) log(error, job);
      ended = await lease.end('failed', { error: (error instanceof JobFailure ? error.message : 'internal').slice(0, 500), ...(partial ? { result: partial } : {}) });
    } else if (partial) {
      // Cancelled after it had done part of its work: the cancelled job says what was done.
      ended = await db.updateTable('jobs').set({ result: partial, updated_at: nowStamp() }).where('id', '=', job.id).where('status', '=', 'cancelled').returningAll().executeTakeFirst();
    }
  } finally {
    clearInterval(heartbeat);
    await beating;
  }
  return ended;
}
