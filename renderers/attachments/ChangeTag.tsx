import { Tag } from 'antd';
import { useEnv } from '../../registry';
import type { FileChange } from './super-edit';

/** A super edit's mark on a file (spec 001 §6 isSuperEdit): 新增 in green, 已删除 in red; nothing when unchanged. */
export function ChangeTag({ change }: { change?: FileChange }) {
  const env = useEnv();
  if (!change) return null;
  return (
    <Tag data-testid={`file-${change}`} color={change === 'added' ? 'success' : 'error'} style={{ marginLeft: 8 }}>
      {env.t(change === 'added' ? 'files.added' : 'files.removed')}
    </Tag>
  );
}
