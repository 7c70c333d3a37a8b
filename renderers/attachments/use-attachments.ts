import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText, useEnv } from '../../registry';
import type { Attachment } from '../core/file-shared/api';
import { listFiles, type FileOwner } from '../core/file-shared/api';
import { announceFilesChanged, useFilesChanged } from './file-changes';

export type FilesLoad = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; files: Attachment[] };

/**
 * The record's files as file/index answers them, oldest first; `put` and `drop` keep the list in step with an
 * upload, a remarks edit or a delete without asking again.
 */
export function useAttachments({ resource, dataId, permsId, pending }: FileOwner) {
  const env = useEnv();
  const envRef = useRef(env);
  useEffect(() => {
    envRef.current = env;
  }, [env]);
  const [load, setLoad] = useState<FilesLoad>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const env = envRef.current;
    setLoad({ state: 'loading' });
    listFiles(env, { resource, dataId, permsId, pending }, controller.signal).then(
      (files) => !controller.signal.aborted && setLoad({ state: 'ready', files }),
      (error: unknown) => !controller.signal.aborted && setLoad({ state: 'failed', text: failureText(env.t, error, 'files.loadFailed') }),
    );
    return () => controller.abort();
  }, [resource, dataId, permsId, pending, generation]);

  // Another view of the record's files changed them: the list asks again, keeping what it shows meanwhile.
  const [origin] = useState(() => ({}));
  // Only the latest of several asks lands: an older answer arriving late never overwrites a newer one.
  const asked = useRef(0);
  useFilesChanged({ resource, dataId }, origin, () => {
    const ask = ++asked.current;
    void listFiles(envRef.current, { resource, dataId, permsId, pending }).then(
      (files) => ask === asked.current && setLoad({ state: 'ready', files }),
      () => undefined,
    );
  });
  const put = useCallback(
    (file: Attachment) => {
      // A new document's file changed (its remarks, its compressed size): the form's pending list keeps the latest.
      if (dataId === null) pending?.put(file);
      setLoad((current) => {
        if (current.state !== 'ready') return current;
        const known = current.files.some((f) => f.id === file.id);
        return { state: 'ready', files: known ? current.files.map((f) => (f.id === file.id ? file : f)) : [...current.files, file] };
      });
      announceFilesChanged({ resource, dataId }, origin);
    },
    [resource, dataId, pending, origin],
  );
  const drop = useCallback(
    (id: number) => {
      setLoad((current) => (current.state === 'ready' ? { state: 'ready', files: current.files.filter((f) => f.id !== id) } : current));
      announceFilesChanged({ resource, dataId }, origin);
    },
    [resource, dataId, origin],
  );
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, put, drop, reload };
}
