import { useEffect, useRef } from 'react';
import type { FileOwner } from '../core/file-shared/api';

/**
 * A record's files shown twice on one page (the 合同资料 items and the 附件信息 list) stay in step: a view that
 * uploads, deletes or edits a file says so here, and the record's other views ask for its files again. Only
 * views of this page hear it (a module of the renderers, no service): the server stays the one truth.
 */
const channel = new EventTarget();
const keyOf = (owner: Pick<FileOwner, 'resource' | 'dataId'>) => `${owner.resource}:${owner.dataId}`;

interface Change {
  key: string;
  origin: object;
}

/** `origin` (the telling view's own token) changed the record's files. */
export function announceFilesChanged(owner: Pick<FileOwner, 'resource' | 'dataId'>, origin: object): void {
  channel.dispatchEvent(new CustomEvent<Change>('change', { detail: { key: keyOf(owner), origin } }));
}

/** Calls `onChange` when another view than `origin` changed the record's files. */
export function useFilesChanged(owner: Pick<FileOwner, 'resource' | 'dataId'>, origin: object, onChange: () => void): void {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const key = keyOf(owner);
  useEffect(() => {
    const listener = (event: Event) => {
      const change = (event as CustomEvent<Change>).detail;
      if (change.key === key && change.origin !== origin) onChangeRef.current();
    };
    channel.addEventListener('change', listener);
    return () => channel.removeEventListener('change', listener);
  }, [key, origin]);
}
