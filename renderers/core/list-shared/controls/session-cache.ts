import type { RendererEnv } from '../../../../registry';

/**
 * A small JSON cache in sessionStorage (spec 001 §9: lookups and org selections live for the browser
 * session). Storage may be missing or full (private modes): then nothing is cached and nothing fails.
 */
const PREFIX = 'hkwl.lookups.';

/**
 * Whose lookups these are: the user in their current position (department). Names and dictionaries differ
 * between companies, so another user or another position of the same browser never reads them.
 */
export function cacheScope(env: Pick<RendererEnv, 'user'>): string {
  const user = env.user?.() ?? null;
  return user ? `${user.id}.${user.orgId}` : 'anonymous';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSession<T>(scope: string, key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const raw = storage()?.getItem(`${PREFIX}${scope}:${key}`);
    if (raw === null || raw === undefined) return null;
    const value: unknown = JSON.parse(raw);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeSession(scope: string, key: string, value: unknown): void {
  try {
    storage()?.setItem(`${PREFIX}${scope}:${key}`, JSON.stringify(value));
  } catch {
    // Full or unavailable: the cache is an optimisation only.
  }
}

// Organisation names the filter tags resolved, per user and position: each id is asked for once by each.
const orgNamesByScope = new Map<string, Map<number, string | false>>();

/** The organisation names resolved so far for the caller's scope (cacheScope). */
export function resolvedOrgNames(env: Pick<RendererEnv, 'user'>): Map<number, string | false> {
  const scope = cacheScope(env);
  let names = orgNamesByScope.get(scope);
  if (!names) orgNamesByScope.set(scope, (names = new Map()));
  return names;
}

/** Forgets every cached lookup of every user: the session ended or the position changed (src/session). */
export function clearLookupCache(): void {
  orgNamesByScope.clear();
  try {
    const store = storage();
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // As above.
  }
}
