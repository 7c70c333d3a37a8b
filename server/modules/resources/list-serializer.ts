import { SlotBytes } from '../../db/answer-slots.js';
import { JsonRows } from './json-rows.js';

/**
 * Writes a list route's answer. Row objects go through the engine's JSON.stringify (faster on open objects
 * than a compiled serializer walking each property); a big page's rows, already JSON text from the database
 * (json-rows.ts), are spliced in as they are, never parsed or walked on the event loop.
 */
export function serializeListAnswer(answer: unknown): string | Buffer {
  const data = (answer as { data?: { data?: unknown } } | null)?.data;
  if (!(data?.data instanceof JsonRows)) return JSON.stringify(answer);
  const { data: rows, ...rest } = data;
  // The envelope without its data, then data's other members after the rows: no key of theirs is searched for.
  const head = JSON.stringify({ ...(answer as object), data: undefined });
  const tail = JSON.stringify(rest);
  const before = `${head === '{}' ? '{' : `${head.slice(0, -1)},`}"data":{"data":`;
  const after = `${tail === '{}' ? '}' : `,${tail.slice(1)}`}}`;
  if (typeof rows.json === 'string') return before + rows.json + after;
  if (rows.json instanceof SlotBytes) {
    // In an answer slot: the envelope is written around the rows in place, and the slot itself is sent.
    const framed = rows.json.framed(Buffer.from(before), Buffer.from(after));
    if (framed) return framed;
    const copied = Buffer.concat([Buffer.from(before), rows.json.body, Buffer.from(after)]);
    rows.json.release();
    return copied;
  }
  // Bytes from a read thread: one copy into the answer, no encoding on the event loop.
  return Buffer.concat([Buffer.from(before), rows.json, Buffer.from(after)]);
}
