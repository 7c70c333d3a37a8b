import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { stampBefore } from './lease.js';
import type { JobResult, JobRow } from './queue.js';

/** What a job that will not run again says: its reason, and what it had done (kept as its result). */
export interface Interrupted {
  error: string;
  result?: JobResult;
}

export interface TakeoverRules {
  postgres: boolean;
  /** A running job whose heartbeat is older than this lost its server (PostgreSQL). */
  staleAfterMs: number;
  /** The kinds this server runs: on PostgreSQL it takes over only those (a server of another version may run others). */
  kinds: readonly string[];
  /** Whether the job may run again (its kind can, and it has tries left); otherwise it is failed. */
  again(job: JobRow): boolean;
  interrupted(job: JobRow): Interrupted;
}

/**
 * Jobs whose server died under them. On PostgreSQL: running jobs of the kinds this server runs whose heartbeat is
 * older than `staleAfterMs`,
 * taken with FOR UPDATE SKIP LOCKED (servers checking at the same moment never take the same job, and one whose run
 * is writing to it right now is passed over), queued again when they may run again, otherwise failed. On SQLite,
 * called at start: every job left running is failed (one process, so nothing else can be running it; it is not run
 * again there, so a job never runs twice on the engine meant for one server). Answers the jobs it failed (for their
 * messages) and how many it queued again.
 */
export async function takeOverStale(db: Kysely<Database>, rules: TakeoverRules): Promise<{ requeued: number; failed: JobRow[] }> {
  return db.transaction().execute(async (trx) => {
    const stale = await trx
      .selectFrom('jobs')
      .selectAll()
      .where('status', '=', 'running')
      .$if(rules.postgres, (q) =>
        q
          .where('kind', 'in', rules.kinds.length > 0 ? [...rules.kinds] : [''])
          .where('heartbeat_at', '<', stampBefore(true, rules.staleAfterMs))
          .forUpdate()
          .skipLocked(),
      )
      .orderBy('id')
      .execute();
    const now = nowStamp();
    const again = new Set(rules.postgres ? stale.filter((job) => rules.again(job)).map((job) => job.id) : []);
    if (again.size > 0) await trx.updateTable('jobs').set({ status: 'queued', updated_at: now }).where('id', 'in', [...again]).execute();
    const failed: JobRow[] = [];
    for (const job of stale.filter((j) => !again.has(j.id))) {
      const { error, result } = rules.interrupted(job);
      const row = await trx
        .updateTable('jobs')
        .set({ status: 'failed', error: error.slice(0, 500), ...(result ? { result: JSON.stringify(result) } : {}), updated_at: now })
        .where('id', '=', job.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      failed.push(row);
    }
    return { requeued: again.size, failed };
  });
}
