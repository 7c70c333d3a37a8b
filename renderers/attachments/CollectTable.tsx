import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Table, Upload, type UploadProps } from 'antd';
import { useEffect, useState } from 'react';
import { ApiCodeError, failureText, pickLabel, useEnv } from '../../registry';
import type { AttachmentCollectSchema, CollectItem } from '../../schemas/generated/attachment-collect';
import { deleteFile, nameLengthSetting, SCENE_TYPES, uploadFile, type FileOwner } from './api';
import { refusalOf, DEFAULT_MAX_MB } from './upload-rules';

/** A collected file: the stored attachment's id and name. */
export interface CollectedFile {
  id: number;
  name: string;
}

/** Spec 001 §5: each item takes one file unless it says more. */
export const DEFAULT_ITEM_LIMIT = 1;

type Sending = { percent: number } | { error: string };

export interface CollectTableProps extends FileOwner {
  items: readonly CollectItem[];
  disabled?: boolean;
  /** Hears the files per item prop after every upload and delete (a form stores them). */
  onChange?(files: Record<string, CollectedFile[]>): void;
}

/**
 * The simple required-items table (spec 001 screen 19): each item's name (a red star when required), its
 * type 文件 or 图片 with that type's accept list, its files and an upload button; an item holds at most its
 * limit (default 1: 该栏目最多只能上传{n}个附件). Files are stored on the record (scene file or image).
 */
export function CollectTable({ resource, dataId, permsId, items, disabled = false, onChange }: CollectTableProps) {
  const env = useEnv();
  const [files, setFiles] = useState<Record<string, CollectedFile[]>>(() => Object.fromEntries(items.map((item) => [item.prop, item.files ?? []])));
  const [sending, setSending] = useState<Record<string, Sending>>({});
  const [nameLength, setNameLength] = useState(100);
  useEffect(() => {
    let live = true;
    if (!disabled) void nameLengthSetting(env).then((n) => live && setNameLength(n));
    return () => {
      live = false;
    };
  }, [disabled, env]);

  const change = (next: Record<string, CollectedFile[]>) => {
    setFiles(next);
    onChange?.(next);
  };

  const send = (item: CollectItem, file: File) => {
    setSending((all) => ({ ...all, [item.prop]: { percent: 0 } }));
    uploadFile(env, {
      owner: { resource, dataId, permsId },
      file,
      scene: item.kind,
      onProgress: (percent) => setSending((all) => ({ ...all, [item.prop]: { percent } })),
      signal: new AbortController().signal,
    }).then(
      (stored) => {
        setSending((all) => Object.fromEntries(Object.entries(all).filter(([prop]) => prop !== item.prop)));
        setFiles((all) => {
          const next = { ...all, [item.prop]: [...(all[item.prop] ?? []), { id: stored.id, name: stored.name }] };
          onChange?.(next);
          return next;
        });
      },
      (error: unknown) => {
        // The server's refusal word for word (spec 001 §8); anything else is the generic failure.
        const text = error instanceof ApiCodeError && error.code > 0 && error.message ? error.message : env.t('files.rules.failed');
        setSending((all) => ({ ...all, [item.prop]: { error: text } }));
      },
    );
  };

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
      await deleteFile(env, file.id, permsId);
      change({ ...files, [item.prop]: (files[item.prop] ?? []).filter((f) => f.id !== file.id) });
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
      columns={[
        {
          key: 'name',
          title: env.t('files.collect.name'),
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
          render: (_, item) => {
            const state = sending[item.prop];
            return (
              <div>
                {(files[item.prop] ?? []).map((file) => (
                  <div key={file.id} data-testid="collected-file">
                    {file.name}
                    {!disabled && (
                      <Button type="link" size="small" danger onClick={() => void remove(item, file)}>
                        {env.t('files.delete')}
                      </Button>
                    )}
                  </div>
                ))}
                {state && 'percent' in state && (
                  <div>
                    {env.t('files.dialog.uploading')}
                    <Progress percent={state.percent} size="small" />
                  </div>
                )}
                {state && 'error' in state && (
                  <div data-testid="collect-error" style={{ color: '#ff4d4f' }}>
                    {env.t('files.dialog.failed')} {state.error}
                  </div>
                )}
              </div>
            );
          },
        },
        {
          key: 'upload',
          title: env.t('files.collect.upload'),
          width: 110,
          render: (_, item) =>
            disabled ? null : (
              <Upload
                accept={SCENE_TYPES[item.kind].map((ext) => `.${ext}`).join(',')}
                fileList={[]}
                showUploadList={false}
                beforeUpload={beforeUpload(item)}
                customRequest={({ file }) => send(item, file as File)}
              >
                <Button size="small" icon={<UploadOutlined />} aria-label={`${env.t('files.collect.upload')} ${pickLabel(env.language, item.label, item.labelEn)}`}>
                  {env.t('files.collect.upload')}
                </Button>
              </Upload>
            ),
        },
      ]}
    />
  );
}

/** The attachment-collect renderer. */
export default function CollectTableRenderer({ schema }: { schema: AttachmentCollectSchema }) {
  return <CollectTable {...schema} />;
}
