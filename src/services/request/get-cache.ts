/**
 * Identical GETs with a cacheTimer share the in-flight or cached result by url + params (spec 000 §4).
 * An entry is pending, then fulfilled or rejected, and expires cacheTimer ms after it settles; a
 * rejected entry is dropped at once, so a failure is never served again. One cache per client.
 */
interface Entry {
  status: 'pending' | 'fulfilled' | 'rejected';
  promise: Promise<unknown>;
  expires: number;
}

export function createGetCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    /** The cached or in-flight result for `key`, or the result of `load`, kept for `ttl` ms once fulfilled. */
    get<T>(key: string, ttl: number, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && (hit.status === 'pending' || (hit.status === 'fulfilled' && hit.expires > now()))) return hit.promise as Promise<T>;
      const entry: Entry = { status: 'pending', promise: Promise.resolve(), expires: Infinity };
      entry.promise = load().then(
        (value) => {
          entry.status = 'fulfilled';
          entry.expires = now() + ttl;
          return value;
        },
        (error: unknown) => {
          entry.status = 'rejected';
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.promise as Promise<T>;
    },
    status(key: string): Entry['status'] | undefined {
      return entries.get(key)?.status;
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type GetCache = ReturnType<typeof createGetCache>;

/** url + params, with the params in a stable order. */
export function cacheKey(url: string, query: Record<string, unknown> | undefined): string {
  const params = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${url}?${JSON.stringify(params)}`;
}
