import { Table } from 'antd';
import { useEnv } from '../../registry';
import { safeUrl } from '../../rules';

/** A stored file of a document (spec 001 §3 form record `attachment`). */
export interface AttachmentItem {
  name: string;
  size?: number;
  remark?: string;
  created_at?: string;
  url?: string;
  /** Not downloadable (spec 001 §6 not_down). */
  not_down?: boolean;
}

/** The document's files as its record lists them: anything not a file entry is left out. */
export function attachmentsOf(value: unknown): AttachmentItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is AttachmentItem => item !== null && typeof item === 'object' && typeof (item as AttachmentItem).name === 'string');
}

function sizeText(bytes: number | undefined): string {
  if (bytes === undefined) return '/';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * The 附件信息 tab of the detail shell (spec 001 screens 14 and 19): serial number, name, size, remarks
 * ('无' when empty), upload time and download, read-only; 暂无数据 without files.
 */
export function AttachmentList({ files }: { files: readonly AttachmentItem[] }) {
  const env = useEnv();
  return (
    <Table<AttachmentItem>
      data-testid="attachment-list"
      size="small"
      rowKey={(file) => `${file.name}:${file.created_at ?? ''}`}
      pagination={false}
      dataSource={[...files]}
      locale={{ emptyText: env.t('form.noData') }}
      columns={[
        { key: 'index', title: env.t('form.attachment.index'), width: 70, render: (_, __, i) => i + 1 },
        { key: 'name', title: env.t('form.attachment.name'), dataIndex: 'name' },
        { key: 'size', title: env.t('form.attachment.size'), width: 110, render: (_, file) => sizeText(file.size) },
        { key: 'remark', title: env.t('form.attachment.remark'), render: (_, file) => (file.remark ? file.remark : env.t('form.attachment.none')) },
        { key: 'time', title: env.t('form.attachment.time'), width: 170, render: (_, file) => file.created_at ?? '/' },
        {
          key: 'actions', title: env.t('form.attachment.actions'), width: 90,
          render: (_, file) => {
            // Only web and same-site addresses become links: a stored `javascript:` address never runs.
            const href = file.not_down ? null : safeUrl(file.url);
            return href ? <a href={href} download={file.name}>{env.t('form.attachment.download')}</a> : null;
          },
        },
      ]}
    />
  );
}
