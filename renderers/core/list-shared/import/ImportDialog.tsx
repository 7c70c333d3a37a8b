import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, InputNumber, Modal, Progress, Result, Space, Upload } from 'antd';
import { useState } from 'react';
import { failureText, type RendererEnv } from '../../../../registry';
import type { Job } from '../../../../schemas/generated/job';
import { saveBlob } from '../../file-shared';
import { IMPORT_CHECK_URL, IMPORT_MAX_MB, importFileProblem } from './import-api';
import { JOB_CANCEL_URL, jobEnded, jobPercent, useJobPoll } from './job-poll';

export interface ImportDialogProps {
  env: RendererEnv;
  /** The list's resource: its base address and name. */
  target: { base: string; resource: string };
  permsId: number;
  title: string;
  onClose(imported: boolean): void;
}

/** Downloads a file the server makes (a template, a job's failed rows) under its own name. */
async function download(env: RendererEnv, url: string, query: Record<string, unknown>, fallback: string): Promise<void> {
  try {
    const blob = await env.request<Blob>(url, { query, responseType: 'blob' });
    saveBlob(blob, blob instanceof File ? blob.name : fallback);
  } catch {
    // The request layer showed why.
  }
}

/**
 * The file sent to be checked: refused here when it is no .xlsx or too large, else uploaded with its progress; the
 * server's check job is handed to `onChecking`, a failed upload said in the dialog.
 */
function useImportUpload(env: RendererEnv, { resource, permsId, headerLines }: { resource: string; permsId: number; headerLines: number }, onChecking: (jobId: number | null) => void) {
  const t = (key: string, params?: Record<string, unknown>) => env.t(`listbar.import.${key}`, params);
  const [uploading, setUploading] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const clear = () => {
    setFailure(null);
    setUploading(null);
  };
  const send = async (file: File) => {
    onChecking(null);
    clear();
    const problem = importFileProblem(file);
    if (problem) return env.notify.warning(problem === 'type' ? t('wrongType') : t('tooLarge', { n: IMPORT_MAX_MB }));
    if (!env.upload) return env.notify.warning(t('unavailable'));
    const form = new FormData();
    form.append('resource', resource);
    form.append('perms_id', String(permsId));
    form.append('header_lines', String(headerLines));
    form.append('file', file, file.name);
    setUploading(0);
    try {
      const answer = await env.upload<{ job_id: number }>(IMPORT_CHECK_URL, form, { onProgress: (loaded, total) => setUploading(total > 0 ? Math.floor((loaded / total) * 100) : 0), messageHide: true });
      onChecking(answer.job_id);
    } catch (error) {
      setFailure(failureText(env.t, error, 'listbar.import.uploadFailed'));
    } finally {
      setUploading(null);
    }
  };
  return { uploading, failure, send, clear };
}

interface ImportFileStepProps {
  env: RendererEnv;
  template(): void;
  headerLines: number;
  onHeaderLines(lines: number): void;
  upload: ReturnType<typeof useImportUpload>;
}

/** The first step: the rules, the template, the header-line count and the file, dragged or chosen. */
function ImportFileStep({ env, template, headerLines, onHeaderLines, upload }: ImportFileStepProps) {
  const t = (key: string, params?: Record<string, unknown>) => env.t(`listbar.import.${key}`, params);
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Alert type="info" showIcon message={t('rules', { n: IMPORT_MAX_MB })} />
      <Space wrap>
        <Button icon={<DownloadOutlined />} onClick={template} data-testid="import-template">
          {t('template')}
        </Button>
        <span>{t('headerLines')}</span>
        <InputNumber aria-label={t('headerLines')} min={1} max={10} precision={0} value={headerLines} onChange={(v) => onHeaderLines(typeof v === 'number' ? v : 1)} />
      </Space>
      <Upload.Dragger
        accept=".xlsx"
        multiple={false}
        maxCount={1}
        showUploadList={false}
        disabled={upload.uploading !== null}
        beforeUpload={(file) => {
          void upload.send(file);
          return false;
        }}
        data-testid="import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('drop')}</p>
      </Upload.Dragger>
      {upload.uploading !== null ? <Progress percent={upload.uploading} status="active" data-testid="import-upload-progress" /> : null}
      {upload.failure ? <Alert type="error" showIcon message={upload.failure} data-testid="import-upload-failure" /> : null}
    </Space>
  );
}

/**
 * The import dialog (spec 001 screen 19, §7 import, issue 22): the template, the header-line count, one .xlsx
 * (10 MB at most) dragged or chosen; the server checks every row first and says how many pass and fail (the
 * failed ones downloadable with their reasons); 导入 then writes the valid ones. Upload, check and import each
 * show their progress; a running check or import can be cancelled.
 */
