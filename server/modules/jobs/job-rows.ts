import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobTable } from '../../db/tables.js';
import { nowStamp } from '../../db/time.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { JobResult } from './run.js';

export type JobRow = Selectable<JobTable>;

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

/**
 * A queued job's row, refused with 4429 (tooManyJobs) when its user already has MAX_OPEN_JOBS waiting or running:
 * counted and inserted in one transaction, on PostgreSQL under a lock of the user's, so calls at the same moment
 * never pass the limit together.
 */
export async function insertQueued(db: Kysely<Database>, postgres: boolean, job: NewJob): Promise<JobRow> {
  const now = nowStamp();
  return db.transaction().execute(async (trx) => {
    if (postgres) await sql`select pg_advisory_xact_lock(${JOB_LIMIT_LOCK}, ${job.userId})`.execute(trx);
    const open = await trx.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', job.userId).where('status', 'in', ['queued', 'running']).executeTakeFirstOrThrow();
    if (Number(open.n) >= MAX_OPEN_JOBS) throw new ApiError(Code.RATE_LIMITED, 'tooManyJobs', { max: MAX_OPEN_JOBS });
    return trx
      .insertInto('jobs')
      .values({ kind: job.kind, status: 'queued', title: job.title.slice(0, 200), payload: JSON.stringify(job.payload), total: job.total ?? 0, user_id: job.userId, company_id: job.companyId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The row of a job done the moment it is recorded (JobQueue.recordDone). */
export async function insertDone(db: Kysely<Database>, job: Omit<NewJob, 'payload' | 'total'> & { result: JobResult }): Promise<JobRow> {
  const now = nowStamp();
  return db
    .insertInto('jobs')
    .values({ kind: job.kind, status: 'done', title: job.title.slice(0, 200), payload: '{}', progress: 1, total: 1, result: JSON.stringify(job.result), user_id: job.userId, company_id: job.companyId, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}
