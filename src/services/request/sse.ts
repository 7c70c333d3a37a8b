/** The marker between server-sent chunks (server/http/sse.ts writes the same). */
export const SSE_MARKER = '\n\n';

/**
 * Splits a text stream into chunks at the marker and parses each as JSON, calling `onChunk` in order.
 * A chunk cut across reads is kept until its marker arrives; `data: ` prefixes (EventSource style) are
 * accepted. Resolves when the stream ends.
 */
export async function readChunks(body: ReadableStream<Uint8Array>, onChunk: (chunk: unknown) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const flush = (text: string) => {
    const payload = text
      .split('\n')
      .map((line) => line.replace(/^data: ?/, ''))
      .join('\n')
      .trim();
    if (payload) onChunk(JSON.parse(payload));
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let at = buffer.indexOf(SSE_MARKER);
    while (at >= 0) {
      flush(buffer.slice(0, at));
      buffer = buffer.slice(at + SSE_MARKER.length);
      at = buffer.indexOf(SSE_MARKER);
    }
  }
  flush(buffer + decoder.decode());
}
