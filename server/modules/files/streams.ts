import { Readable } from 'node:stream';
import { SNIFF_BYTES } from './rules.js';

// The upload's stream helpers: the file is never held whole on its way to the storage, except where a check
// needs all of it (keptCopy, for an Office file's central directory).

/**
 * Reads the first SNIFF_BYTES of the file (or all of a smaller one) without losing them: answers that head
 * and a stream of the whole file, head included, that goes on reading where the head stopped.
 */
export async function splitHead(file: Readable): Promise<{ head: Buffer; whole: Readable }> {
  const chunks = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(head);
  async function* rest(): AsyncGenerator<Buffer> {
    yield first;
    if (done) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head: first, whole: Readable.from(rest(), { objectMode: false }) };
}

/** The stream passed on as it is, its bytes kept aside for a check that needs the whole file. */
export function keptCopy(stream: Readable): { stream: Readable; bytes(): Buffer } {
  const chunks: Buffer[] = [];
  async function* pass(): AsyncGenerator<Buffer> {
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      yield chunk as Buffer;
    }
  }
  return { stream: Readable.from(pass(), { objectMode: false }), bytes: () => Buffer.concat(chunks) };
}
