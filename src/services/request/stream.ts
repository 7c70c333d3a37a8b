import { ApiCodeError, type RequestOptions } from '../../../registry/env';
import { classify, type Envelope } from './error-catalogue';
import type { RequestClientOptions } from './options';
import { readChunks } from './sse';
import { encodeQuery, SYSTEM_ERROR, type Transport } from './transport';

export type StreamOptions = RequestOptions & { onChunk(chunk: unknown): void };

/**
 * A server-sent stream (GET or POST): chunks separated by the marker, each parsed as JSON and handed
 * to `onChunk` as it arrives. Resolves when the server ends the stream.
 */
export async function openStream(transport: Transport, options: RequestClientOptions, url: string, init: StreamOptions): Promise<void> {
  const bodyText = init.body === undefined ? '' : JSON.stringify(init.body);
  const query = new URLSearchParams(Object.entries(encodeQuery(init.query) ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const response = await transport.fetch(`${transport.baseOf(url)}${url}${query ? `?${query}` : ''}`, {
    method: init.method ?? 'GET',
    headers: { ...(await options.headers(url, bodyText)), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), accept: 'text/event-stream' },
    body: init.body === undefined ? undefined : bodyText,
    signal: init.signal,
  });
  if (!response.ok || !response.body) {
    options.ui.systemError(`HTTP ${response.status} ${url}`);
    throw new ApiCodeError(SYSTEM_ERROR, `HTTP ${response.status}`);
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    // Refused before streaming: an ordinary envelope, handled like any other answer.
    const envelope = (await response.json()) as Envelope;
    const outcome = classify(envelope, { path: url, messageHide: init.messageHide });
    if (outcome.kind === 'logged-out') options.ui.loggedOut(outcome.text);
    else if (outcome.kind === 'toast') options.ui.toast(outcome.text);
    throw new ApiCodeError(envelope.code, envelope.msg ?? '', envelope.data ?? null);
  }
  await readChunks(response.body, init.onChunk);
}
