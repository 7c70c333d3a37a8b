/** How a file's size, name and time are shown in the attachment list (spec 001 §9). */

export function sizeText(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '/';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The extension of a name, lower case without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Spec 001 §9: the displayed name is cut to 10 characters plus the extension (the full name in a tooltip). */
export const SHOWN_NAME_LENGTH = 10;

export function shortName(name: string): string {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : '';
  const chars = [...base];
  return chars.length > SHOWN_NAME_LENGTH ? `${chars.slice(0, SHOWN_NAME_LENGTH).join('')}…${ext}` : name;
}
