import { useMemo, useState, type ReactNode } from 'react';
import { ListContextProvider, type ListContextValue, type ListQueryState, type Row } from '../renderers/list-page';

/** A list context with fixed rows, for stories of list children (table, pagination) without a list page. */
export function StaticList({
  rows,
  total = rows.length,
  loading = false,
  summary,
  children,
}: {
  rows: Row[];
  total?: number;
  loading?: boolean;
  summary?: ListContextValue['summary'];
  children: ReactNode;
}) {
  const [query, setQuery] = useState<ListQueryState>({ page: 1, limit: 15, sort: null, where: {} });
  const [selectedRows, setSelectedRows] = useState<readonly Row[]>([]);
  const value = useMemo<ListContextValue>(
    () => ({
      pageId: 0,
      query,
      rows,
      total,
      loading,
      error: null,
      pageSizes: [15, 20, 30, 50],
      summary,
      selectedRows,
      setSelectedRows,
      setPage: (page, limit) => setQuery((q) => ({ ...q, page, limit })),
      setSort: (sort) => setQuery((q) => ({ ...q, sort })),
      setWhere: (where) => setQuery((q) => ({ ...q, where })),
      refresh: () => undefined,
    }),
    [query, rows, total, loading, summary, selectedRows],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
