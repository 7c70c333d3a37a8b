import { fileTypeFromBuffer } from 'file-type';
import { ApiError, Code } from '../../http/envelope.js';

/**
 * The upload rules of spec 001 §5 and §9 on the server: a scene names the accepted extensions and the size
 * limit; the name is sanitised and its length limited; the content's type is sniffed (file-type) and must be
 * what the extension says. A renamed program is refused whatever its name.
 */

/** Spec 001 §5: image types and office types. */
const IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'] as const;
const OFFICE_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'pdf'] as const;

export interface Scene {
  /** Accepted extensions, lower case, in the order the refusal message lists them. */
  accept: readonly string[];
  /** The size limit in MB (spec 001 §9: 10 by default). */
  maxMb: number;
}

/**
 * The upload scenes (the spec's `scene` field, `default` when absent). `default` takes what an attachment
 * list shows (images and office files); `image` and `file` are the collect table's 图片 and 文件; `excel`
 * is the Excel-upload check (only xlsx or xls, 10 MB). A Map, as every table here looked up by a caller's
 * text: an object answered `__proto__` or `toString` with what it inherits.
 */
export const SCENES: ReadonlyMap<string, Scene> = new Map([
  ['default', { accept: [...IMAGE_TYPES, ...OFFICE_TYPES], maxMb: 10 }],
  ['image', { accept: ['jpg', 'jpeg', 'png'], maxMb: 10 }],
  ['file', { accept: ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx', 'xlsx'], maxMb: 10 }],
  ['excel', { accept: ['xlsx', 'xls'], maxMb: 10 }],
]);

/** The largest scene's size limit: what the parser is held to before the scene is known. */
export const MAX_SCENE_MB = Math.max(...[...SCENES.values()].map((s) => s.maxMb));

/** The file-name length limit when the setting attachment_file_name_length (group common) is absent. */
export const DEFAULT_NAME_LIMIT = 100;

/** The types file-type reports for each accepted extension (Office's OLE files are `cfb`; OOXML may read as zip). */
const SNIFFED: ReadonlyMap<string, readonly string[]> = new Map(Object.entries({
  png: ['png'], jpg: ['jpg'], jpeg: ['jpg'], bmp: ['bmp'], gif: ['gif'], webp: ['webp'], psd: ['psd'], tiff: ['tif'],
  pdf: ['pdf'], doc: ['cfb'], xls: ['cfb'], docx: ['docx', 'zip'], xlsx: ['xlsx', 'zip'],
}));

/** What a stored file is sent as: the extension's type once the content has been found to match it. */
const MIME: ReadonlyMap<string, string> = new Map(Object.entries({
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', bmp: 'image/bmp', gif: 'image/gif', webp: 'image/webp',
  psd: 'image/vnd.adobe.photoshop', tiff: 'image/tiff', pdf: 'application/pdf',
  doc: 'application/msword', xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}));

/** How much of the start of a file is read to tell its type (enough for OOXML's first zip entries). */
export const SNIFF_BYTES = 64 * 1024;

/** The scene a caller names (`default` when none); any other name, `__proto__` and `constructor` too, is 4400. */
export function sceneOf(name: string | undefined): Scene {
  const scene = SCENES.get(name ?? 'default');
  if (!scene) throw new ApiError(Code.BAD_REQUEST, 'uploadSceneUnknown', { list: [...SCENES.keys()].join(', ') });
  return scene;
}

/**
 * The scene's accept list narrowed by the caller's `accept` (comma separated, as an upload field may carry):
 * a caller may accept less than the scene, never more.
 */
export function acceptedTypes(scene: Scene, accept: string | undefined): readonly string[] {
  if (!accept) return scene.accept;
  const asked = accept.split(',').map((t) => t.trim().replace(/^\./, '').toLowerCase());
  const narrowed = scene.accept.filter((t) => asked.includes(t));
  return narrowed.length > 0 ? narrowed : scene.accept;
}

// Control characters (C0, DEL, C1) and the bidirectional overrides that make `exe.pdf` read as `fdp.exe`.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is stored and offered under: the last part of whatever path the client sent (a browser may
 * send `C:\fakepath\a.pdf`; a forged request `../../etc/passwd`), without control characters, NFC, trimmed.
 * The name is only ever shown and sent back in Content-Disposition; the storage never sees it.
 */
export function sanitiseName(raw: string): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  return base.replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+$/, '');
}

/** The extension, lower case, or '' when the name has none (`passwd`, `.env`, `a.`). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Checks a sanitised name against the length limit and the accepted extensions; answers its extension. */
export function checkName(name: string, accept: readonly string[], nameLimit: number): string {
  if ([...name].length > nameLimit) throw new ApiError(Code.FILE_REFUSED, 'fileNameTooLong');
  const ext = extensionOf(name);
  if (!ext) throw new ApiError(Code.FILE_REFUSED, 'fileTypeUnsupported');
  if (!accept.includes(ext)) throw new ApiError(Code.FILE_REFUSED, 'fileTypeNotAccepted', { list: accept.join(',') });
  return ext;
}

/** The size refusal of spec 001 §5: 附件“{name}”超过{n}M，请压缩。 */
export function tooLarge(name: string, maxMb: number): ApiError {
  return new ApiError(Code.FILE_REFUSED, 'fileTooLarge', { name, n: maxMb });
}

/**
 * The content's type must be the extension's: sniffed from the first bytes (file-type), never taken from the
 * name or the part's Content-Type. SVG is text, so it is recognised by its root element instead. Answers the
 * MIME type the file is sent as.
 */
export async function checkContent(head: Buffer, ext: string): Promise<string> {
  if (ext === 'svg') {
    if (!/^(\ufeff)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head.toString('utf8'))) throw contentMismatch();
    return 'image/svg+xml';
  }
  const sniffed = await fileTypeFromBuffer(head).catch(() => undefined);
  if (!sniffed || !SNIFFED.get(ext)?.includes(sniffed.ext)) throw contentMismatch();
  return MIME.get(ext) ?? sniffed.mime;
}

function contentMismatch(): ApiError {
  // The spec's text for a file the server refuses (spec 001 §5: server status fail).
  return new ApiError(Code.FILE_REFUSED, 'fileContentMismatch');
}
