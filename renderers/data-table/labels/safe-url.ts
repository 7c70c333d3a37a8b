/**
 * An address the platform may open or embed: absolute http(s), or a path on this site. Everything else
 * (javascript:, data:, vbscript:, protocol-relative //host, backslash tricks) is refused, because label
 * and view addresses come from configuration and row data.
 */
export function safeUrl(address: string): string | null {
  const url = address.trim();
  if (url === '') return null;
  // Control characters and backslashes let browsers read a different address than we check.
  if ([...url].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '\\')) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** `{prop}` in an address replaced by the row's value, URL-encoded; a missing value leaves it empty. */
export function fillUrl(template: string, row: Readonly<Record<string, unknown>>): string {
  return template.replace(/\{(\w+)\}/g, (_whole, prop: string) => {
    const value = row[prop];
    return value === undefined || value === null ? '' : encodeURIComponent(String(value));
  });
}
