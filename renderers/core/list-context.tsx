import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FilterCondition } from '../../fields';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { DataSource } from '../../schemas/generated/list-page';
import type { ListViews } from './saved-view-types';
import type { SettingsChange, SettingsStatus } from './use-list-settings';
import type { UrlAsks } from './url-query';

export type Row = Record<string, unknown>;

export interface SortState {
  prop: string;
  direction: 'asc' | 'desc';
}

/** Field → condition, as the list call's `where` takes it. The search panel, tags and saved views write it. */
export type WhereState = Record<string, FilterCondition>;

export interface ListQueryState {
  page: number;
  limit: number;
  sort: SortState | null;
  where: WhereState;
}

/** What a list page's controller publishes to every child renderer (react-admin's ListContext). */
export interface ListContextValue {
  /** The page (menu) id. */
  pageId: number;
  /** Where the rows come from (the list call): an export asks the same resource. Absent in stories and some tests. */
  source?: DataSource;
  query: ListQueryState;
  rows: Row[];
  total: number;
  loading: boolean;
  /** The failure to show, once, where the list is; null when the last load succeeded. */
  error: string | null;
  pageSizes: readonly number[];
  /** Tab value → count over the filtered set without the tab's own condition (statistics_field), when asked. */
  statisticsMap?: Readonly<Record<string, number>>;
  /** Sum and average of the summary fields over the whole filtered set (筛选后合计), when asked. */
  summary?: Readonly<Record<string, { sum: number; avg: number | null }>>;
  /** Column → row ranges [start, end] (0-based, inclusive, on this page) whose cells merge into one (merge_info). */
  mergeInfo?: Readonly<Record<string, readonly (readonly [number, number])[]>>;
  /** The rows ticked in the table; cleared whenever the list loads again. */
  selectedRows: readonly Row[];
  setSelectedRows(rows: readonly Row[]): void;
  setPage(page: number, limit: number): void;
  setSort(sort: SortState | null): void;
  /** Replaces the filter and goes back to page 1. */
  setWhere(where: WhereState): void;
  /** Loads again now, even if nothing changed. */
  refresh(): void;
  /** Which table of the page the per-user setting is for (the page's config key). */
  tableName: string;
  /** The user's merged table setting (columns shown, pinned, ordered, widths; row-button position; page size), once loaded. */
  settings: CustomSetting | null;
  /** Whether that setting is loading, loaded, or could not be read. */
  settingsStatus: SettingsStatus;
  /** Stores a setting change on the server; false (after telling the user) when it failed. */
  saveSettings(change: SettingsChange, failureKey?: string): Promise<boolean>;
  /** What the page's URL asked for when it opened (spec 001 §2): fields to highlight, rows to select, tab, devflag. */
  urlPresets?: UrlAsks;
  /** The page's saved filter views (issue 8), when it has a saved-views node; `settings` then carries the applied view's columns. */
  views?: ListViews;
  /**
   * The where keys the page declares as search fields (its query panel's, simple search's, tags', views', header
   * filters' and search buttons' fields, its tabs' field): a configured program may set no other (search-model.ts).
   * Undefined where the page declares none: nothing is checked.
   */
  searchKeys?: ReadonlySet<string>;
}

/** What a list's answer brings (rows, counts, totals, its loading and failure): changes with every load. */
export type ListResultKey = 'rows' | 'total' | 'loading' | 'error' | 'statisticsMap' | 'summary' | 'mergeInfo';

/**
 * The list without its answer: the query, its setters, the selection, the settings and views. The query
 * panel, toolbar and views read only this, so an answer arriving re-renders the table, pager, tabs and
 * statistics, not them (their re-render was most of a page open's cost).
 */
export type ListControls = Omit<ListContextValue, ListResultKey>;

const ListContext = createContext<ListContextValue | null>(null);
const ListControlsContext = createContext<ListControls | null>(null);

/** Publishes a list to its children: the whole of it, and its controls apart (kept while only the answer changes). */
export function ListContextProvider({ value, children }: { value: ListContextValue; children?: ReactNode }) {
  const { pageId, source, query, pageSizes, selectedRows, setSelectedRows, setPage, setSort, setWhere, refresh, tableName, settings, settingsStatus, saveSettings, urlPresets, views, searchKeys } = value;
  const controls = useMemo<ListControls>(
    () => ({ pageId, source, query, pageSizes, selectedRows, setSelectedRows, setPage, setSort, setWhere, refresh, tableName, settings, settingsStatus, saveSettings, urlPresets, views, searchKeys }),
    [pageId, source, query, pageSizes, selectedRows, setSelectedRows, setPage, setSort, setWhere, refresh, tableName, settings, settingsStatus, saveSettings, urlPresets, views, searchKeys],
  );
  return (
    <ListContext.Provider value={value}>
      <ListControlsContext.Provider value={controls}>{children}</ListControlsContext.Provider>
    </ListContext.Provider>
  );
}

/** The list a child renderer belongs to; a list child outside a list page is a configuration error. */
export function useListContext(): ListContextValue {
  const list = useContext(ListContext);
  if (!list) throw new Error('this renderer must be a child of a list page');
  return list;
}

/** The list's controls when the renderer sits in a list page (a chart in its statistics area), else null. */
export function useOptionalListControls(): ListControls | null {
  return useContext(ListControlsContext);
}

/** The list's controls only, for a child that shows no part of the answer (it then re-renders less). */
export function useListControls(): ListControls {
  const list = useContext(ListControlsContext);
  if (!list) throw new Error('this renderer must be a child of a list page');
  return list;
}
