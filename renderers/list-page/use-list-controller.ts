import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';
import type { DataSource } from '../../schemas/generated/list-page';
import type { ListAnswer } from '../../schemas/generated/list-answer';
import type { ListContextValue, ListQueryState, Row, SortState, WhereState } from './list-context';
import { useListSettings } from './use-list-settings';

/** Identical list requests within this window are dropped (spec 001 §4). */
export const DUPLICATE_WINDOW_MS = 2000;

/** What a list page may ask the server besides rows: tab counts and totals. */
export interface ListAsks {
  statisticsField?: string;
  summaryFields?: readonly string[];
  /** Columns whose equal neighbouring cells the server should report as merged (merge_field → merge_info). */
  mergeFields?: readonly string[];
}

type Answer = Pick<ListContextValue, 'rows' | 'total' | 'statisticsMap' | 'summary' | 'mergeInfo'>;

/** The params of one list call: fixed source params, the page, the sort, the filter and the extra asks. */
export function listParams(source: DataSource, state: ListQueryState, asks: ListAsks = {}): Record<string, unknown> {
  return {
    ...source.params,
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
): ListContextValue {
  const [query, setQuery] = useState<ListQueryState>(initial);
  const { settings, settingsStatus, saveSettings } = useListSettings(env, tableName, pageId);
  // The user's rows per page, once known, unless they already changed the page size here.
  const pageSizeTouched = useRef(false);
  const storedPageSize = pageSizes.includes(settings?.content_pagesize ?? 0) ? settings?.content_pagesize : undefined; // an unpaged page keeps its one size
  useEffect(() => {
    if (storedPageSize && !pageSizeTouched.current) setQuery((q) => (q.limit === storedPageSize ? q : { ...q, limit: storedPageSize, page: 1 }));
  }, [storedPageSize]);
  const [answer, setAnswer] = useState<Answer>({ rows: [], total: 0 });
  const [selectedRows, setSelectedRows] = useState<readonly Row[]>([]);
  // Loading from the start: the first call may wait for the setting, and the table is not empty meanwhile.
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const last = useRef<{ key: string; at: number } | null>(null);

  const load = useCallback(
    async (state: ListQueryState, force: boolean) => {
      const params = listParams(source, state, asks);
      const key = JSON.stringify([source.url, params]);
      const now = Date.now();
      if (!force && last.current && last.current.key === key && now - last.current.at < DUPLICATE_WINDOW_MS) return;
      last.current = { key, at: now };
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const data = await env.request<ListAnswer>(source.url, { method: source.method ?? 'GET', query: params, messageHide: true });
        if (ticket !== latest.current) return;
        setAnswer({
          rows: data.data,
          total: data.total,
          statisticsMap: data.statisticsMap as Record<string, number> | undefined,
          summary: data.summary as ListContextValue['summary'],
          mergeInfo: data.merge_info as ListContextValue['mergeInfo'],
        });
        setSelectedRows([]);
        setError(null);
      } catch (failure) {
        if (ticket !== latest.current) return;
        setError(failureText(env.t, failure, 'errors.loadFailed'));
        setAnswer({ rows: [], total: 0 });
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks are declared by the page schema and do not change
    [env, source],
  );

  // The first call waits for the user's setting: with a stored page size it would otherwise go out twice
  // (and show the default page's rows for a moment). A stored size the query has not taken yet is taken
  // first (the effect above), which runs this again.
  const settled = settingsStatus !== 'loading';
  const pendingSize = storedPageSize !== undefined && !pageSizeTouched.current && query.limit !== storedPageSize;
  useEffect(() => {
    if (settled && !pendingSize) void load(query, false);
  }, [load, query, settled, pendingSize]);

  return useMemo<ListContextValue>(
    () => ({
      pageId,
      query,
      rows: answer.rows,
      total: answer.total,
      loading,
      error,
      pageSizes,
      statisticsMap: answer.statisticsMap,
      summary: answer.summary,
      mergeInfo: answer.mergeInfo,
      selectedRows,
      setSelectedRows,
      setPage: (page, limit) =>
        setQuery((q) => {
          if (limit !== q.limit) pageSizeTouched.current = true;
          return { ...q, page: limit === q.limit ? page : 1, limit };
        }),
      // A change of sort or filter reloads from page 1.
      setSort: (sort: SortState | null) => setQuery((q) => ({ ...q, sort, page: 1 })),
      setWhere: (where: WhereState) => setQuery((q) => ({ ...q, where, page: 1 })),
      refresh: () => void load(query, true),
      tableName,
      settings,
      settingsStatus,
      saveSettings,
    }),
    [pageId, query, answer, loading, error, pageSizes, load, selectedRows, tableName, settings, settingsStatus, saveSettings],
  );
}
