import { QueryClient, hashKey } from '@tanstack/query-core';
import type { RequestOptions } from '../../../registry/env';

/** A prefetched GET is fresh this long after its answer came (a page's opening: its calls wait for its code). */
export const PREFETCH_TTL_MS = 10_000;

/** What a query holds: the answer and the message it came with (a GET that takes it hears the message too). */
interface Answer {
  value: unknown;
  message: string;
}

/**
 * The answers of GETs a session holds, in TanStack Query's client (one per session: the cold start's request client
 * and the app's share it): prefetched ones, ones under way, and those asked with a cacheTimer (spec 000 §4).
 */
export interface ServerState {
  queries: QueryClient;
  /** By query hash: how long after its answer a prefetched GET may be taken (its ttl). */
  takeable: Map<string, number>;
  /**
   * Generations in the keys: a write starts a new one of the GETs (a GET under way from before it is not joined by
   * one after it), a clear a new one of everything. Answers of an old generation are never asked for again and go
   * with their gcTime; nothing under way is cancelled (its caller still gets its answer).
   */
  generation: { writes: number; session: number };
}

export const createServerState = (): ServerState => ({
  // Nothing is retried (the request layer's own dialogs do that), nothing outlives its use by long, and a call goes
  // out whatever the browser says of the network: the transport's own network error (the toast) is the answer.
  queries: new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: PREFETCH_TTL_MS, staleTime: 0, networkMode: 'always' } } }),
  takeable: new Map(),
  generation: { writes: 0, session: 0 },
});

/** Forgets every answer (sign-out, a position switch, a language the cold start did not ask in). */
export function clearServerState(state: ServerState): void {
  state.generation.session += 1;
  state.takeable.clear();
}

/** A GET's answer brought by another call (a page's opening answers its calls in one): its data and message. */
export interface PrefetchAnswer {
  value: unknown;
  message?: string;
}

/** One call with the request layer's own handling of its answer. */
type Call = <T>(url: string, init: RequestOptions) => Promise<T>;

/** url + params, with the params in a stable order (undefined ones left out). */
function paramsOf(query: Record<string, unknown> | undefined): Array<[string, unknown]> {
  return Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** What a GET's answer is kept under: plain and prefetched GETs share a key; a cacheTimer's are kept apart. */
const getKey = ({ generation }: ServerState, url: string, query: Record<string, unknown> | undefined) =>
  ['get', generation.session, generation.writes, url, paramsOf(query)] as const;
const cachedKey = ({ generation }: ServerState, url: string, query: Record<string, unknown> | undefined) =>
  ['cached', generation.session, url, paramsOf(query)] as const;

/**
 * Server state through one mechanism (TanStack Query): a page's opening prefetches its GETs (fresh for their ttl once
 * answered), identical GETs under way share one call, cacheTimer GETs are kept for their time, and a write or a
 * position switch drops what may have changed. A GET that shared someone else's call and got a failure asks again
 * with its own error handling, so the user sees what they would have seen.
 */
export function createServerStateAccess(state: ServerState, call: Call) {
  const { queries: client, takeable } = state;

  /** The call as a query's function: its answer with the message it came with. */
  const answerOf = async (url: string, init: RequestOptions): Promise<Answer> => {
    let message = '';
    const value = await call(url, { ...init, onMessage: (text) => (message = text) });
    return { value, message };
  };

  function fetchShared<T>(key: readonly unknown[], staleTime: number, url: string, init: RequestOptions): Promise<T> {
    let own = false;
    const shared = client.fetchQuery({
      queryKey: key,
      staleTime,
      // Kept as long as it may be taken; a plain GET's only while under way.
      gcTime: staleTime,
      queryFn: () => {
        own = true;
        return answerOf(url, init);
      },
    });
    return shared.then(
      ({ value, message }) => {
        init.onMessage?.(message);
        return value as T;
      },
      (error: unknown) => (own ? Promise.reject(error) : call<T>(url, init)),
    );
  }

  /**
   * Starts a GET now, quietly, for identical requests within `ttl` of its answer to take: a page's calls go out
   * together when it opens instead of each after the renderer that makes it has loaded. The answer is returned too,
   * for a caller that computes the next call from it; the same GET under way or fresh is not sent again. With
   * `answered` (another call's answer for it, to come), it is sent only if that brings none.
   */
  function prefetch<T = unknown>(url: string, query?: Record<string, unknown>, ttl = PREFETCH_TTL_MS, answered?: Promise<PrefetchAnswer | undefined>): Promise<T> {
    const key = getKey(state, url, query);
    takeable.set(hashKey(key), ttl);
    const ask = () => answerOf(url, { method: 'GET', query, messageHide: true });
    // Answered by another call (a page's opening answers its calls in one): under way until that answer comes, so a
    // request made meanwhile waits for it; asked alone when that call brings no answer for it.
    const queryFn = answered ? () => answered.then((known) => (known ? { value: known.value, message: known.message ?? '' } : ask()), ask) : ask;
    const answer = client.fetchQuery({ queryKey: key, staleTime: ttl, gcTime: ttl, queryFn }).then(({ value }) => value as T);
    // Quiet: the request that takes it asks again with its own handling; a caller that awaits it sees the failure.
    answer.catch(() => undefined);
    return answer;
  }

  /** The freshness a GET may take an answer within: the prefetch's ttl when one was made of it, else none. */
  function takeableFor(url: string, query: Record<string, unknown> | undefined): number {
    return takeable.get(hashKey(getKey(state, url, query))) ?? 0;
  }

  /** A GET the usual way: a fresh prefetched answer or one under way is taken, else the server is asked. */
  function get<T>(url: string, init: RequestOptions): Promise<T> {
    if (init.cacheTimer && init.cacheTimer > 0) return fetchShared<T>(cachedKey(state, url, init.query), init.cacheTimer, url, init);
    return fetchShared<T>(getKey(state, url, init.query), takeableFor(url, init.query), url, init);
  }

  /** A prefetched GET's answer if it has come and is fresh: the first render can start from it. */
  function arrived<T>(url: string, query?: Record<string, unknown>): T | undefined {
    const key = getKey(state, url, query);
    const answer = client.getQueryState<Answer>(key);
    const ttl = takeableFor(url, query);
    return answer?.status === 'success' && Date.now() - answer.dataUpdatedAt < ttl ? (answer.data?.value as T) : undefined;
  }

  /**
   * A write changes what the GETs' answers say: none may stand in for a later read (a list reopened after its form
   * saved must show the new row). They go when the write is sent and again when it is answered (a GET answered
   * meanwhile may have read the world before it). cacheTimer answers (lookups) stay for their time.
   */
  function writing<T>(sent: Promise<T>): Promise<T> {
    const drop = () => {
      state.generation.writes += 1;
      takeable.clear();
    };
    drop();
    sent.then(drop, drop);
    return sent;
  }

  return {
    prefetch,
    get,
    arrived,
    writing,
    clear: () => clearServerState(state),
  };
}
