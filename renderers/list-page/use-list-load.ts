import { useCallback, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry/env';
import type { DataSource } from '../../schemas/generated/list-page';
import type { ListAnswer } from '../../schemas/generated/list-answer';
import type { ListContextValue, ListQueryState, Row } from '../core/list-context';
import { listParams, type ListAsks } from './list-params';

/** Identical list requests within this window are dropped (spec 001 §4). */
export const DUPLICATE_WINDOW_MS = 2000;

export type ListShown = Pick<ListContextValue, 'rows' | 'total' | 'statisticsMap' | 'summary' | 'mergeInfo'> & {
  /** The page size the answer was asked with (undefined before the first answer). */
  limit?: number;
};

export const EMPTY_ANSWER: ListShown = { rows: [], total: 0 };
const NO_ROWS: readonly Row[] = [];

const listCallKey = (url: string, params: Record<string, unknown>) => JSON.stringify([url, params]);

/**
 * The first calls sent while a list renders, by env: React may discard a first render and start it again (a child
 * suspends while its code loads), and the restarted render takes the call its first try sent, if within the
 * duplicate window, instead of asking twice. The first load takes it out.
 */
const earlyCalls = new WeakMap<RendererEnv, Map<string, { at: number; answer: Promise<ListAnswer> }>>();

function earlyCallsOf(env: RendererEnv, now: number) {
  const calls = earlyCalls.get(env) ?? new Map<string, { at: number; answer: Promise<ListAnswer> }>();
  earlyCalls.set(env, calls);
  for (const [key, call] of calls) if (now - call.at >= DUPLICATE_WINDOW_MS) calls.delete(key);
  return calls;
}

/** What the list shows of a list call's answer, asked with this page size. */
function answerOf(data: ListAnswer, limit: number): ListShown {
  return {
    limit,
    rows: data.data,
    total: data.total,
    statisticsMap: data.statisticsMap as Record<string, number> | undefined,
    summary: data.summary as ListContextValue['summary'],
    mergeInfo: data.merge_info as ListContextValue['mergeInfo'],
  };
}

/** The opening's list call, when its answer is already in (env.arrived) for this query: null otherwise. */
export function openedAnswer(env: RendererEnv, source: DataSource, query: ListQueryState, asks: ListAsks): { key: string; answer: ListShown } | null {
  if ((source.method ?? 'GET') !== 'GET') return null;
  const params = listParams(source, query, asks, env.user?.()?.orgId);
  const data = env.arrived?.<ListAnswer>(source.url, params);
  return data && Array.isArray(data.data) ? { key: listCallKey(source.url, params), answer: answerOf(data, query.limit) } : null;
}

/**
 * A list's calls and what their answers left: the rows shown, loading, the error, the ticked rows. The latest
 * call wins (an answer to an older one is ignored); an identical call within DUPLICATE_WINDOW_MS is dropped.
 * Failures are shown by the list page, so a call itself shows nothing (messageHide): one error, once.
 */
export function useListLoad(env: RendererEnv, source: DataSource, asks: ListAsks, opened: { key: string; answer: ListShown } | null) {
  const [answer, setAnswer] = useState<ListShown>(opened?.answer ?? EMPTY_ANSWER);
  const [selectedRows, setSelectedRows] = useState<readonly Row[]>(NO_ROWS);
  // Loading from the start: the first answer is not shown before the setting's page size is known.
  const [loading, setLoading] = useState(opened === null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const last = useRef<{ key: string; at: number } | null>(null);
  // The first load of the opened answer's query has nothing to ask.
  const openedKey = useRef(opened?.key ?? null);
  // The first call, sent while the page renders: the first load takes its answer.
  const early = useRef<{ key: string; answer: Promise<ListAnswer> } | null>(null);

  const ask = useCallback(
    (state: ListQueryState) => {
      const params = listParams(source, state, asks, env.user?.()?.orgId);
      return {
        key: listCallKey(source.url, params),
        send: (fresh = false) => env.request<ListAnswer>(source.url, { method: source.method ?? 'GET', query: params, messageHide: true, ...(fresh ? { fresh } : {}) }),
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks are declared by the page schema and do not change
    [env, source],
  );

  const load = useCallback(
    async (state: ListQueryState, force: boolean) => {
      const { key, send } = ask(state);
      const now = Date.now();
      const opening = openedKey.current === key && !force;
      openedKey.current = null;
      if (opening) {
        last.current = { key, at: now };
        return;
      }
      if (!force && last.current && last.current.key === key && now - last.current.at < DUPLICATE_WINDOW_MS) return;
      last.current = { key, at: now };
      const ticket = ++latest.current;
      setLoading(true);
      const sent = early.current;
      early.current = null;
      if (sent) earlyCalls.get(env)?.delete(sent.key);
      try {
        // A refresh asks the server, never an answer started before it.
        const data = await (sent && sent.key === key ? sent.answer : send(force));
        if (ticket !== latest.current) return;
        setAnswer(answerOf(data, state.limit));
        // The same empty selection when nothing was ticked: the list's controls stay as they were.
        setSelectedRows((rows) => (rows.length === 0 ? rows : NO_ROWS));
        setError(null);
      } catch (failure) {
        if (ticket !== latest.current) return;
        setError(failureText(env.t, failure, 'errors.loadFailed'));
        setAnswer(EMPTY_ANSWER);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [ask, env],
  );

  /** Sends the first call while the page renders; the first load takes its answer. */
  const sendEarly = useCallback(
    (state: ListQueryState) => {
      const { key, send } = ask(state);
      const now = Date.now();
      const calls = earlyCallsOf(env, now);
      const before = calls.get(key);
      if (before) {
        early.current = { key, answer: before.answer };
        return;
      }
      const sent = send();
      sent.catch(() => undefined);
      calls.set(key, { at: now, answer: sent });
      early.current = { key, answer: sent };
    },
    [ask, env],
  );

  return { answer, loading, error, selectedRows, setSelectedRows, load, sendEarly };
}
