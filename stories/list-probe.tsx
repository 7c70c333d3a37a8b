import { Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import { useLocalSettings } from './local-settings';
import { ListContextProvider, type ListContextValue, type ListQueryState, type Row, type WhereState } from '../renderers/list-page';

export interface ProbeListProps {
  where?: WhereState;
  /** The list answer's statisticsMap (tab value → count). */
  statisticsMap?: Record<string, number>;
  selectedRows?: Row[];
  pageId?: number;
  onRefresh?: () => void;
  /** The user's table setting, kept in memory; the saves are counted below the renderer. */
  settings?: CustomSetting | null;
  /** The where keys the page declares as search fields (a configured program may set no other). */
  searchKeys?: readonly string[];
  children: ReactNode;
}

/**
 * A list context for stories of the search, tabs, tags and toolbar renderers: where is live, the
 * refreshes are counted, and both are printed below the renderer so a story (and its test) shows what
 * the renderer asked the list for.
 */
export function ProbeList({ where: initial = {}, statisticsMap, selectedRows, pageId = 301, onRefresh, settings: initialSettings = null, searchKeys, children }: ProbeListProps) {
  const declared = useMemo(() => (searchKeys ? new Set(searchKeys) : undefined), [searchKeys]);
  const { settings, saveSettings, saves } = useLocalSettings(initialSettings);
  const [query, setQuery] = useState<ListQueryState>({ page: 1, limit: 15, sort: null, where: initial });
  const [refreshes, setRefreshes] = useState(0);
  const value = useMemo<ListContextValue>(() => {
    const list: ListContextValue = {
      pageId,
      query,
      rows: [],
      total: 0,
      loading: false,
      error: null,
      pageSizes: [15, 20, 30, 50],
      statisticsMap,
      selectedRows: selectedRows ?? [],
      setSelectedRows: () => undefined,
      setPage: (page, limit) => setQuery((q) => ({ ...q, page, limit })),
      setSort: (sort) => setQuery((q) => ({ ...q, sort, page: 1 })),
      setWhere: (where) => setQuery((q) => ({ ...q, where, page: 1 })),
      refresh: () => {
        setRefreshes((n) => n + 1);
        onRefresh?.();
      },
      tableName: 'story',
      settings,
      settingsStatus: settings ? 'ready' : 'failed',
      saveSettings,
      searchKeys: declared,
    };
    return list;
  }, [pageId, query, statisticsMap, selectedRows, onRefresh, settings, saveSettings, declared]);
  return (
    <ListContextProvider value={value}>
      {children}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
        where: <code data-testid="probe-where">{JSON.stringify(query.where)}</code> · refreshes: <code data-testid="probe-refreshes">{refreshes}</code> · setting saves:{' '}
        <code data-testid="probe-setting-saves">{saves}</code>
      </Typography.Paragraph>
    </ListContextProvider>
  );
}

/** The where the probe shows, parsed. */
export function probedWhere(): Record<string, unknown> {
  return JSON.parse(document.querySelector('[data-testid="probe-where"]')?.textContent ?? '{}') as Record<string, unknown>;
}
