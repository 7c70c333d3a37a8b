import { Button, Progress } from 'antd';
import { useEnv } from '../../registry';
import type { CollectedFile } from './use-collected-files';

/** An item's upload under way (its progress), or the reason it failed. */
export type Sending = { percent: number } | { error: string };

interface CollectedFilesProps {
  files: readonly CollectedFile[];
  state: Sending | undefined;
  disabled: boolean;
  onRemove(file: CollectedFile): void;
}

/** One item's cell of files: each file (delete, and the compression's note), then its upload's progress or failure. */
export function CollectedFiles({ files, state, disabled, onRemove }: CollectedFilesProps) {
  const env = useEnv();
  return (
    <div>
      {files.map((file) => (
        <div key={file.id} data-testid="collected-file">
          {file.name}
          {!disabled && (
            <Button type="link" size="small" danger onClick={() => onRemove(file)}>
              {env.t('files.delete')}
            </Button>
          )}
          {file.note && (
            <div data-testid="collected-note" style={{ fontSize: 12, color: file.noteIsWarning ? '#faad14' : 'rgba(0,0,0,0.45)' }}>
              {file.note}
            </div>
          )}
        </div>
      ))}
      {state && 'percent' in state && (
        <div>
          {env.t('files.dialog.uploading')}
          <Progress percent={state.percent} status="active" size="small" />
        </div>
      )}
      {state && 'error' in state && (
        <div data-testid="collect-error" style={{ color: '#ff4d4f' }}>
          {env.t('files.dialog.failed')} {state.error}
        </div>
      )}
    </div>
  );
}
