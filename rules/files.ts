/**
 * File-type classes by extension (spec 000 §9) and the extension lists of spec 001 §5 "Upload".
 */

export type FileTypeClass = 'image' | 'txt' | 'excel' | 'word' | 'pdf' | 'ppt' | 'video' | 'radio' | 'other';

/**
 * Extensions per class, lowercase. "radio" (sic, the spec's name for audio) holds wmv as the spec says,
 * although wmv is usually video. Decision for "video (mp4 and similar)": the common containers below.
 */
export const FILE_TYPE_EXTENSIONS: Readonly<Record<Exclude<FileTypeClass, 'other'>, readonly string[]>> = {
  image: ['png', 'jpg', 'jpeg', 'bmp', 'gif'],
  txt: ['txt'],
  excel: ['xls', 'xlsx'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  ppt: ['ppt', 'pptx'],
  video: ['mp4', 'avi', 'mov', 'mkv', 'flv', 'webm', 'm4v', 'mpg', 'mpeg', 'rm', 'rmvb', '3gp'],
  radio: ['mp3', 'wav', 'wmv'],
};

/** Spec 001 §5: the image types an attachment may preview as an image. */
export const PREVIEW_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp', 'psd', 'svg', 'tiff'];
/** Spec 001 §5: the office types. */
export const OFFICE_EXTENSIONS: readonly string[] = ['doc', 'docx', 'xls', 'xlsx', 'pdf'];

/**
 * The extension of a file name or URL, lowercase, without the dot; '' when there is none.
 * Decisions: a query string or fragment is ignored ("a.pdf?x=1" → "pdf"); only the last path segment
 * counts; a name whose only dot is the first character (".env") or the last ("a.") has no extension.
 */
export function extensionOf(name: string): string {
  const base = name.split(/[?#]/)[0].split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The class of a file by its extension (case-insensitive); 'other' when none matches. */
export function fileTypeOf(name: string): FileTypeClass {
  const extension = extensionOf(name);
  for (const [type, extensions] of Object.entries(FILE_TYPE_EXTENSIONS)) {
    if (extensions.includes(extension)) return type as FileTypeClass;
  }
  return 'other';
}
