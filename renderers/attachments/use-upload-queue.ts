import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiCodeError } from '../../registry';
import type { Attachment } from '../core/file-shared/api';
import type { Finished } from '../core/file-shared/compress-step';

/** One file of the upload dialog: sending (with its percent), being compressed, sent, or failed with the reason shown. */
export interface QueueEntry {
  uid: string;
  file: File;
  percent: number;
  status: 'uploading' | 'compressing' | 'done' | 'failed';
  /** Why it failed: the server's message (a 4415 refusal word for word), or the dialog's own. */
  error?: string;
  /** What the step after the upload said (compressed from and to, or why the file was kept as sent). */
  note?: string;
  noteIsWarning?: boolean;
}

export interface QueueOptions {
  send(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<Attachment>;
  onUploaded(file: Attachment): void;
  /** A step after a file is stored (PDF compression), or null for none: the file is stored whatever it answers. */
  finish?(stored: Attachment, file: File, signal: AbortSignal): Promise<Finished> | null;
  /** The text of a failure that is not the server's refusal (no answer, cancelled). */
  failureText(error: unknown, cancelled: boolean): string;
}

let counter = 0;

/**
 * The dialog's files in flight (spec 001 §5 Upload): each sends on its own with its progress and its cancel
 * (an AbortController per file); a failed one stays, in red, until it is sent again or removed. Unmounting
 * cancels whatever still runs.
 */
export function useUploadQueue({ send, onUploaded, finish, failureText }: QueueOptions) {
  const [entries, setEntries] = useState<QueueEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const latest = useRef({ send, onUploaded, finish, failureText });
  useEffect(() => {
    latest.current = { send, onUploaded, finish, failureText };
  });

  const patch = useCallback((uid: string, change: Partial<QueueEntry>) => {
    setEntries((all) => all.map((entry) => (entry.uid === uid ? { ...entry, ...change } : entry)));
  }, []);

  const run = useCallback(
    (uid: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(uid, controller);
      latest.current
        .send(file, (percent) => patch(uid, { percent }), controller.signal)
        .then(
          async (stored) => {
            const after = latest.current.finish?.(stored, file, controller.signal) ?? null;
            if (after) {
              patch(uid, { status: 'compressing', percent: 100 });
              // The file is stored: a failed step after it still lists it, as sent.
              const finished = await after.catch((): Finished => ({ file: stored }));
              patch(uid, { status: 'done', note: finished.note, noteIsWarning: finished.warning });
              latest.current.onUploaded(finished.file);
              return;
            }
            patch(uid, { status: 'done', percent: 100 });
            latest.current.onUploaded(stored);
          },
          (error: unknown) => {
            const cancelled = controller.signal.aborted;
            const text = error instanceof ApiCodeError && error.code > 0 && error.message ? error.message : latest.current.failureText(error, cancelled);
            patch(uid, { status: 'failed', error: text });
          },
        )
        .finally(() => controllers.current.delete(uid));
    },
    [patch],
  );

  const add = useCallback(
    (file: File) => {
      counter += 1;
      const uid = `upload-${counter}`;
      setEntries((all) => [...all, { uid, file, percent: 0, status: 'uploading' }]);
      run(uid, file);
    },
    [run],
  );

  const retry = useCallback(
    (uid: string) => {
      const entry = entries.find((e) => e.uid === uid);
      if (!entry || entry.status !== 'failed') return;
      patch(uid, { status: 'uploading', percent: 0, error: undefined });
      run(uid, entry.file);
    },
    [entries, patch, run],
  );

  const cancel = useCallback((uid: string) => controllers.current.get(uid)?.abort(), []);
  const remove = useCallback((uid: string) => {
    controllers.current.get(uid)?.abort();
    setEntries((all) => all.filter((entry) => entry.uid !== uid));
  }, []);
  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    setEntries([]);
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { entries, add, retry, cancel, remove, clear };
}
