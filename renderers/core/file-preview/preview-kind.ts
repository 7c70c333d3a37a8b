import { extensionOf } from '../../../rules';

/** Which viewer shows a file; 'none' offers the download only. */
export type PreviewKind = 'image' | 'pdf' | 'docx' | 'xlsx' | 'text' | 'none';

const KINDS: Readonly<Record<Exclude<PreviewKind, 'none'>, readonly string[]>> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'],
  pdf: ['pdf'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  text: ['txt', 'csv', 'json', 'md', 'log'],
};

/** The viewer of a file by its name's extension (case-insensitive). doc, xls, zip and the rest: 'none'. */
export function previewKind(name: string): PreviewKind {
  const extension = extensionOf(name);
  for (const [kind, extensions] of Object.entries(KINDS)) {
    if (extensions.includes(extension)) return kind as PreviewKind;
  }
  return 'none';
}

/** The type an image is shown as: the stored type may be generic, and an SVG only draws as image/svg+xml. */
export function imageType(name: string): string {
  const extension = extensionOf(name);
  if (extension === 'svg') return 'image/svg+xml';
  if (extension === 'jpg') return 'image/jpeg';
  return `image/${extension}`;
}
