import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RendererEnv } from '../../registry/env';
import type { DataSource } from '../../schemas/generated/list-page';
import type { ListContextValue, ListQueryState, SortState, WhereState } from '../core/list-context';
import { openingPageSize, pageSizeKey } from './opening-page-size';
import { settingsPermsId, useListSettings } from '../core/use-list-settings';
import type { ListAsks } from './list-params';
import { EMPTY_ANSWER, openedAnswer, useListLoad } from './use-list-load';
import { useListPageSize } from './use-list-page-size';
import { SEARCH_RELOAD_DEBOUNCE_MS } from '../core/list-timing';

export { listParams, type ListAsks } from './list-params';
export { DUPLICATE_WINDOW_MS } from './use-list-load';

/**
 * The list page's controller: the query (page, size, sort, filter), its calls (use-list-load.ts), the rows per
 * page (use-list-page-size.ts) and the user's setting, as the list's context.
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
  const [query, setQuery] = useState<ListQueryState>(() => (restored ? initial : { ...initial, limit: openingPageSize(sizeKey, tableName, pageSizes, initial.limit) }));
  const { settings, settingsStatus, saveSettings } = useListSettings(env, tableName, settingsPermsId(env, pageId));
  const size = useListPageSize({ tableName, pageSizes, sizeKey, declared: initial.limit, restored, settings, settingsStatus, setQuery });
  const wantedSize = size.wanted;
  // The opening's list call, when its answer is already in and asked with the size the page shows: the first
  // render shows its rows (taking it after mounting rendered the whole page a second time, a long task).
  const [opened] = useState(() => (wantedSize === undefined || query.limit !== wantedSize ? null : openedAnswer(env, source, query, asks)));
  const { answer, loading, error, selectedRows, setSelectedRows, load, sendEarly } = useListLoad(env, source, asks, opened);

  // The first call does not wait for the user's setting (one round trip less). Until the setting is read,
  // and while a stored size the query has not taken yet is pending (the page-size hook takes it, which runs
  // the load again), rows asked with another size are not shown: the page shows loading instead, never the
  // default page's rows for a moment.
  const pendingSize = wantedSize !== undefined && !size.touched && query.limit !== wantedSize;
  // The first call goes out as the page renders, not after its table, query panel and toolbar have rendered
  // (their first render is the costly one). Only sent here: its answer is taken by the first load, after
  // the page has mounted (an answer set on a page still rendering would be lost).
  const firstAsked = useRef(false);
  if (!firstAsked.current && !pendingSize && !opened) {
    firstAsked.current = true;
    sendEarly(query);
  }
  // A change of the search (a tab, a closed tag, a query, a view) loads SEARCH_RELOAD_DEBOUNCE_MS later, so the changes
  // one gesture makes (a view applied, then its tab) are one call; a page, size or sort change loads at once.
  const searched = useRef<WhereState | null>(null);
  useEffect(() => {
    if (pendingSize) return undefined;
    const run = () => {
      searched.current = query.where;
      void load(query, false);
    };
    if (searched.current === null || searched.current === query.where) {
      run();
      return undefined;
    }
    const timer = setTimeout(run, SEARCH_RELOAD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [load, query, pendingSize]);
  const wrongSize = !size.touched && wantedSize !== undefined && answer.limit !== undefined && answer.limit !== wantedSize;
  const showable = wantedSize !== undefined && !pendingSize && !wrongSize;
  const shown = showable ? answer : EMPTY_ANSWER;

  // Setters kept while only the answer changes, so the list's controls (list-context) stay the same object.
  const { choose } = size;
  const setPage = useCallback(
    (page: number, limit: number) => {
      if (limit !== query.limit) choose(limit);
      setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit }));
    },
    [query.limit, choose],
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
    [pageId, source, query, shown, loading, showable, error, pageSizes, selectedRows, setSelectedRows, setPage, setSort, setWhere, refresh, tableName, settings, settingsStatus, saveSettings],
  );
}
