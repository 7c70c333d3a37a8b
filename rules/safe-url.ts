/**
 * The one check of an address the platform opens, embeds, links to or follows, because addresses come
 * from configuration, row data and query strings: link and new-page cells, images, attachments, external
 * views, new-page buttons, document previews, the `redirect` after signing in and the `_backurl_` of a page.
 *
 * - 'web' (the default): absolute http(s), or a path on this site.
 * - 'site': a path on this site only (where the app navigates or redirects itself).
 *
 * Everything else is refused: javascript:, data:, vbscript: and any other scheme, protocol-relative
 * `//host`, backslashes (`/\host`, which browsers read as `//host`), and control characters (a tab or a
 * newline inside `java\tscript:` or `/\t/host`, which browsers drop before they read the address).
 * Surrounding white space is trimmed: the answer is the address checked, never the raw text.
 */

export type UrlReach = 'web' | 'site';

const WEB = /^https?:\/\//i;

/** C0 controls, DEL and the backslash: they let a browser read another address than the one checked. */
function hasTrick(url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** The address, trimmed, when it may be used within `reach`; null otherwise (also for anything not text). */
export function safeUrl(address: unknown, reach: UrlReach = 'web'): string | null {
  if (typeof address !== 'string') return null;
  const url = address.trim();
  if (url === '' || hasTrick(url)) return null;
  if (url.startsWith('/')) return url.startsWith('//') ? null : url;
  if (reach === 'site' || !WEB.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
