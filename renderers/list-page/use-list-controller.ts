import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry/env';
import type { DataSource } from '../../schemas/generated/list-page';
import type { ListAnswer } from '../../schemas/generated/list-answer';
import type { ListContextValue, ListQueryState, Row, SortState, WhereState } from '../core/list-context';
import { preferPageSize, preferredPageSize } from './preferred-page-size';
import { rememberPageSize } from './remembered-page-size';
import { openingPageSize, pageSizeKey } from './opening-page-size';
import { remoteParams } from '../core/remote-params';
import { useListSettings } from '../core/use-list-settings';

/** Identical list requests within this window are dropped (spec 001 §4). */
export const DUPLICATE_WINDOW_MS = 2000;

/** What a list page may ask the server besides rows: tab counts and totals. */
export interface ListAsks {
  statisticsField?: string;
  summaryFields?: readonly string[];
  /** Columns whose equal neighbouring cells the server should report as merged (merge_field → merge_info). */
  mergeFields?: readonly string[];
}

type Answer = Pick<ListContextValue, 'rows' | 'total' | 'statisticsMap' | 'summary' | 'mergeInfo'> & {
  /** The page size the answer was asked with (undefined before the first answer). */
  limit?: number;
};

const EMPTY_ANSWER: Answer = { rows: [], total: 0 };
const NO_ROWS: readonly Row[] = [];

const listCallKey = (url: string, params: Record<string, unknown>) => JSON.stringify([url, params]);

/** What the list shows of a list call's answer, asked with this page size. */
function answerOf(data: ListAnswer, limit: number): Answer {
  return {
    limit,
    rows: data.data,
    total: data.total,
    statisticsMap: data.statisticsMap as Record<string, number> | undefined,
    summary: data.summary as ListContextValue['summary'],
    mergeInfo: data.merge_info as ListContextValue['mergeInfo'],
  };
}

/**
 * The params of one list call: fixed source params, remote_params (the menu and `orgId`, the organisation the
 * list is looked at from), the page, the sort, the filter and the extra asks.
 */
export function listParams(source: DataSource, state: ListQueryState, asks: ListAsks = {}, orgId?: number): Record<string, unknown> {
  return {
    ...source.params,
    remote_params: remoteParams(source, orgId),
    statistics_field: asks.statisticsField,
    summary_field: asks.summaryFields && asks.summaryFields.length > 0 ? asks.summaryFields.join(',') : undefined,
    merge_field: asks.mergeFields && asks.mergeFields.length > 0 ? asks.mergeFields.join(',') : undefined,
    page: state.page,
    limit: state.limit,
    order: state.sort ? `${state.sort.prop} ${state.sort.direction}` : undefined,
    where: Object.keys(state.where).length > 0 ? state.where : undefined,
  };
}

/**
 * The list page's controller: query state, loading, latest request wins (an answer to an older request
 * is ignored), the duplicate-request guard. Its failures are shown by the list page, so the request
 * itself shows nothing (messageHide): one error, once.
 */
