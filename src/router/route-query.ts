import { safeUrl } from '../../rules';
import { routeCipher } from '../session/route-cipher';

/**
 * Spec 000 §2.3: route queries travel encrypted in one value, bound to the signed-in user; the path inside
 * must be the path shown (case-insensitive, trailing slashes ignored), else the address was tampered
 * with. `devflag` in the address (the developer-mode key) sends queries in the clear.
 */
export const QUERY_PARAM = '_q';
export const BACK_PARAM = '_backurl_';
export const DEV_PARAM = 'devflag';

function passphrase(userId: number): string {
  return `hkwl-route-query:${userId}`;
}

export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.replace(/\/+$/, '').toLowerCase() || '/';
  return norm(a) === norm(b);
}

function seal(value: object, userId: number): string {
  return routeCipher().encrypt(JSON.stringify(value), passphrase(userId));
}

function open(cipher: string, userId: number): unknown {
  try {
    const text = routeCipher().decrypt(cipher, passphrase(userId));
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** `/a/b?x=1&y=2#h` → `/a/b?_q=<sealed>#h`; an address without a query, or in developer mode, stays as it is. */
export function encryptRoute(to: string, userId: number): string {
  const [withoutHash, hash = ''] = to.split('#');
  const [path, query = ''] = withoutHash.split('?');
  const params = new URLSearchParams(query);
  if (!query || params.has(DEV_PARAM) || params.has(QUERY_PARAM)) return to;
  const sealed = seal({ p: path, q: query, u: userId }, userId);
  return `${path}?${QUERY_PARAM}=${encodeURIComponent(sealed)}${hash ? `#${hash}` : ''}`;
}

export type RouteQuery = { kind: 'plain' | 'sealed'; params: URLSearchParams } | { kind: 'illegal' };

/** The query of the address shown: the sealed one opened and checked against the path, or the plain one. */
export function readRouteQuery(search: string, pathname: string, userId: number | undefined): RouteQuery {
  const outer = new URLSearchParams(search);
  const sealed = outer.get(QUERY_PARAM);
  if (sealed === null) return { kind: 'plain', params: outer };
  const value = userId === undefined ? null : open(sealed, userId);
  const { p, q, u } = (value ?? {}) as { p?: unknown; q?: unknown; u?: unknown };
  if (typeof p !== 'string' || typeof q !== 'string' || u !== userId || !samePath(p, pathname)) return { kind: 'illegal' };
  const params = new URLSearchParams(q);
  for (const [key, v] of outer) if (key !== QUERY_PARAM) params.set(key, v);
  return { kind: 'sealed', params };
}

/** The parameters of an address's query, opened; none when a sealed one does not open (the guard says so). */
export function routeParams(search: string, pathname: string, userId: number | undefined): URLSearchParams {
  const query = readRouteQuery(search, pathname, userId);
  return query.kind === 'illegal' ? new URLSearchParams() : query.params;
}

/**
 * A page under /business keeps its `business_label`: it is re-appended to an address a list action opens
 * when that address has none (spec 000 §2.3).
 */
export function keepBusinessLabel(to: string, currentPath: string, currentQuery: URLSearchParams): string {
  const label = currentQuery.get('business_label');
  if (!label || !currentPath.toLowerCase().startsWith('/business/')) return to;
  const [path, query = ''] = to.split('?');
  const params = new URLSearchParams(query);
  if (params.has('business_label')) return to;
  params.set('business_label', label);
  return `${path}?${params.toString()}`;
}

/**
 * A page shown without the shell (nolayout=1, spec 000 §2.3: a dialog's frame, another app's embed) stays
 * without it: an address it opens inside the site gets nolayout=1 too, so 返回 or a link never draws the
 * sidebar and header inside the dialog.
 */
export function keepNoLayout(to: string, currentQuery: URLSearchParams): string {
  if (currentQuery.get('nolayout') !== '1' || !to.startsWith('/') || to.startsWith('//')) return to;
  const [path, query = ''] = to.split('?');
  const params = new URLSearchParams(query);
  if (params.has('nolayout')) return to;
  params.set('nolayout', '1');
  return `${path}?${params.toString()}`;
}

/** A `_backurl_` value: where "back" returns to, sealed for this user. */
export function backUrlValue(origin: string, userId: number): string {
  return seal({ b: origin, u: userId }, userId);
}

/** The origin a `_backurl_` value holds, or null when it is not one of this user's. */
export function readBackUrl(value: string, userId: number): string | null {
  const { b, u } = (open(value, userId) ?? {}) as { b?: unknown; u?: unknown };
  return u === userId ? safeUrl(b, 'site') : null;
}
