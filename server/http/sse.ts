import type { FastifyReply } from 'fastify';

/** The marker between chunks; src/services/request/sse.ts splits on the same. */
export const SSE_MARKER = '\n\n';

/**
 * Starts a server-sent stream on `reply` and returns a writer of JSON chunks (`data: {...}` then the
 * marker). The caller ends it with `end()`; a client that goes away ends it too (`closed`).
 */
export function openStream(reply: FastifyReply) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  raw.on('close', () => (closed = true));
  return {
    get closed() {
      return closed;
    },
    write(chunk: unknown): void {
      if (!closed) raw.write(`data: ${JSON.stringify(chunk)}${SSE_MARKER}`);
    },
    end(): void {
      if (!closed) raw.end();
      closed = true;
    },
  };
}
