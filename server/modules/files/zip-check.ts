import { crc32, createInflateRaw } from 'node:zlib';
import { ApiError, Code } from '../../http/envelope.js';

/** Uncompressed bytes an .xlsx may hold per stored byte, and in all: a zip bomb expands far past both. */
export const MAX_RATIO = 60;
export const MAX_UNCOMPRESSED = 2 * 1024 * 1024 * 1024;

/** One entry of the archive, as its central directory declares it; `dataAt` is where its stored bytes start. */
export interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  crc: number;
  dataAt: number;
}

const notXlsx = () => new ApiError(Code.FILE_REFUSED, 'importNotXlsx');
const tooLarge = () => new ApiError(Code.FILE_REFUSED, 'importTooLarge');

/** What a caller answers for an archive it cannot read (`broken`) and for one that expands too far (`tooLarge`). */
export interface ZipFaults {
  broken(): ApiError;
  tooLarge(): ApiError;
}

/** An import's answers (the reader is also the upload's, files/office.ts, with answers of its own). */
const IMPORT_FAULTS: ZipFaults = { broken: notXlsx, tooLarge };

/**
 * Reads a zip's central directory (the end record, then every entry's sizes) without inflating anything, and
 * refuses an archive that would expand past the limits or hides its sizes (zip64 markers): the reader never
 * starts on a declared bomb. What an entry really inflates to is checked by `verifyInflated`.
 */
export function checkZip(bytes: Buffer, faults: ZipFaults = IMPORT_FAULTS): ZipEntry[] {
  // The end-of-central-directory record: within the last 64 KiB + 22 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw faults.broken();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || at >= bytes.length) throw faults.broken();
  let total = 0;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw faults.broken();
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || size === 0xffffffff) throw faults.tooLarge();
    total += size;
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw faults.broken();
    const dataAt = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (dataAt + compressed > bytes.length) throw faults.broken();
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method: bytes.readUInt16LE(at + 10), compressed, size, crc: bytes.readUInt32LE(at + 16), dataAt });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (total > MAX_UNCOMPRESSED || total > Math.max(bytes.length, 1024 * 1024) * MAX_RATIO) throw faults.tooLarge();
  return entries;
}

/**
 * Inflates an entry only to count it, never holding more than one piece: an archive that says a small size and
 * inflates to more (a lying zip bomb) is refused as too large once it passes the size it declared, and one
 * that is cut short or broken as not an .xlsx. The reader then inflates exactly the bytes counted here.
 */
export async function verifyInflated(bytes: Buffer, entry: ZipEntry, faults: ZipFaults = IMPORT_FAULTS): Promise<void> {
  await inflateEntry(bytes, entry, faults, null);
}

/**
 * The first `max` bytes an entry inflates to (the whole entry when it is smaller), inflating no further: what a
 * check reads of a part to know what it is. The same refusals as `verifyInflated` for what was inflated.
 */
export function inflatedHead(bytes: Buffer, entry: ZipEntry, max: number, faults: ZipFaults = IMPORT_FAULTS): Promise<Buffer> {
  return inflateEntry(bytes, entry, faults, max);
}

/** Inflates `entry`: all of it, keeping nothing (`head` null), or until `head` bytes are kept. */
function inflateEntry(bytes: Buffer, entry: ZipEntry, faults: ZipFaults, head: number | null): Promise<Buffer> {
  const data = bytes.subarray(entry.dataAt, entry.dataAt + entry.compressed);
  if (entry.method === 0) return entry.compressed === entry.size ? Promise.resolve(data.subarray(0, head ?? 0)) : Promise.reject(faults.broken());
  if (entry.method !== 8) return Promise.reject(faults.broken());
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    const kept: Buffer[] = [];
    let count = 0;
    let settled = false;
    const settle = (error?: ApiError) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      if (error) reject(error);
      else resolve(Buffer.concat(kept).subarray(0, head ?? 0));
    };
    inflate.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count > entry.size) settle(faults.tooLarge());
      else if (head !== null) {
        kept.push(chunk);
        if (count >= head) settle();
      }
    });
    inflate.on('end', () => settle(count === entry.size ? undefined : faults.broken()));
    inflate.on('error', () => settle(faults.broken()));
    inflate.end(data);
  });
}

