import fp from 'fastify-plugin';
import { nowStamp } from '../db/time.js';
import { message } from '../http/messages.js';
import { messageText, type MessageTemplate } from '../modules/message/texts.js';
import { JobQueue, type JobRow } from '../modules/jobs/queue.js';
import { jobDownloadUrl, jobView, resultOf } from '../modules/jobs/view.js';
import { sweepJobFiles } from '../modules/jobs/sweep.js';
import { pushCounts } from '../modules/workflow/counters.js';
import './fastify-types.js';

/** Jobs run at once per app server: JOB_CONCURRENCY, 1 by default (two cores: one for the calls). */
function concurrency(): number {
  return Math.max(1, Math.floor(Number(process.env.JOB_CONCURRENCY ?? 1)) || 1);
}

/** The messages a job leaves when it ends, by kind; a kind not here (an import's check) leaves none. */
const ENDINGS: Readonly<Record<string, { done: MessageTemplate; failed: MessageTemplate; cancelled?: MessageTemplate }>> = {
  export: { done: 'jobDone', failed: 'jobFailed' },
  import: { done: 'importDone', failed: 'importFailed', cancelled: 'importCancelled' },
};

/**
 * The job queue on the app (server/modules/jobs/queue.ts): each move is pushed to its owner's sockets; a
 * finished or failed job leaves its owner a message (通知) in the message centre, a finished export's opening
 * its file. At start, jobs a previous process left running are recovered.
 */
export const jobsPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const ended = async (row: JobRow) => {
      const templates = ENDINGS[row.kind];
      const result = resultOf(row) as ReturnType<typeof resultOf> & { invalid?: number };
      // A cancelled job leaves a message only when it had done part of its work (an import's rows written).
      const cancelled = row.status === 'cancelled' && templates?.cancelled && Number(result.rows) > 0 ? templates.cancelled : undefined;
      if (!templates || (row.status !== 'done' && row.status !== 'failed' && !cancelled)) return;
      const text = cancelled
        ? messageText(cancelled, { title: row.title, rows: result.rows ?? 0 })
        : row.status === 'done'
          ? messageText(templates.done, { title: row.title, rows: result.rows ?? row.progress, invalid: result.invalid ?? 0, ...(result.expected !== undefined ? { expected: result.expected } : {}) })
          : messageText(templates.failed, { title: row.title, reason: row.error ?? '' });
      const link = row.status === 'done' && result.file_key ? jobDownloadUrl(row.id) : '';
      await db.insertInto('messages').values({ user_id: row.user_id, kind: 'notice', ...text, link, status: 0, workflow_data_id: null, workflow_task_id: null, created_at: nowStamp() }).execute();
      await pushCounts(app, [row.user_id]);
    };
    const queue = new JobQueue(
      app.database,
      { changed: (row) => app.realtime.publish(row.user_id, { event: 'job', data: jobView(row) }), ended },
      { concurrency: concurrency(), log: (error, job) => app.log.error({ err: error, job: job.id }, 'job failed') },
    );
    app.decorate('jobs', queue);
    // After the routes' modules registered their runners (onReady), and before the server answers.
    app.addHook('onReady', () => queue.recover(message('zh', 'jobInterrupted')));
    // Old jobs' files go, at start and every hour (sweep.ts).
    const sweep = () => sweepJobFiles(db, app.fileStorage).catch((error: unknown) => app.log.error({ err: error }, 'job file sweep'));
    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', () => {
      void sweep();
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
