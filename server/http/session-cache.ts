/**
 * Per app instance: what a session resolves to (user, position, role, org subject) and which data scope a
 * role holds on a list, kept briefly so a list call does not redo the same joins. Revocation is never
 * cached: every call still reads its session row by primary key (so sign-out, a position switch or a
 * disabled account take effect at once, on every app server); role and org changes show within `ttlMs`.
 */
export interface SessionCache<C> {
  readonly ttlMs: number;
  context(id: string): C | undefined;
  keepContext(id: string, context: C): void;
  grant<S>(key: string, load: () => Promise<S>): Promise<S>;
  clear(): void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache<C>(ttlMs = 30_000, now: () => number = Date.now): SessionCache<C> {
  const contexts = new Map<string, { value: C; until: number }>();
  const grants = new Map<string, { value: Promise<unknown>; until: number }>();
  const bounded = <V>(map: Map<string, V>) => {
    // Oldest first: a Map iterates in insertion order.
    if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  };
  return {
    ttlMs,
    context(id) {
      const hit = contexts.get(id);
      if (!hit || hit.until <= now()) return undefined;
      return hit.value;
    },
    keepContext(id, value) {
      bounded(contexts);
      contexts.set(id, { value, until: now() + ttlMs });
    },
    grant<S>(key: string, load: () => Promise<S>): Promise<S> {
      const hit = grants.get(key);
      if (hit && hit.until > now()) return hit.value as Promise<S>;
      bounded(grants);
      const value = load();
      grants.set(key, { value, until: now() + ttlMs });
      // A failed lookup (no grant: 4403) is not kept.
      value.catch(() => grants.delete(key));
      return value;
    },
    clear() {
      contexts.clear();
      grants.clear();
    },
  };
}
