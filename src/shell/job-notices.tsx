import { App, Button, Progress, Space } from 'antd';
import { useCallback } from 'react';
import { useEnv } from '../../registry';
import { saveBlob } from '../../renderers/core/file-shared';
import type { Job, JobKind } from '../../schemas/generated/job';
import { JOB_CANCEL_URL, jobPercent } from '../../renderers/core/list-shared/import/job-poll';

/** The job kinds of a PDF compression, an import's check and an import (the schema's JobKind, as the server names them). */
const PDF_COMPRESS_KIND: JobKind = 'pdf-compress';
const IMPORT_CHECK_KIND: JobKind = 'import-check';
const IMPORT_KIND: JobKind = 'import';

/** Downloads a finished job's file under the server's name for it. */
export async function downloadJobFile(env: ReturnType<typeof useEnv>, url: string, fallbackName: string): Promise<void> {
  const blob = await env.request<Blob>(url, { responseType: 'blob' });
  saveBlob(blob, blob instanceof File ? blob.name : `${fallbackName}.xlsx`);
}

/**
 * The user's background jobs as they move (the realtime `job` event): one notice per job with its progress and
 * 取消 while it waits or runs, then 下载 when its file is ready, or why it failed. The message centre keeps the
 * finished ones.
 */
export function useJobNotices(): (job: Job) => void {
  const env = useEnv();
  const { notification } = App.useApp();
  return useCallback(
    (job: Job) => {
      // An import's check writes nothing and leaves no message: its dialog shows it, a notice would read as an import.
      if (job.kind === IMPORT_CHECK_KIND) return;
      const key = `job-${job.id}`;
      const open = job.status === 'queued' || job.status === 'running';
      const percent = jobPercent(job);
      // A PDF compression counts pages, the others rows.
      const pages = job.kind === PDF_COMPRESS_KIND;
      const text =
        job.status === 'queued'
          ? env.t('jobs.queued')
          : job.status === 'running'
            ? env.t(pages ? 'jobs.pagesRunning' : 'jobs.running', { progress: job.progress, total: job.total })
            : job.status === 'done'
              ? job.kind === IMPORT_KIND
                ? env.t('jobs.imported', { n: job.summary?.imported ?? 0 })
                : env.t(pages ? 'jobs.pagesDone' : 'jobs.done', { total: job.total })
              : job.status === 'failed'
                ? env.t('jobs.failed', { reason: job.error ?? '' })
                : env.t('jobs.cancelled');
      const download = job.download_url;
      notification.open({
        key,
        type: job.status === 'failed' ? 'error' : job.status === 'done' ? 'success' : 'info',
        message: job.title,
        // Open ones stay until they end; an ended one goes after a while, its message stays in the centre.
        duration: open ? 0 : 8,
        description: (
          <Space direction="vertical" style={{ width: '100%' }} data-testid={`job-${job.id}`} data-status={job.status}>
            <span>{text}</span>
            {open ? <Progress percent={percent} size="small" status="active" /> : null}
          </Space>
        ),
        actions: open ? (
          <Button size="small" onClick={() => void env.request(JOB_CANCEL_URL, { method: 'POST', body: { id: job.id } }).catch(() => undefined)}>
            {env.t('jobs.cancel')}
          </Button>
        ) : download ? (
          <Button
            size="small"
            type="primary"
            onClick={() => void downloadJobFile(env, download, job.title).catch(() => env.notify.error(env.t('jobs.downloadFailed')))}
          >
            {env.t('jobs.download')}
          </Button>
        ) : undefined,
      });
    },
    [env, notification],
  );
}
