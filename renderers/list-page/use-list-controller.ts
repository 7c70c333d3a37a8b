import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureText, type RendererEnv } from '../../registry';
import type { DataSource } from '../../schemas/generated/list-page';
import type { ListAnswer } from '../../schemas/generated/list-answer';
import type { ListContextValue, ListQueryState, Row, SortState, WhereState } from './list-context';

/** Identical list requests within this window are dropped (spec 001 §4). */
export const DUPLICATE_WINDOW_MS = 2000;

/** The params of one list call: fixed source params, the page, the sort and the filter. */
export function listParams(source: DataSource, state: ListQueryState): Record<string, unknown> {
  return {
    ...source.params,
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
): ListContextValue {
  const [query, setQuery] = useState<ListQueryState>(initial);
  const [answer, setAnswer] = useState<{ rows: Row[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);
  const last = useRef<{ key: string; at: number } | null>(null);

  const load = useCallback(
    async (state: ListQueryState, force: boolean) => {
      const params = listParams(source, state);
      const key = JSON.stringify([source.url, params]);
      const now = Date.now();
      if (!force && last.current && last.current.key === key && now - last.current.at < DUPLICATE_WINDOW_MS) return;
      last.current = { key, at: now };
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const data = await env.request<ListAnswer>(source.url, { method: source.method ?? 'GET', query: params, messageHide: true });
        if (ticket !== latest.current) return;
        setAnswer({ rows: data.data, total: data.total });
        setError(null);
      } catch (failure) {
        if (ticket !== latest.current) return;
        setError(failureText(env.t, failure, 'errors.loadFailed'));
        setAnswer({ rows: [], total: 0 });
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [env, source],
  );

  useEffect(() => {
    void load(query, false);
  }, [load, query]);

  return useMemo<ListContextValue>(
    () => ({
      pageId,
      query,
      rows: answer.rows,
      total: answer.total,
      loading,
      error,
      pageSizes,
      setPage: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
      // A change of sort or filter reloads from page 1.
      setSort: (sort: SortState | null) => setQuery((q) => ({ ...q, sort, page: 1 })),
      setWhere: (where: WhereState) => setQuery((q) => ({ ...q, where, page: 1 })),
      refresh: () => void load(query, true),
    }),
    [pageId, query, answer, loading, error, pageSizes, load],
  );
}
