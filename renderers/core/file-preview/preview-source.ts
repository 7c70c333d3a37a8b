/**
 * Where a preview may read a file from. The file is fetched with the session's headers, so the address must
 * be this site's API: an address from a query string or from row data could otherwise send the session's
 * token to another host, or show a page of another site as if it were ours.
 *
 * - a path of this site under /api/ (or the same written as an absolute address of this origin): fetched
 *   as the path, its query passed apart so the API encryption seals it like any call's;
 * - blob: of this origin: bytes another part of the app already holds (an export's answer);
 * - data: only when the caller is code (`fromCaller`), never from an address the user can edit.
 *
 * Everything else is refused (other hosts, other schemes, protocol-relative, backslashes, control characters).
 */
export type PreviewSource = { kind: 'api'; path: string; query: Record<string, string> } | { kind: 'local'; url: string };

function hasTrick(url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

export function previewSource(address: unknown, origin: string, fromCaller: boolean): PreviewSource | null {
  if (typeof address !== 'string') return null;
  const url = address.trim();
  if (url === '' || hasTrick(url)) return null;
  if (/^data:/i.test(url)) return fromCaller ? { kind: 'local', url } : null;
  if (/^blob:/i.test(url)) return url.slice(5).startsWith(`${origin}/`) ? { kind: 'local', url } : null;
  if (url.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, `${origin}/`);
  } catch {
    return null;
  }
  if (parsed.origin !== origin || !parsed.pathname.startsWith('/api/')) return null;
  // A path that climbs out of /api/ once resolved ("/api/../x") is resolved by URL above: checked as resolved.
  const query: Record<string, string> = {};
  for (const [name, value] of parsed.searchParams) query[name] = value;
  return { kind: 'api', path: parsed.pathname, query };
}