/**
 * A zip record's header for `entry` (its sizes and method those of the central directory, no data descriptor):
 * the local header (signature 0x04034b50, 30 bytes) or the central directory's entry (0x02014b50, 46 bytes,
 * with the local record's `offset`). Both hold the same fields in the same order, the central one two bytes on.
 */
function recordHeader(entry: SheetPart['entry'], central?: { offset: number }): Buffer {
  const name = Buffer.from(entry.name, 'utf8');
  const size = central ? 46 : 30;
  const header = Buffer.alloc(size + name.length);
  header.writeUInt32LE(central ? 0x02014b50 : 0x04034b50, 0);
  if (central) header.writeUInt16LE(20, 4); // made by
  const at = central ? 6 : 4;
  header.writeUInt16LE(20, at); // needed to read
  header.writeUInt16LE(0x0800, at + 2); // the name is UTF-8
  header.writeUInt16LE(entry.method, at + 4);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressed, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(name.length, at + 22);
  if (central) header.writeUInt32LE(central.offset, 42);
  name.copy(header, size);
  return header;
}

const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** A part of the stream `sheetZip` writes: its header fields and its stored bytes (a view of the file's). */
export interface SheetPart {
  entry: Pick<ZipEntry, 'name' | 'method' | 'compressed' | 'size' | 'crc'>;
  data: Buffer;
}

/**
 * The parts of an .xlsx the sheet reader needs, in the order it reads them without a temporary file: the
 * workbook's relations, the workbook, the shared strings (an empty table when the sheet writes its strings
 * inline), the styles, then the first worksheet. exceljs's streaming reader copies a sheet that comes before the
 * shared strings to a temporary file and deletes it only when every sheet has been read, which a reader of the
 * first sheet never reaches. Each part is checked by `verifyInflated` here, before any reading starts; the parts
 * not read (other sheets, pictures, properties) are never inflated at all.
 */
export async function sheetParts(bytes: Buffer): Promise<SheetPart[]> {
  const entries = checkZip(bytes);
  const named = (name: string) => entries.find((entry) => entry.name === name);
  const rels = named('xl/_rels/workbook.xml.rels');
  const workbook = named('xl/workbook.xml');
  const sheet = entries.find((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry.name));
  if (!rels || !workbook || !sheet) throw notXlsx();
  const sharedStrings = named('xl/sharedStrings.xml');
  const found = [rels, workbook, sharedStrings, named('xl/styles.xml'), sheet].filter((part) => part !== undefined);
  for (const entry of found) await verifyInflated(bytes, entry);
  const parts: SheetPart[] = found.map((entry) => ({ entry, data: bytes.subarray(entry.dataAt, entry.dataAt + entry.compressed) }));
  if (!sharedStrings) {
    const empty = { name: 'xl/sharedStrings.xml', method: 0, compressed: EMPTY_SHARED_STRINGS.length, size: EMPTY_SHARED_STRINGS.length, crc: crc32(EMPTY_SHARED_STRINGS) };
    parts.splice(parts.length - 1, 0, { entry: empty, data: EMPTY_SHARED_STRINGS });
  }
  return parts;
}

/**
 * The parts as a whole zip stream, 64 KiB a turn: their local records, then the central directory and its end
 * record. The reader (unzipper) needs the end: a stream that stops after the last record fails it with
 * FILE_ENDED, which exceljs throws at its next turn, after the sheet's last rows.
 */
export async function* sheetZip(parts: SheetPart[]): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const { entry, data } of parts) {
    const header = recordHeader(entry);
    central.push(recordHeader(entry, { offset }));
    offset += header.length + data.length;
    yield header;
    for (let at = 0; at < data.length; at += 64 * 1024) {
      yield data.subarray(at, at + 64 * 1024);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}
