import { ApiError, Code } from '../../http/envelope.js';

/** Uncompressed bytes an .xlsx may hold per stored byte, and in all: a zip bomb expands far past both. */
export const MAX_RATIO = 60;
export const MAX_UNCOMPRESSED = 2 * 1024 * 1024 * 1024;

/**
 * Reads a zip's central directory (the end record, then every entry's sizes) without inflating anything, and
 * refuses an archive that would expand past the limits or hides its sizes (zip64 markers): the reader never
 * starts on a bomb. Answers the entries' names.
 */
export function checkZip(bytes: Buffer): string[] {
  const refuse = () => new ApiError(Code.FILE_REFUSED, 'importNotXlsx');
  // The end-of-central-directory record: within the last 64 KiB + 22 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 65_557); at--) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) throw refuse();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || at >= bytes.length) throw refuse();
  let total = 0;
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw refuse();
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    if (compressed === 0xffffffff || size === 0xffffffff) throw new ApiError(Code.FILE_REFUSED, 'importTooLarge');
    total += size;
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (total > MAX_UNCOMPRESSED || total > Math.max(bytes.length, 1024 * 1024) * MAX_RATIO) throw new ApiError(Code.FILE_REFUSED, 'importTooLarge');
  return names;
}
