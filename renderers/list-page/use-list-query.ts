import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataSource } from '../../schemas/generated/list-page';
import type { RendererEnv } from '../../src/env/types';
import type { Row, SortState } from '../data-table';

export interface ListQueryState {
  page: number;
  limit: number;
  sort: SortState | null;
}

export interface ListResult {
  rows: Row[];
  total: number;
}

/** Identical list requests within this window are dropped (spec 001 §4). */
export const DUPLICATE_WINDOW_MS = 2000;

/**
 * The list page's controller: query state, loading, and latest-request-wins (an answer to an older
 * request than the newest is ignored).
 */
export function useListQuery(env: RendererEnv, source: DataSource, initial: ListQueryState) {
  const [query, setQuery] = useState<ListQueryState>(initial);
  const [result, setResult] = useState<ListResult>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const last = useRef<{ key: string; at: number } | null>(null);

  const load = useCallback(
    async (state: ListQueryState, force: boolean) => {
      const params = {
        ...source.params,
        page: state.page,
        limit: state.limit,
        order: state.sort ? `${state.sort.prop} ${state.sort.direction}` : undefined,
      };
      const key = JSON.stringify([source.url, params]);
      const now = Date.now();
      if (!force && last.current && last.current.key === key && now - last.current.at < DUPLICATE_WINDOW_MS) return;
      last.current = { key, at: now };
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const data = await env.request<{ data: Row[]; total: number }>(source.url, { method: source.method ?? 'GET', query: params });
        if (ticket !== latest.current) return;
        setResult({ rows: data.data, total: data.total });
        setFailed(false);
      } catch {
        if (ticket !== latest.current) return;
        setFailed(true);
        setResult({ rows: [], total: 0 });
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    },
    [env, source],
  );

  useEffect(() => {
    void load(query, false);
  }, [load, query]);

  return {
    query,
    result,
    loading,
    failed,
    setPage: (page: number, limit: number) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
    // A change of sort reloads from page 1.
    setSort: (sort: SortState | null) => setQuery((q) => ({ ...q, sort, page: 1 })),
    refresh: () => void load(query, true),
  };
}
