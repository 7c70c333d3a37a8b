import { useEffect, useRef } from 'react';
import type { ListContextValue } from '../core/list-context';

/**
 * The rows the page's URL asked to select (spec 001 §2 `selected`), ticked once when the rows first
 * arrive; only ids on that page count. Later loads leave the selection to the user.
 */
export function usePreselection(list: ListContextValue, rowKey: string): void {
  const done = useRef(false);
  const ids = list.urlPresets?.selected;
  useEffect(() => {
    if (done.current || !ids || ids.length === 0 || list.loading || list.rows.length === 0) return;
    done.current = true;
    const wanted = new Set(ids.map(String));
    const rows = list.rows.filter((row) => wanted.has(String(row[rowKey])));
    if (rows.length > 0) list.setSelectedRows(rows);
  }, [ids, list, rowKey]);
}
