import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { ListContextValue, ListQueryState } from '../core/list-context';
import { preferPageSize, preferredPageSize } from './preferred-page-size';
import { rememberPageSize } from './remembered-page-size';

interface PageSizeArgs {
  tableName: string;
  pageSizes: readonly number[];
  /** Where the size the setting gave last time is remembered (opening-page-size.ts). */
  sizeKey: string;
  /** The declared page size. */
  declared: number;
  /** The query's size is a place taken back: the user's, not to be replaced. */
  restored: boolean;
  settings: ListContextValue['settings'];
  settingsStatus: ListContextValue['settingsStatus'];
  setQuery: Dispatch<SetStateAction<ListQueryState>>;
}

export interface ListPageSize {
  /** The size the list should show once the setting is read (undefined while it is being read). */
  wanted: number | undefined;
  /** The user changed the size here: no later answer of the setting replaces it. */
  touched: boolean;
  /** The user chose a size in the pager: kept for this list in this browser (spec 001 §3 local preference). */
  choose(limit: number): void;
}

/**
 * A list's rows per page: the user's choice here (the local preference), else the size of the user's setting,
 * else the declared one; taken into the query once known, unless the user already changed it.
 */
export function useListPageSize({ tableName, pageSizes, sizeKey, declared, restored, settings, settingsStatus, setQuery }: PageSizeArgs): ListPageSize {
  const [preferred, setPreferred] = useState(() => preferredPageSize(tableName, pageSizes));
  const touched = useRef(restored);
  const storedPageSize = pageSizes.includes(settings?.content_pagesize ?? 0) ? settings?.content_pagesize : undefined; // an unpaged page keeps its one size
  // The setting's size as first read: a later change of it (the settings drawer's rows per page) is the
  // user's newest choice and replaces the one kept in this browser.
  const readSize = useRef<{ size: number | undefined } | null>(null);
  useEffect(() => {
    if (settingsStatus !== 'ready') return;
    if (readSize.current && storedPageSize !== undefined && storedPageSize !== readSize.current.size) {
      preferPageSize(tableName, storedPageSize);
      setPreferred(storedPageSize);
      touched.current = false;
    }
    readSize.current = { size: storedPageSize };
  }, [settingsStatus, storedPageSize, tableName]);
  // Once the setting is read (or could not be): the user's choice here, else the setting's size, else the
  // declared one (a remembered size may be stale).
  const wanted = settingsStatus === 'loading' ? undefined : (preferred ?? storedPageSize ?? declared);
  useEffect(() => {
    if (settingsStatus === 'ready') rememberPageSize(sizeKey, storedPageSize);
    if (wanted !== undefined && !touched.current) setQuery((q) => (q.limit === wanted ? q : { ...q, limit: wanted, page: 1 }));
  }, [wanted, storedPageSize, settingsStatus, sizeKey, setQuery]);
  const choose = useCallback(
    (limit: number) => {
      touched.current = true;
      preferPageSize(tableName, limit);
      setPreferred(limit);
    },
    [tableName],
  );
  return { wanted, touched: touched.current, choose };
}
