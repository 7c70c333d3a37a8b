import { useEffect, useRef, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { CollectItem } from '../../schemas/generated/attachment-collect';
import { listFiles, type Attachment, type FileOwner } from '../core/file-shared/api';
import { announceFilesChanged, useFilesChanged } from './file-changes';

/** A collected file: the stored attachment's id and name. */
export interface CollectedFile {
  id: number;
  name: string;
  /** What the compression said of a PDF uploaded here (compressed from and to, or why it was kept as sent). */
  note?: string;
  noteIsWarning?: boolean;
}

export type FilesByItem = Record<string, CollectedFile[]>;

/** Each item's files: those given, then the stored ones uploaded for it (by `item`), each once. */
export function filesByItem(items: readonly CollectItem[], given: Readonly<FilesByItem>, stored: readonly Attachment[]): FilesByItem {
  return Object.fromEntries(
    items.map((item) => {
      const own = given[item.prop] ?? [];
      const more = stored.filter((file) => file.item === item.prop && !own.some((f) => f.id === file.id)).map((file) => ({ id: file.id, name: file.name }));
      return [item.prop, [...own, ...more]];
    }),
  );
}

/**
 * The files of a required-items table, per item: those the schema gives, then the record's (loaded, and loaded
 * again when another view of the record's files changes them). `change` sets them and tells the form; `told`
 * tells the other views; `unmounted` aborts what is still running when the table goes away.
 */
export function useCollectedFiles(env: RendererEnv, owner: FileOwner, items: readonly CollectItem[], onChange?: (files: FilesByItem) => void) {
  const { resource, dataId, permsId, pending } = owner;
  const [files, setFiles] = useState<FilesByItem>(() => Object.fromEntries(items.map((item) => [item.prop, item.files ?? []])));
  // The latest files, for changes that land after an await (an upload, the first load): each builds on the last.
  const filesRef = useRef(files);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });
  // Uploads and compressions still running when the table goes away stop there and tell no one.
  const unmounted = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    unmounted.current = controller;
    return () => controller.abort();
  }, []);

  // Told to the form outside any state update: a parent's state set inside one would warn (setState in render).
  function change(next: FilesByItem) {
    filesRef.current = next;
    setFiles(next);
    onChangeRef.current?.(next);
  }

  // The record's files, each under the item it was uploaded for (its `item`), beside those the schema gives.
  const itemKeys = items.map((item) => item.prop).join(',');
  useEffect(() => {
    const controller = new AbortController();
    listFiles(env, { resource, dataId, permsId, pending }, controller.signal).then(
      (stored) => {
        if (!controller.signal.aborted) change(filesByItem(itemsRef.current, filesRef.current, stored));
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
  return { files, filesRef, change, told, unmounted };
}
