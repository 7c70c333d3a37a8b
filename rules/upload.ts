import { extensionOf } from './files';
import { fillMessage } from './message';
import type { Message } from './message';

/**
 * Upload checks (spec 000 §5; spec 001 §5 "Upload" and "Import"). Each returns the message to show,
 * or null when the file passes. Sizes are bytes; 1 MB is 1024 × 1024 bytes, and a file of exactly the
 * limit passes. Extensions compare case-insensitively ("A.XLSX" is an xlsx file).
 */

export const UPLOAD_MESSAGES = {
  excelOnly: { zh: '文件只能是 xlsx或xls 格式!', en: 'The file must be in xlsx or xls format!' },
  tooLarge: { zh: '文件大小不能超过 {n}MB!', en: 'The file size cannot exceed {n}MB!' },
  unsupportedType: { zh: '不支持该文件类型', en: 'This file type is not supported' },
  notAccepted: { zh: '上传文件只能是{list} 格式', en: 'Only {list} files can be uploaded' },
} as const satisfies Record<string, Message>;

/** Spec 000 §5, 001 §9: the default upload size limit. */
export const DEFAULT_MAX_MB = 10;

/** Spec 001 §5 "Import": xlsx only, at most 10 MB, one file, at most 5000 rows, 1 header line by default. */
export const IMPORT_LIMITS = { extensions: ['xlsx'], maxMb: 10, maxFiles: 1, maxRows: 5000, headerLines: 1 } as const;

export interface FileLike {
  name: string;
  /** Bytes. */
  size: number;
}

const MB = 1024 * 1024;
const EXCEL = ['xlsx', 'xls'];

/** '文件大小不能超过 {n}MB!' when the file is larger than `maxMb` (default 10). */
export function checkFileSize(file: FileLike, maxMb = DEFAULT_MAX_MB): Message | null {
  return file.size > maxMb * MB ? fillMessage(UPLOAD_MESSAGES.tooLarge, { n: maxMb }) : null;
}

/** The Excel upload: xlsx or xls only, then the size limit (default 10 MB). */
export function checkExcelFile(file: FileLike, maxMb = DEFAULT_MAX_MB): Message | null {
  return EXCEL.includes(extensionOf(file.name)) ? checkFileSize(file, maxMb) : UPLOAD_MESSAGES.excelOnly;
}

/**
 * Reads an accept list: an array or a comma-separated text, entries with or without the leading dot
 * (".jpg,.png", ["JPG", "png"]) → ["jpg", "png"]. Decision: extensions only; MIME types such as
 * "image/*" are not understood and are dropped.
 */
export function parseAccept(accept: string | readonly string[]): string[] {
  const entries = typeof accept === 'string' ? accept.split(',') : accept;
  return entries.map((entry) => entry.trim().replace(/^\./, '').toLowerCase()).filter((entry) => entry !== '' && !entry.includes('/'));
}

/**
 * The accept list (spec 001 §5): a name without an extension gives '不支持该文件类型'; an extension
 * outside the list gives '上传文件只能是{list} 格式'. Decisions: the list is shown as the extensions
 * joined by "、" (zh) or ", " (en); an empty list accepts every file.
 */
export function checkAccept(name: string, accept: string | readonly string[]): Message | null {
  const allowed = parseAccept(accept);
  if (allowed.length === 0) return null;
  const extension = extensionOf(name);
  if (extension === '') return UPLOAD_MESSAGES.unsupportedType;
  if (allowed.includes(extension)) return null;
  return {
    zh: fillMessage(UPLOAD_MESSAGES.notAccepted, { list: allowed.join('、') }).zh,
    en: fillMessage(UPLOAD_MESSAGES.notAccepted, { list: allowed.join(', ') }).en,
  };
}

/** The import file (spec 001 §5): xlsx only, at most 10 MB. */
export function checkImportFile(file: FileLike): Message | null {
  return checkAccept(file.name, IMPORT_LIMITS.extensions) ?? checkFileSize(file, IMPORT_LIMITS.maxMb);
}
