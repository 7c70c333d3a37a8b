import fp from 'fastify-plugin';
import { nowStamp } from '../db/time.js';
import { message, type Language } from '../http/messages.js';
import { messageText, type MessageTemplate } from '../modules/message/texts.js';
import { JobQueue, MAX_ATTEMPTS, type JobRow, type JobTimings } from '../modules/jobs/queue.js';
import { jobDownloadUrl, jobView, resultOf } from '../modules/jobs/view.js';
import { sweepJobFiles } from '../modules/jobs/sweep.js';
import { pushCounts } from '../modules/workflow/counters.js';
import './fastify-types.js';

/** Jobs run at once per app server: JOB_CONCURRENCY, 1 by default (two cores: one for the calls). */
function concurrency(): number {
  return Math.max(1, Math.floor(Number(process.env.JOB_CONCURRENCY ?? 1)) || 1);
}

/**
 * The messages a job leaves when it ends, by kind; a kind not here (an import's check) leaves none. `incomplete`:
 * an import that failed after it had written rows says what it kept, never that nothing was imported.
 */
const ENDINGS: Readonly<Record<string, { done: MessageTemplate; failed: MessageTemplate; cancelled?: MessageTemplate; incomplete?: MessageTemplate }>> = {
  export: { done: 'jobDone', failed: 'jobFailed' },
  import: { done: 'importDone', failed: 'importFailed', cancelled: 'importCancelled', incomplete: 'importIncomplete' },
};

/** The language the job's starter used (its payload's), for the reason a job fails with without its runner. */
function languageOf(job: JobRow): Language {
  try {
    return (JSON.parse(job.payload) as { language?: unknown }).language === 'en' ? 'en' : 'zh';
  } catch {
    return 'zh';
  }
}

/** The message a job that ended leaves its starter, or undefined when it leaves none. */
function ending(row: JobRow): { template: MessageTemplate; params: Record<string, string | number> } | undefined {
  const templates = ENDINGS[row.kind];
  if (!templates) return undefined;
  const result = resultOf(row) as ReturnType<typeof resultOf> & { invalid?: number };
  const kept = Number(result.rows) > 0;
  // A cancelled job leaves a message only when it had done part of its work (an import's rows written).
  if (row.status === 'cancelled') return templates.cancelled && kept ? { template: templates.cancelled, params: { title: row.title, rows: result.rows ?? 0 } } : undefined;
  if (row.status === 'done') {
    const params: Record<string, string | number> = { title: row.title, rows: result.rows ?? row.progress, invalid: result.invalid ?? 0 };
    if (result.expected !== undefined) params.expected = result.expected;
    return { template: templates.done, params };
  }
  if (row.status !== 'failed') return undefined;
  return { template: kept && templates.incomplete ? templates.incomplete : templates.failed, params: { title: row.title, reason: row.error ?? '' } };
}

export interface JobsPluginOptions {
  /** Heartbeat and takeover intervals (server/modules/jobs/queue.ts JOB_TIMINGS by default; tests shorten them). */
  timings?: Partial<JobTimings>;
}

/**
 * The job queue on the app (server/modules/jobs/queue.ts): each move is pushed to its owner's sockets; a
 * finished or failed job leaves its owner a message (通知) in the message centre, a finished export's opening
 * its file. Once every module registered its runners the queue starts: jobs a dead server left are recovered,
 * and on PostgreSQL taken over all the time. A finished run's file whose job it no longer held is removed.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const { db } = app.database;
    const ended = async (row: JobRow) => {
      const text = ending(row);
      if (!text) return;
      const link = row.status === 'done' && resultOf(row).file_key ? jobDownloadUrl(row.id) : '';
      await db.insertInto('messages').values({ user_id: row.user_id, kind: 'notice', ...messageText(text.template, text.params), link, status: 0, workflow_data_id: null, workflow_task_id: null, created_at: nowStamp() }).execute();
      await pushCounts(app, [row.user_id]);
    };
    const queue = new JobQueue(
      app.database,
      { changed: (row) => app.realtime.publish(row.user_id, { event: 'job', data: jobView(row) }), ended },
      {
        concurrency: concurrency(),
        timings: options.timings,
        log: (error, job) => app.log.error({ err: error, job: job?.id }, job ? 'job failed' : 'job takeover'),
        interrupted: (job) => message(languageOf(job), job.attempts >= MAX_ATTEMPTS ? 'jobAbandoned' : 'jobInterrupted', { attempts: job.attempts }),
        discard: async (result) => {
          if (typeof result.file_key === 'string') await app.fileStorage.delete(result.file_key);
        },
      },
    );
    app.decorate('jobs', queue);
    // After the routes' modules registered their runners (onReady), and before the server answers.
    app.addHook('onReady', () => queue.start());
    // Old jobs' files and abandoned temporary files go, at start and every hour (sweep.ts). On SQLite (one server)
    // every temporary file older than this process is a dead write's, so the start-up sweep takes them all.
    const startedAt = new Date();
    const sweep = (temporaryBefore?: Date) =>
      sweepJobFiles(db, app.fileStorage, new Date(), temporaryBefore).catch((error: unknown) => app.log.error({ err: error }, 'job file sweep'));
    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', () => {
      void sweep(app.database.dialect === 'sqlite' ? startedAt : undefined);
      timer = setInterval(() => void sweep(), 3600 * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await queue.stop();
    });
  },
  { name: 'jobs', dependencies: ['database', 'realtime'] },
);
