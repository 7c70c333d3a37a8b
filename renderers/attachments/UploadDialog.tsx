import { InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Progress, Upload, type UploadProps } from 'antd';
import { useRef, useState } from 'react';
import { useEnv } from '../../registry';
import type { Attachment } from '../core/file-shared/api';
import { DEFAULT_COMPRESSION, uploadFile, type FileOwner, type Scene } from '../core/file-shared/api';
import { compressStep } from '../core/file-shared/compress-step';
import { CompressionTool, type CompressionChoice } from './CompressionTool';
import { BATCH_LIMIT, refusalOf, roomFor, type FileLimits } from '../core/file-shared/upload-rules';
import { useUploadQueue, type QueueEntry } from './use-upload-queue';

export interface UploadDialogProps {
  open: boolean;
  owner: FileOwner;
  scene: Scene;
  limits: FileLimits;
  /** Files the list holds now, and how many it may hold (spec 001 §9: 20 by default). */
  held: number;
  limit: number;
  /** The names the list holds, when names must be unique (不要重复选择文件); null when they need not be. */
  heldNames: readonly string[] | null;
  /** Offer the compression tool for PDFs (spec 001 §5: on unless the list turns it off). */
  compress?: boolean;
  onUploaded(file: Attachment): void;
  onClose(): void;
}

const FAILED_COLOR = '#ff4d4f';

/** One file of the dialog's queue: its name, what became of it (progress, compressing, done with its note, failed with why) and its buttons. */
function UploadEntry({ entry, onCancel, onRetry, onRemove }: { entry: QueueEntry; onCancel(): void; onRetry(): void; onRemove(): void }) {
  const env = useEnv();
  return (
    <div
      data-testid="upload-entry"
      data-status={entry.status}
      style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0', color: entry.status === 'failed' ? FAILED_COLOR : undefined }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{entry.file.name}</span>
        <span style={{ flex: 'none' }}>
          {entry.status === 'uploading' && (
            <Button size="small" type="link" onClick={onCancel}>
              {env.t('files.dialog.cancelUpload')}
            </Button>
          )}
          {entry.status === 'failed' && (
            <>
              <Button size="small" type="link" onClick={onRetry}>
                {env.t('files.dialog.retry')}
              </Button>
              <Button size="small" type="link" danger onClick={onRemove}>
                {env.t('files.dialog.remove')}
              </Button>
            </>
          )}
        </span>
      </div>
      {entry.status === 'uploading' && (
        <>
          <span data-testid="upload-state">{env.t('files.dialog.uploading')}</span>
          <Progress percent={entry.percent} status="active" size="small" />
        </>
      )}
      {entry.status === 'compressing' && (
        <>
          <span data-testid="upload-state">{env.t('files.dialog.compressing')}</span>
          <Progress percent={100} status="active" showInfo={false} size="small" />
        </>
      )}
      {entry.status === 'done' && <span data-testid="upload-state">{env.t('files.dialog.done')}</span>}
      {entry.status === 'done' && entry.note && (
        <div data-testid="upload-note" style={{ color: entry.noteIsWarning ? '#faad14' : 'rgba(0,0,0,0.45)' }}>
          {entry.note}
        </div>
      )}
      {entry.status === 'failed' && (
        <>
          <div data-testid="upload-state">{env.t('files.dialog.failed')}</div>
          {entry.error && <div data-testid="upload-error">{entry.error}</div>}
        </>
      )}
    </div>
  );
}

/**
 * The upload dialog 附件上传 (spec 001 screen 19, §5 Upload): drag or click; each file is checked before it
 * is sent (type, name length, size; at most 10 per batch; the list's count limit), then sent on its own with
 * its progress 上传中 and a cancel. A failed file stays in red (上传失败,该文件将不会提交) with the server's
 * reason, offering re-upload or delete. Closing cancels what still runs.
 */
export function UploadDialog({ open, owner, scene, limits, held, limit, heldNames, compress = true, onUploaded, onClose }: UploadDialogProps) {
  const env = useEnv();
  const offersCompression = compress && limits.accept.includes('pdf');
  const [compression, setCompression] = useState<CompressionChoice>({ on: true, ...DEFAULT_COMPRESSION });
  const queue = useUploadQueue({
    send: (file, onProgress, signal) => uploadFile(env, { owner, file, scene, accept: limits.accept, onProgress, signal }),
    finish: offersCompression && compression.on ? compressStep(env, compression, owner.permsId) : undefined,
    onUploaded,
    failureText: (_error, cancelled) => env.t(cancelled ? 'files.dialog.cancelled' : 'files.rules.failed'),
  });
  // A batch is warned about once: antd asks beforeUpload per file with the same batch array.
  const warned = useRef(new WeakSet<object>());
  // A file being compressed is stored but not yet listed: it counts against the list's room too.
  const sending = queue.entries.filter((entry) => entry.status === 'uploading' || entry.status === 'compressing').length;

  const beforeUpload: UploadProps['beforeUpload'] = (file, batch) => {
    const once = (key: string) => {
      if (warned.current.has(batch)) return;
      warned.current.add(batch);
      env.notify.warning(env.t(key));
    };
    if (batch.length > BATCH_LIMIT) {
      once('files.rules.batch');
      return Upload.LIST_IGNORE;
    }
    // Files past the list's room are refused; the ones before them still go (spec 001 §5).
    if (batch.indexOf(file) >= roomFor(held + sending, limit)) {
      once('files.rules.countPartial');
      return Upload.LIST_IGNORE;
    }
    if (heldNames) {
      const taken = [...heldNames, ...queue.entries.filter((entry) => entry.status !== 'failed').map((entry) => entry.file.name), ...batch.slice(0, batch.indexOf(file)).map((f) => f.name)];
      if (taken.includes(file.name)) {
        env.notify.warning(env.t('files.rules.duplicate'));
        return Upload.LIST_IGNORE;
      }
    }
    const refusal = refusalOf(file, limits);
    if (refusal) {
      env.notify.warning(env.t(refusal.key, refusal.params));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const retry = (entry: QueueEntry) => {
    if (held + sending >= limit) {
      env.notify.warning(env.t('files.rules.count'));
      return;
    }
    queue.retry(entry.uid);
  };

  const close = () => {
    queue.clear();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={env.t('files.dialog.title')}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{env.t('files.close')}</Button>}
    >
      {offersCompression && <CompressionTool value={compression} onChange={setCompression} />}
      <Upload.Dragger
        data-testid="upload-dragger"
        multiple
        accept={limits.accept.map((ext) => `.${ext}`).join(',')}
        fileList={[]}
        showUploadList={false}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => queue.add(file as File)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{env.t('files.dialog.drop')}</p>
        <p className="ant-upload-hint" style={{ overflowWrap: 'anywhere' }}>{env.t('files.dialog.hint', { n: limits.maxMb, list: limits.accept.join(',') })}</p>
      </Upload.Dragger>
      <div data-testid="upload-queue" style={{ marginTop: 12 }}>
        {queue.entries.map((entry) => (
          <UploadEntry key={entry.uid} entry={entry} onCancel={() => queue.cancel(entry.uid)} onRetry={() => retry(entry)} onRemove={() => queue.remove(entry.uid)} />
        ))}
      </div>
    </Modal>
  );
}
