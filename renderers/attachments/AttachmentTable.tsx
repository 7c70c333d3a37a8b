import { Button, Table, Tooltip } from 'antd';
import { useEnv } from '../../registry';
import { canDownload, canRemove, type FileActions } from './file-actions';
import { shortName, sizeText } from '../core/file-shared/format';
import type { ListedFile } from './super-edit';
import { ChangeTag } from './ChangeTag';

/** The desktop list (spec 001 screen 19): 序号, 名称 (cut, the full name in a tooltip), 大小, 备注 ('无'), 上传时间, 操作. */
export function AttachmentTable({ files, actions, loading }: { files: readonly ListedFile[]; actions: FileActions; loading: boolean }) {
  const env = useEnv();
  return (
    <Table<ListedFile>
      data-testid="attachment-list"
      size="small"
      rowKey={(row) => `${row.file.id}:${row.change ?? ''}`}
      loading={loading}
      pagination={false}
      dataSource={[...files]}
      locale={{ emptyText: env.t('files.noData') }}
      columns={[
        { key: 'index', title: env.t('files.index'), width: 70, render: (_, __, i) => i + 1 },
        {
          key: 'name',
          title: env.t('files.name'),
          render: (_, { file, change }) => (
            <>
              <Tooltip title={file.name}>
                <span data-testid="file-name" style={change === 'removed' ? { textDecoration: 'line-through', color: 'rgba(0,0,0,0.45)' } : undefined}>
                  {shortName(file.name)}
                </span>
              </Tooltip>
              <ChangeTag change={change} />
            </>
          ),
        },
        { key: 'size', title: env.t('files.size'), width: 110, render: (_, { file }) => sizeText(file.size) },
        { key: 'remark', title: env.t('files.remark'), render: (_, { file }) => file.remarks || env.t('files.none') },
        { key: 'time', title: env.t('files.time'), width: 170, render: (_, { file }) => file.upload_time || '/' },
        {
          key: 'actions',
          title: env.t('files.actions'),
          width: 260,
          // A removed file is gone from the server: nothing to do with it.
          render: (_, { file, change }) =>
            change === 'removed' ? null : (
              <span style={{ whiteSpace: 'nowrap' }}>
                <Button type="link" size="small" onClick={() => actions.preview(file)}>
                  {env.t('files.preview')}
                </Button>
                {canDownload(file) && (
                  <Button type="link" size="small" onClick={() => actions.download(file)}>
                    {env.t('files.download')}
                  </Button>
                )}
                {actions.editRemarks && (
                  <Button type="link" size="small" onClick={() => actions.editRemarks?.(file)}>
                    {env.t('files.editRemark')}
                  </Button>
                )}
                {canRemove(actions, file) && (
                  <Button type="link" size="small" danger onClick={() => actions.remove?.(file)}>
                    {env.t('files.delete')}
                  </Button>
                )}
              </span>
            ),
        },
      ]}
    />
  );
}