export function ImportDialog({ env, target, permsId, title, onClose }: ImportDialogProps) {
  const t = (key: string, params?: Record<string, unknown>) => env.t(`listbar.import.${key}`, params);
  const [headerLines, setHeaderLines] = useState(1);
  const [checkId, setCheckId] = useState<number | null>(null);
  const [importId, setImportId] = useState<number | null>(null);
  const checked = useJobPoll(env, checkId);
  const imported = useJobPoll(env, importId);

  const upload = useImportUpload(env, { resource: target.resource, permsId, headerLines }, setCheckId);
  const reset = () => {
    setCheckId(null);
    setImportId(null);
    upload.clear();
  };
  const startImport = async () => {
    if (!checkId) return;
    try {
      const answer = await env.request<{ job_id: number }>(`${target.base}/listImport`, { method: 'POST', body: { job_id: checkId, perms_id: permsId } });
      setImportId(answer.job_id);
    } catch {
      // The request layer showed why.
    }
  };
  const cancel = (job: Job | null) => job && !jobEnded(job) && void env.request(JOB_CANCEL_URL, { method: 'POST', body: { id: job.id } }).catch(() => undefined);
  const failedRows = (job: Job) =>
    job.download_url ? (
      <Button key="failed" icon={<DownloadOutlined />} data-testid="import-failed-rows" onClick={() => void download(env, job.download_url!, {}, `${title}-${t('failedRows')}.xlsx`)}>
        {t('failedRows')}
      </Button>
    ) : null;

  // A job that failed or was cancelled: why, and another file.
  // A cancelled import says how many rows it had written (a failed one's reason says so).
  const endedBadly = (job: Job) => (
    <Result
      status="error"
      title={job.status === 'cancelled' ? t('cancelled') : (job.error ?? t('failed'))}
      subTitle={job.status === 'cancelled' && job.summary?.imported ? t('importedBefore', { n: job.summary.imported }) : undefined}
      extra={<Button onClick={reset}>{t('again')}</Button>}
      data-testid="import-failed"
    />
  );
  // A job still waiting or running: its progress, and 取消.
  const running = (job: Job | null, testId: string, text: string) => (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={testId}>
      <span>{text}</span>
      <Progress percent={jobPercent(job)} status="active" />
      <Button onClick={() => cancel(job)}>{t('cancel')}</Button>
    </Space>
  );

  let body;
  if (importId !== null) {
    // Importing, or done.
    const job = imported;
    if (job?.status === 'done') {
      const summary = job.summary ?? {};
      body = (
        <Result
          status={summary.invalid ? 'warning' : 'success'}
          title={t('importDone', { n: summary.imported ?? 0 })}
          subTitle={summary.invalid ? t('importSkipped', { n: summary.invalid }) : undefined}
          extra={[failedRows(job), <Button key="close" type="primary" onClick={() => onClose(true)} data-testid="import-close">{t('close')}</Button>]}
          data-testid="import-done"
        />
      );
    } else if (job && jobEnded(job)) {
      body = endedBadly(job);
    } else {
      body = running(job, 'import-running', t('importing', { progress: job?.progress ?? 0, total: job?.total ?? 0 }));
    }
  } else if (checkId !== null) {
    const job = checked;
    if (job?.status === 'done') {
      const summary = job.summary ?? {};
      body = (
        <Result
          status={summary.valid ? (summary.invalid ? 'warning' : 'success') : 'error'}
          title={t('checked', { total: summary.total ?? 0, valid: summary.valid ?? 0, invalid: summary.invalid ?? 0 })}
          extra={[
            failedRows(job),
            <Button key="again" onClick={reset}>{t('again')}</Button>,
            <Button key="import" type="primary" disabled={!summary.valid} onClick={() => void startImport()} data-testid="import-start">
              {t('start', { n: summary.valid ?? 0 })}
            </Button>,
          ]}
          data-testid="import-checked"
        />
      );
    } else if (job && jobEnded(job)) {
      body = endedBadly(job);
    } else {
      body = running(job, 'import-checking', t('checking', { progress: job?.progress ?? 0 }));
    }
  } else {
    body = (
      <ImportFileStep
        env={env}
        template={() => void download(env, `${target.base}/initImportDownload`, { perms_id: permsId }, `${title}.xlsx`)}
        headerLines={headerLines}
        onHeaderLines={setHeaderLines}
        upload={upload}
      />
    );
  }
  const busy = (checked && !jobEnded(checked)) || (imported && !jobEnded(imported)) || upload.uploading !== null;
  return (
    <Modal
      open
      title={title}
      width={640}
      maskClosable={false}
      footer={null}
      destroyOnHidden
      onCancel={() => {
        // Closing while the server works leaves the job running: its end lands in the message centre.
        onClose(imported?.status === 'done' || (imported?.summary?.imported ?? 0) > 0);
      }}
      data-testid="import-dialog"
      closable={{ 'aria-label': t('close') }}
    >
      <div data-running={busy ? '1' : '0'}>{body}</div>
    </Modal>
  );
}
