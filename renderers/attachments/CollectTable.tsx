import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Table, Upload, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiCodeError, failureText, pickLabel, useEnv } from '../../registry';
import type { AttachmentCollectSchema, CollectItem } from '../../schemas/generated/attachment-collect';
import { DEFAULT_COMPRESSION, deleteFile, listFiles, nameLengthSetting, SCENE_TYPES, uploadFile, type Attachment, type FileOwner } from '../core/file-shared/api';
import { announceFilesChanged, useFilesChanged } from './file-changes';
import { compressStep } from '../core/file-shared/compress-step';
import { refusalOf, DEFAULT_MAX_MB } from '../core/file-shared/upload-rules';

/** A collected file: the stored attachment's id and name. */
export interface CollectedFile {
  id: number;
  name: string;
  /** What the compression said of a PDF uploaded here (compressed from and to, or why it was kept as sent). */
  note?: string;
  noteIsWarning?: boolean;
}

/** Spec 001 §5: each item takes one file unless it says more. */
export const DEFAULT_ITEM_LIMIT = 1;

type Sending = { percent: number } | { error: string };

export interface CollectTableProps extends FileOwner {
  items: readonly CollectItem[];
  disabled?: boolean;
  /** Compress an uploaded PDF at quality and size 50 (spec 001 §5: on unless turned off). */
  compress?: boolean;
  /** Hears the files per item prop after every upload and delete (a form stores them). */
  onChange?(files: Record<string, CollectedFile[]>): void;
}

/**
 * The simple required-items table (spec 001 screen 19): each item's name (a red star when required), its
 * type 文件 or 图片 with that type's accept list, its files and an upload button; an item holds at most its
 * limit (default 1: 该栏目最多只能上传{n}个附件). Files are stored on the record (scene file or image).
 */
export function CollectTable({ resource, dataId, permsId, pending, items, disabled = false, compress = true, onChange }: CollectTableProps) {
  const env = useEnv();
  const [files, setFiles] = useState<Record<string, CollectedFile[]>>(() => Object.fromEntries(items.map((item) => [item.prop, item.files ?? []])));
  // The latest files, for changes that land after an await (an upload, the first load): each builds on the last.
  const filesRef = useRef(files);
  const [sending, setSending] = useState<Record<string, Sending>>({});
  const [nameLength, setNameLength] = useState(100);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    let live = true;
    if (!disabled) void nameLengthSetting(env).then((n) => live && setNameLength(n));
    return () => {
      live = false;
    };
  }, [disabled, env]);

  // The record's files, each under the item it was uploaded for (its `item`), beside those the schema gives.
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  const itemKeys = items.map((item) => item.prop).join(',');
  useEffect(() => {
    const controller = new AbortController();
    listFiles(env, { resource, dataId, permsId, pending }, controller.signal).then(
      (stored) => {
        if (controller.signal.aborted) return;
        change(filesByItem(itemsRef.current, filesRef.current, stored));
      },
      // Without the list the table keeps what it was given; an upload or delete still works.
      () => undefined,
    );
    return () => controller.abort();
    // Asked again when the record or its items change, not when a parent hands the same items anew.
  }, [env, resource, dataId, permsId, pending, itemKeys]);
  // Another view of the record's files (the 附件信息 list) changed them: the items show what the record now has.
  const [origin] = useState(() => ({}));
  // Only the latest of several asks lands: an older answer arriving late never overwrites a newer one.
  const asked = useRef(0);
  useFilesChanged({ resource, dataId }, origin, () => {
    const ask = ++asked.current;
    void listFiles(env, { resource, dataId, permsId, pending }).then((stored) => {
      if (unmounted.current.signal.aborted || ask !== asked.current) return;
      const kept = Object.fromEntries(Object.entries(filesRef.current).map(([prop, list]) => [prop, list.filter((f) => stored.some((s) => s.id === f.id))]));
      change(filesByItem(itemsRef.current, kept, stored));
    }, () => undefined);
  });
  const told = () => announceFilesChanged({ resource, dataId }, origin);

  // Told to the form outside any state update: a parent's state set inside one would warn (setState in render).
  function change(next: Record<string, CollectedFile[]>) {
    filesRef.current = next;
    setFiles(next);
    onChangeRef.current?.(next);
  }

  // Uploads and compressions still running when the table goes away stop there and tell no one.
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  const send = async (item: CollectItem, file: File) => {
    const signal = unmounted.current.signal;
    setSending((all) => ({ ...all, [item.prop]: { percent: 0 } }));
    let stored: Attachment;
    try {
      stored = await uploadFile(env, {
        owner: { resource, dataId, permsId, pending },
        file,
        scene: item.kind,
        item: item.prop,
        onProgress: (percent) => setSending((all) => ({ ...all, [item.prop]: { percent } })),
        signal,
      });
    } catch (error) {
      if (signal.aborted) return;
      // The server's refusal word for word (spec 001 §8); anything else is the generic failure.
      const text = error instanceof ApiCodeError && error.code > 0 && error.message ? error.message : env.t('files.rules.failed');
      setSending((all) => ({ ...all, [item.prop]: { error: text } }));
      return;
    }
    if (signal.aborted) return;
    setSending((all) => Object.fromEntries(Object.entries(all).filter(([prop]) => prop !== item.prop)));
    // Listed (and part of the form's value) as soon as it is stored; a PDF is then compressed in place, keeping its
    // id, and its note says how that went (the compression step never fails: the file is kept as sent).
    const after = compress ? compressStep(env, DEFAULT_COMPRESSION, permsId)(stored, file, signal) : null;
    const listed: CollectedFile = { id: stored.id, name: stored.name, ...(after ? { note: env.t('files.dialog.compressing') } : {}) };
    change({ ...filesRef.current, [item.prop]: [...(filesRef.current[item.prop] ?? []), listed] });
    told();
    if (!after) return;
    const finished = await after;
    if (signal.aborted) return;
    const note: CollectedFile = { id: finished.file.id, name: finished.file.name, ...(finished.note ? { note: finished.note, noteIsWarning: finished.warning } : {}) };
    const all = filesRef.current;
    change({ ...all, [item.prop]: (all[item.prop] ?? []).map((f) => (f.id === stored.id ? note : f)) });
    told();
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
          },
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

/** Each item's files: those given, then the stored ones uploaded for it (by `item`), each once. */
export function filesByItem(items: readonly CollectItem[], given: Readonly<Record<string, CollectedFile[]>>, stored: readonly Attachment[]): Record<string, CollectedFile[]> {
  return Object.fromEntries(
    items.map((item) => {
      const own = given[item.prop] ?? [];
      const more = stored.filter((file) => file.item === item.prop && !own.some((f) => f.id === file.id)).map((file) => ({ id: file.id, name: file.name }));
      return [item.prop, [...own, ...more]];
    }),
  );
}

/** The attachment-collect renderer. */
export default function CollectTableRenderer({ schema }: { schema: AttachmentCollectSchema }) {
  return <CollectTable {...schema} />;
}
