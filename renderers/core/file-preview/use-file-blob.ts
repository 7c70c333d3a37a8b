import { useEffect, useState } from 'react';
import { useEnv, type RendererEnv } from '../../../registry';
import type { PreviewSource } from './preview-source';

/** The bytes of a data: address, decoded here: nothing to fetch (and the CSP's connect-src has no data:). */
export function dataUrlBlob(url: string): Blob {
  const comma = url.indexOf(',');
  const head = url.slice(5, comma < 0 ? undefined : comma);
  const body = comma < 0 ? '' : url.slice(comma + 1);
  const type = head.split(';')[0] || 'text/plain';
  if (/;base64$/i.test(head)) return new Blob([Uint8Array.from(atob(body), (c) => c.charCodeAt(0))], { type });
  return new Blob([decodeURIComponent(body)], { type });
}

/**
 * Reads the file of a checked source as a Blob: an API path with the session's headers (downloads are never
 * plain links); a blob: address through the same call (the CSP allows connect-src blob:); data: decoded.
 */
export async function readPreviewBlob(env: RendererEnv, source: PreviewSource, signal?: AbortSignal): Promise<Blob> {
  if (source.kind === 'api') return env.request<Blob>(source.path, { query: source.query, responseType: 'blob', messageHide: true, signal });
  if (/^data:/i.test(source.url)) return dataUrlBlob(source.url);
  return env.request<Blob>(source.url, { responseType: 'blob', messageHide: true, signal });
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
