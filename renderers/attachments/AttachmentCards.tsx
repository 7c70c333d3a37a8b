import { Button, Card, Empty, Spin } from 'antd';
import { useEnv } from '../../registry';
import { canDownload, canRemove, type FileActions } from './file-actions';
import { sizeText } from '../core/file-shared/format';
import { ChangeTag } from './ChangeTag';
import type { ListedFile } from './super-edit';

/** The phone variant (spec 001 screen 19): one card per file with name, size, remarks ('无'), upload time, download and preview. */
export function AttachmentCards({ files, actions, loading }: { files: readonly ListedFile[]; actions: FileActions; loading: boolean }) {
  const env = useEnv();
  if (loading) return <Spin />;
  if (files.length === 0) return <Empty data-testid="attachment-cards" image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('files.noData')} />;
  const line = (label: string, value: string) => (
    <div>
      <span style={{ color: 'rgba(0,0,0,0.45)' }}>{label}{env.language === 'zh' ? '：' : ': '}</span>
      {value}
    </div>
  );
  return (
    <div data-testid="attachment-cards">
      {files.map(({ file, change }) => (
        <Card key={`${file.id}:${change ?? ''}`} data-testid="attachment-card" size="small" style={{ marginBottom: 8 }}>
          <div style={{ fontWeight: 500, wordBreak: 'break-all', ...(change === 'removed' ? { textDecoration: 'line-through' } : {}) }}>
            {file.name}
            <ChangeTag change={change} />
          </div>
          {line(env.t('files.size'), sizeText(file.size))}
          {line(env.t('files.remark'), file.remarks || env.t('files.none'))}
          {line(env.t('files.time'), file.upload_time || '/')}
          <div style={{ marginTop: 4, display: change === 'removed' ? 'none' : undefined }}>
            {canDownload(file) && (
              <Button type="link" size="small" onClick={() => actions.download(file)}>
                {env.t('files.download')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => actions.preview(file)}>
              {env.t('files.preview')}
            </Button>
            {canRemove(actions, file) && (
              <Button type="link" size="small" danger onClick={() => actions.remove?.(file)}>
                {env.t('files.delete')}
              </Button>
            )}
          </div>
        </Card>
      ))}
    </div>
  );
}
