import { UploadOutlined } from '@ant-design/icons';
import { Button, Table, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { failureText, pickLabel, useEnv } from '../../registry';
import type { AttachmentCollectSchema, CollectItem } from '../../schemas/generated/attachment-collect';
import { deleteFile, nameLengthSetting, SCENE_TYPES, type FileOwner } from '../core/file-shared/api';
import { refusalOf, DEFAULT_MAX_MB } from '../core/file-shared/upload-rules';
import { CollectedFiles } from './CollectedFiles';
import { useCollectSend } from './use-collect-send';
import { useCollectedFiles, type CollectedFile, type FilesByItem } from './use-collected-files';

export { filesByItem, type CollectedFile } from './use-collected-files';

/** Spec 001 §5: each item takes one file unless it says more. */
export const DEFAULT_ITEM_LIMIT = 1;

export interface CollectTableProps extends FileOwner {
  items: readonly CollectItem[];
  disabled?: boolean;
  /** Compress an uploaded PDF at quality and size 50 (spec 001 §5: on unless turned off). */
  compress?: boolean;
  /** Hears the files per item prop after every upload and delete (a form stores them). */
  onChange?(files: FilesByItem): void;
}

/**
 * The simple required-items table (spec 001 screen 19): each item's name (a red star when required), its
 * type 文件 or 图片 with that type's accept list, its files and an upload button; an item holds at most its
 * limit (default 1: 该栏目最多只能上传{n}个附件). Files are stored on the record (scene file or image).
 */
export function CollectTable({ resource, dataId, permsId, pending, items, disabled = false, compress = true, onChange }: CollectTableProps) {
  const env = useEnv();
  const { files, filesRef, change, told, unmounted } = useCollectedFiles(env, { resource, dataId, permsId, pending }, items, onChange);
  const { sending, send } = useCollectSend(env, { resource, dataId, permsId, pending }, compress, { filesRef, change, told, unmounted });
  const [nameLength, setNameLength] = useState(100);
  useEffect(() => {
    let live = true;
    if (!disabled) void nameLengthSetting(env).then((n) => live && setNameLength(n));
    return () => {
      live = false;
    };
  }, [disabled, env]);

  const beforeUpload = (item: CollectItem): UploadProps['beforeUpload'] => (file) => {
    const limit = item.limit ?? DEFAULT_ITEM_LIMIT;
    if ((files[item.prop]?.length ?? 0) >= limit) {
      env.notify.warning(env.t('files.rules.itemLimit', { n: limit }));
      return Upload.LIST_IGNORE;
    }
    const refusal = refusalOf(file, { accept: SCENE_TYPES[item.kind], maxMb: DEFAULT_MAX_MB, nameLength });
    if (refusal) {
      env.notify.warning(env.t(refusal.key, refusal.params));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const remove = async (item: CollectItem, file: CollectedFile) => {
    if (!(await env.confirm({ content: env.t('files.deleteConfirm', { name: file.name }) }))) return;
    try {
      await deleteFile(env, file.id, permsId, pending);
      const all = filesRef.current;
      change({ ...all, [item.prop]: (all[item.prop] ?? []).filter((f) => f.id !== file.id) });
      told();
    } catch (error) {
      env.notify.error(failureText(env.t, error, 'files.deleteFailed'));
    }
  };

  return (
    <Table<CollectItem>
      data-testid="attachment-collect"
      size="small"
      rowKey="prop"
      pagination={false}
      dataSource={[...items]}
      // On a phone the table scrolls in its own box rather than squeezing the names to a character a line.
      scroll={{ x: 520 }}
      columns={[
        {
          key: 'name',
          title: env.t('files.collect.name'),
          width: 150,
          render: (_, item) => (
            <span>
              {item.require && (
                <span data-testid="required-star" aria-label={env.t('files.collect.required')} style={{ color: '#ff4d4f', marginRight: 4 }}>
                  *
                </span>
              )}
              {pickLabel(env.language, item.label, item.labelEn)}
            </span>
          ),
        },
        {
          key: 'type',
          title: env.t('files.collect.type'),
          width: 90,
          render: (_, item) => env.t(item.kind === 'image' ? 'files.collect.typeImage' : 'files.collect.typeFile'),
        },
        {
          key: 'file',
          title: env.t('files.collect.file'),
          render: (_, item) => <CollectedFiles files={files[item.prop] ?? []} state={sending[item.prop]} disabled={disabled} onRemove={(file) => void remove(item, file)} />,
        },
        {
          key: 'upload',
          title: env.t('files.collect.upload'),
          width: 110,
          render: (_, item) => {
            if (disabled) return null;
            // One upload at a time per item: its limit is counted on the files it already lists.
            const busy = Boolean(sending[item.prop] && 'percent' in sending[item.prop]);
            return (
              <Upload
                disabled={busy}
                accept={SCENE_TYPES[item.kind].map((ext) => `.${ext}`).join(',')}
                fileList={[]}
                showUploadList={false}
                beforeUpload={beforeUpload(item)}
                customRequest={({ file }) => void send(item, file as File)}
              >
                <Button size="small" icon={<UploadOutlined />} disabled={busy} aria-label={`${env.t('files.collect.upload')} ${pickLabel(env.language, item.label, item.labelEn)}`}>
                  {env.t('files.collect.upload')}
                </Button>
              </Upload>
            );
          },
        },
      ]}
    />
  );
}

/** The attachment-collect renderer. */
export default function CollectTableRenderer({ schema }: { schema: AttachmentCollectSchema }) {
  return <CollectTable {...schema} />;
}
