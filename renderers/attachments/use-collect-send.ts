import { useState } from 'react';
import { ApiCodeError, type RendererEnv } from '../../registry';
import type { CollectItem } from '../../schemas/generated/attachment-collect';
import { DEFAULT_COMPRESSION, uploadFile, type Attachment, type FileOwner } from '../core/file-shared/api';
import { compressStep } from '../core/file-shared/compress-step';
import type { Sending } from './CollectedFiles';
import type { CollectedFile, useCollectedFiles } from './use-collected-files';

type Collected = Pick<ReturnType<typeof useCollectedFiles>, 'filesRef' | 'change' | 'told' | 'unmounted'>;

/**
 * Sending a file for a required item: its progress or failure per item, the file listed once stored, and a PDF's
 * compression noted on it when it is done (the compression never fails the upload: the file stays as sent).
 */
export function useCollectSend(env: RendererEnv, owner: FileOwner, compress: boolean, { filesRef, change, told, unmounted }: Collected) {
  const [sending, setSending] = useState<Record<string, Sending>>({});
  const send = async (item: CollectItem, file: File) => {
    const signal = unmounted.current.signal;
    setSending((all) => ({ ...all, [item.prop]: { percent: 0 } }));
    let stored: Attachment;
    try {
      stored = await uploadFile(env, {
        owner,
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
    const after = compress ? compressStep(env, DEFAULT_COMPRESSION, owner.permsId)(stored, file, signal) : null;
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

  return { sending, send };
}
