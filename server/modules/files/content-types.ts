// `[Content_Types].xml` of an Open Packaging Conventions package (ECMA-376 part 2), read as far as a check needs:
// which content type each part has. A few regular expressions over a document of a few KB, not an XML parser:
// the package is the caller's, and nothing here resolves entities beyond the five predefined and numeric ones.

/** OPC compares part names case-insensitively, percent-encoding undone: `/xl/Workbook.xml` is `xl/workbook.xml`. */
export function partKey(name: string): string {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A stray % is kept as it is.
  }
  return `/${decoded.replace(/^\//, '')}`.toLowerCase();
}

/** The extension of a part name's last segment, lower case (`_rels/.rels` → `rels`), '' without one. */
export function partExtension(name: string): string {
  const last = name.slice(name.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot < 0 ? '' : last.slice(dot + 1).toLowerCase();
}

const ENTITIES: ReadonlyMap<string, string> = new Map([['amp', '&'], ['lt', '<'], ['gt', '>'], ['quot', '"'], ['apos', "'"]]);

/** A character reference's character; one past Unicode's range (or none) reads as U+FFFD, never throws. */
function character(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,8}|#\d{1,10}|[a-z]+);/gi, (whole, ref: string) => {
    if (/^#x/i.test(ref)) return character(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return character(Number(ref.slice(1)));
    return ENTITIES.get(ref.toLowerCase()) ?? whole;
  });
}

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, , double, single] of text.matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g)) found.set(name, unescapeXml(double ?? single ?? ''));
  return found;
}

/** What `[Content_Types].xml` declares: a type by extension (Default) and by part (Override), keys lower case. */
export interface ContentTypes {
  defaults: Map<string, string>;
  overrides: Map<string, string>;
}

/** An XML part's text: UTF-8 (a byte-order mark dropped), or UTF-16 LE after its mark. */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString('utf16le');
  return bytes.toString('utf8').replace(/^\ufeff/, '');
}

/** Parses the content-types part; null when it is no `<Types>` document. */
export function parseContentTypes(bytes: Buffer): ContentTypes | null {
  const text = decodeText(bytes);
  if (!/<(?:[A-Za-z_][\w.-]*:)?Types[\s>/]/.test(text)) return null;
  const types: ContentTypes = { defaults: new Map(), overrides: new Map() };
  for (const [, kind, body] of text.matchAll(/<(?:[A-Za-z_][\w.-]*:)?(Default|Override)\b([^>]*)>/g)) {
    const attrs = attributes(body);
    const type = attrs.get('ContentType')?.trim().toLowerCase();
    if (!type) continue;
    if (kind === 'Default' && attrs.has('Extension')) types.defaults.set((attrs.get('Extension') ?? '').toLowerCase(), type);
    if (kind === 'Override' && attrs.has('PartName')) types.overrides.set(partKey(attrs.get('PartName') ?? ''), type);
  }
  return types;
}

/** A part's content type as OPC resolves it: its Override, else the Default of its extension. */
export function typeOf(types: ContentTypes, name: string): string | undefined {
  return types.overrides.get(partKey(name)) ?? types.defaults.get(partExtension(name));
}
