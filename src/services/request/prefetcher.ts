import type { RequestOptions } from '../../../registry/env';
import { cacheKey } from './get-cache';

/** A prefetched GET is handed to the first identical request within this long, then forgotten. */
export const PREFETCH_TTL_MS = 10_000;
/** How long a taken prefetched answer may be taken again (a render React does again); see `take`. */
export const TAKEN_GRACE_MS = 2000;

/** A prefetched GET: its answer, when and for how long it may be taken, its message, and the answer once in. */
type Prefetched = { promise: Promise<unknown>; at: number; ttl: number; message: string; arrived?: { value: unknown }; takenAt?: number };

/** Prefetched GETs by url + params; two clients given the same store take each other's. */
export type PrefetchStore = Map<string, Prefetched>;

export const createPrefetchStore = (): PrefetchStore => new Map();

/** One call with the request layer's own handling of its answer. */
type Call = <T>(url: string, init: RequestOptions) => Promise<T>;

/**
 * GETs started before the code that asks for them has arrived (a page's opening calls), by url + params, and the
 * plain GETs under way: a prefetch of one waits for it rather than sending it again. A write forgets them all.
 */
export function createPrefetcher(prefetched: PrefetchStore, call: Call) {
  /** The plain GETs under way, by url + params: a prefetch of the same waits for one rather than sending it again. */
  const inFlight = new Map<string, Promise<unknown>>();

  /**
   * Starts a GET now, quietly, for the first identical request to take (once, within `ttl`, PREFETCH_TTL_MS
   * unless given): a page's calls go out together when it opens instead of each after the renderer that
   * makes it has loaded and rendered. A failed prefetch is asked again by the request that takes it, with
   * that request's own error handling, so the user sees what they would have seen. The answer is returned
   * too (without taking it), for a caller that computes the next call from it; the same GET already started
   * and still fresh is not sent again.
   */
  function prefetch<T = unknown>(url: string, query?: Record<string, unknown>, ttl = PREFETCH_TTL_MS): Promise<T> {
    const key = cacheKey(url, query);
    // The page asked first (a reload's page may outrun its own opening): its call is the answer, not a second one.
    const asked = inFlight.get(key);
    if (asked) return asked as Promise<T>;
    const now = Date.now();
    for (const [k, entry] of prefetched) if (now - entry.at > entry.ttl || now - (entry.takenAt ?? now) > TAKEN_GRACE_MS) prefetched.delete(k);
    const started = prefetched.get(key);
    if (started) return started.promise as Promise<T>;
    const entry: Prefetched = { promise: Promise.resolve(), at: now, ttl, message: '' };
    entry.promise = call(url, { method: 'GET', query, messageHide: true, onMessage: (text) => (entry.message = text) });
    entry.promise.then((value) => (entry.arrived = { value }), () => undefined);
    prefetched.set(key, entry);
    return entry.promise as Promise<T>;
  }

  function takePrefetched<T>(url: string, init: RequestOptions): Promise<T> | undefined {
    if ((init.method ?? 'GET') !== 'GET' || prefetched.size === 0 || init.responseType === 'blob') return undefined;
    const entry = take(cacheKey(url, init.query));
    if (!entry) return undefined;
    return (entry.promise as Promise<T>).then(
      (value) => {
        init.onMessage?.(entry.message);
        return value;
      },
      () => call<T>(url, init),
    );
  }

  /** A prefetched GET's answer if it has arrived (successfully), taken now: the first render can start from it. */
  function arrived<T>(url: string, query?: Record<string, unknown>): T | undefined {
    const key = cacheKey(url, query);
    if (!prefetched.get(key)?.arrived) return undefined;
    return take(key)?.arrived?.value as T | undefined;
  }

  /**
   * A prefetched entry, taken: it stays takeable for TAKEN_GRACE_MS after its first taker (within its own
   * ttl), then is gone. A page's first render takes its answers, and React may throw that render away and do
   * it again (an update arrived while it rendered as a transition): the second render must find the same
   * answers, not ask the server again. A read after the grace, or a `fresh` one (a refresh), asks the server.
   */
  function take(key: string): Prefetched | undefined {
    const entry = prefetched.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    entry.takenAt ??= now;
    if (now - entry.at > entry.ttl || now - entry.takenAt > TAKEN_GRACE_MS) {
      prefetched.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * A write changes what the prefetched answers say: none of them may stand in for a later read (a list reopened
   * after its form saved must show the new row). They go when the write is sent and again when it is answered
   * (a prefetch started meanwhile may have read the world before it).
   */
  function writing<T>(sent: Promise<T>): Promise<T> {
    prefetched.clear();
    const settled = () => prefetched.clear();
    sent.then(settled, settled);
    return sent;
  }

  /** A plain GET under way, for a prefetch of the same to wait for until it settles. */
  function track<T>(key: string, promise: Promise<T>): Promise<T> {
    inFlight.set(key, promise);
    const settled = () => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
    };
    promise.then(settled, settled);
    return promise;
  }

  return { prefetch, takePrefetched, arrived, writing, track, clear: () => prefetched.clear() };
}
