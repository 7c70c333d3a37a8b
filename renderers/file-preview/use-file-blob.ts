import { useEffect, useState } from 'react';
import { useEnv, type RendererEnv } from '../../registry';
import type { PreviewSource } from './preview-source';

/** Reads the file of a checked source as a Blob, with the session's headers (downloads are never plain links). */
export function readPreviewBlob(env: RendererEnv, source: PreviewSource, signal?: AbortSignal): Promise<Blob> {
  return source.kind === 'api'
    ? env.request<Blob>(source.path, { query: source.query, responseType: 'blob', messageHide: true, signal })
    : env.request<Blob>(source.url, { responseType: 'blob', messageHide: true, signal });
}

export type BlobState = { status: 'loading' } | { status: 'ready'; blob: Blob } | { status: 'failed'; error: unknown } | { status: 'idle' };

/** The file of `source` once fetched; idle without a source. A changed source or unmount aborts the call. */
export function useFileBlob(source: PreviewSource | null): BlobState {
  const env = useEnv();
  const [state, setState] = useState<{ source: PreviewSource | null; value: BlobState }>({ source: null, value: { status: 'idle' } });
  useEffect(() => {
    if (!source) return;
    const controller = new AbortController();
    readPreviewBlob(env, source, controller.signal).then(
      (blob) => !controller.signal.aborted && setState({ source, value: { status: 'ready', blob } }),
      (error: unknown) => !controller.signal.aborted && setState({ source, value: { status: 'failed', error } }),
    );
    return () => controller.abort();
  }, [env, source]);
  if (!source) return { status: 'idle' };
  // Until this source's answer arrives, the last source's answer is not shown.
  return state.source === source ? state.value : { status: 'loading' };
}