export function useListController(
  env: RendererEnv,
  pageId: number,
  source: DataSource,
  initial: ListQueryState,
  pageSizes: readonly number[],
  asks: ListAsks = {},
  tableName = `menu-${pageId}`,
  /** `initial` is a place taken back (list-place.ts): its page size is the one the user had, not to be replaced. */
  restored = false,
): ListContextValue {
  // The first call goes out at once, beside the setting's, with the size the user chose here last (the
  // local preference), else the size the setting gave last time.
  const sizeKey = pageSizeKey(env.user?.()?.id, tableName, pageId);
  const [preferred, setPreferred] = useState(() => preferredPageSize(tableName, pageSizes));
  const [query, setQuery] = useState<ListQueryState>(() => (restored ? initial : { ...initial, limit: openingPageSize(sizeKey, tableName, pageSizes, initial.limit) }));
  const { settings, settingsStatus, saveSettings } = useListSettings(env, tableName, pageId);
  // The user's rows per page, once known, unless they already changed the page size here.
  const pageSizeTouched = useRef(restored);
  const storedPageSize = pageSizes.includes(settings?.content_pagesize ?? 0) ? settings?.content_pagesize : undefined; // an unpaged page keeps its one size
  // The setting's size as first read: a later change of it (the settings drawer's rows per page) is the
  // user's newest choice and replaces the one kept in this browser.
  const readSize = useRef<{ size: number | undefined } | null>(null);
  useEffect(() => {
    if (settingsStatus !== 'ready') return;
    if (readSize.current && storedPageSize !== undefined && storedPageSize !== readSize.current.size) {
      preferPageSize(tableName, storedPageSize);
      setPreferred(storedPageSize);
      pageSizeTouched.current = false;
    }
    readSize.current = { size: storedPageSize };
  }, [settingsStatus, storedPageSize, tableName]);
  // Once the setting is read (or could not be): the user's choice here, else the setting's size, else the
  // declared one (a remembered size may be stale).
  const wantedSize = settingsStatus === 'loading' ? undefined : (preferred ?? storedPageSize ?? initial.limit);
  useEffect(() => {
    if (settingsStatus === 'ready') rememberPageSize(sizeKey, storedPageSize);
    if (wantedSize !== undefined && !pageSizeTouched.current) setQuery((q) => (q.limit === wantedSize ? q : { ...q, limit: wantedSize, page: 1 }));
  }, [wantedSize, storedPageSize, settingsStatus, sizeKey]);
  // The opening's list call, when its answer is already in and asked with the size the page shows: the first
  // render shows its rows (taking it after mounting rendered the whole page a second time, a long task).
  const [opened] = useState(() => {
    if (wantedSize === undefined || query.limit !== wantedSize || (source.method ?? 'GET') !== 'GET') return null;
    const params = listParams(source, query, asks, env.user?.()?.orgId);
    const data = env.arrived?.<ListAnswer>(source.url, params);
    return data && Array.isArray(data.data) ? { key: listCallKey(source.url, params), answer: answerOf(data, query.limit) } : null;
  });
  const [answer, setAnswer] = useState<Answer>(opened?.answer ?? EMPTY_ANSWER);
  const [selectedRows, setSelectedRows] = useState<readonly Row[]>(NO_ROWS);
  // Loading from the start: the first answer is not shown before the setting's page size is known.
  const [loading, setLoading] = useState(opened === null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const last = useRef<{ key: string; at: number } | null>(null);
  // The first load of the opened answer's query has nothing to ask.
  const openedKey = useRef(opened?.key ?? null);

  // The first call, sent while the page renders (below): the first load takes its answer.
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

  // The first call does not wait for the user's setting (one round trip less). Until the setting is read,
  // and while a stored size the query has not taken yet is pending (the effect above takes it, which runs
  // this again), rows asked with another size are not shown: the page shows loading instead, never the
  // default page's rows for a moment.
  const touched = pageSizeTouched.current;
  const pendingSize = wantedSize !== undefined && !touched && query.limit !== wantedSize;
  // The first call goes out as the page renders, not after its table, query panel and toolbar have rendered
  // (their first render is the costly one). Only sent here: its answer is taken by the first load, after
  // the page has mounted (an answer set on a page still rendering would be lost).
  const firstAsked = useRef(false);
  if (!firstAsked.current && !pendingSize && !opened) {
    firstAsked.current = true;
    const { key, send } = ask(query);
    const answer = send();
    answer.catch(() => undefined);
    early.current = { key, answer };
  }
  useEffect(() => {
    if (!pendingSize) void load(query, false);
  }, [load, query, pendingSize]);
  const wrongSize = !touched && wantedSize !== undefined && answer.limit !== undefined && answer.limit !== wantedSize;
  const showable = wantedSize !== undefined && !pendingSize && !wrongSize;
  const shown = showable ? answer : EMPTY_ANSWER;

  // Setters kept while only the answer changes, so the list's controls (list-context) stay the same object.
  const setPage = useCallback(
    (page: number, limit: number) => {
      // A size chosen in the pager is kept for this list in this browser (spec 001 §3 local preference).
      if (limit !== query.limit) {
        pageSizeTouched.current = true;
        preferPageSize(tableName, limit);
        setPreferred(limit);
      }
      setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit }));
    },
    [query.limit, tableName],
  );
  // A change of sort or filter reloads from page 1.
  const setSort = useCallback((sort: SortState | null) => setQuery((q) => ({ ...q, sort, page: 1 })), []);
  const setWhere = useCallback((where: WhereState) => setQuery((q) => ({ ...q, where, page: 1 })), []);
  const refresh = useCallback(() => void load(query, true), [load, query]);

  return useMemo<ListContextValue>(
    () => ({
      pageId,
      query,
      rows: shown.rows,
      total: shown.total,
      loading: loading || !showable,
      error,
      pageSizes,
      statisticsMap: shown.statisticsMap,
      summary: shown.summary,
      mergeInfo: shown.mergeInfo,
      selectedRows,
      setSelectedRows,
      setPage,
      setSort,
      setWhere,
      refresh,
      tableName,
      settings,
      settingsStatus,
      saveSettings,
      source,
    }),
    [pageId, source, query, shown, loading, showable, error, pageSizes, selectedRows, setPage, setSort, setWhere, refresh, tableName, settings, settingsStatus, saveSettings],
  );
}
