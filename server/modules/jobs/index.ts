import type { FastifyInstance } from 'fastify';
import type { JobIdBody, JobIdQuery, JobsQuery } from '../../../schemas/generated/job.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { sessionOf } from '../../http/session.js';
import { contentDisposition } from '../../http/content-disposition.js';
import { jobView, resultOf, type StoredResult } from './view.js';

const J = 'job.schema.json';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The longest job/detail?wait=1 holds its answer: a running job's progress is heard at least this often. */
const LONG_POLL_MS = 1000;

/**
 * The caller's background jobs under /api/base/job: list, one job, cancel, and a finished job's file. A job is
 * its starter's only: another user's id is 4403 (jobNotYours), one that does not exist 4404.
 */
export async function jobsModule(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const own = async (userId: number, id: number) => {
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(Code.NOT_FOUND, 'jobNotFound');
    if (row.user_id !== userId) throw new ApiError(Code.FORBIDDEN, 'jobNotYours');
    return row;
  };

  app.get<{ Querystring: JobsQuery }>('/index', { schema: { querystring: ref(J, 'JobsQuery'), response: answers(ref(J, 'Jobs')) }, config: { readOnly: true } }, async (request) => {
    const { userId } = sessionOf(request);
    const page = request.query.page ?? 1;
    const limit = request.query.limit ?? 20;
    const [rows, count] = await Promise.all([
      db.selectFrom('jobs').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
      db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    return ok({ data: rows.map(jobView), total: Number(count.n) });
  });

  app.get<{ Querystring: JobIdQuery }>('/detail', { schema: { querystring: ref(J, 'JobIdQuery'), response: answers(ref(J)) }, config: { readOnly: true } }, async (request) => {
    const { userId } = sessionOf(request);
    const row = await own(userId, request.query.id);
    // A long poll: the job's end is answered the moment it comes (a job on another server's queue: within the second).
    if (request.query.wait !== 1 || (row.status !== 'queued' && row.status !== 'running')) return ok(jobView(row));
    await app.jobs.settled(row.id, LONG_POLL_MS);
    return ok(jobView(await own(userId, row.id)));
  });

  app.post<{ Body: JobIdBody }>('/cancel', { schema: { body: ref(J, 'JobIdBody'), response: answers(ref(J)) } }, async (request) => {
    const row = await own(sessionOf(request).userId, request.body.id);
    if (!(await app.jobs.cancel(row.id))) throw new ApiError(Code.JOB_STATE, 'jobFinished');
    return ok(jobView(await own(row.user_id, row.id)));
  });

  // As file/download: the session is checked before the file is opened (not readOnly).
  app.get<{ Querystring: JobIdQuery }>('/download', { schema: { querystring: ref(J, 'JobIdQuery') } }, async (request, reply) => {
    const row = await own(sessionOf(request).userId, request.query.id);
    const result: StoredResult = resultOf(row);
    if (row.status !== 'done' || !result.file_key) throw new ApiError(Code.JOB_STATE, 'jobNotDone');
    const stream = await app.fileStorage.get(result.file_key);
    return reply
      .header('content-type', result.mime ?? XLSX)
      .header('content-length', String(result.size ?? 0))
      .header('content-disposition', contentDisposition(result.name ?? `${row.title}.xlsx`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
}
