import { useMemo, useState, type ReactNode } from 'react';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import { useLocalSettings } from './local-settings';
import { ListContextProvider, type ListContextValue, type ListQueryState, type Row } from '../renderers/list-page';

/** A list context with fixed rows, for stories of list children (table, pagination) without a list page. */
export function StaticList({
  rows,
  total = rows.length,
  loading = false,
  summary,
  settings: initialSettings = null,
  children,
}: {
  rows: Row[];
  total?: number;
  loading?: boolean;
  summary?: ListContextValue['summary'];
  /** The user's table setting, kept in memory (saves change it). */
  settings?: CustomSetting | null;
  children: ReactNode;
}) {
  const { settings, saveSettings } = useLocalSettings(initialSettings);
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
      tableName: 'story',
      settings,
      settingsStatus: settings ? 'ready' : 'failed',
      saveSettings,
    }),
    [query, rows, total, loading, summary, selectedRows, settings, saveSettings],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
