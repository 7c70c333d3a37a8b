import { useMemo, useRef } from 'react';
import type { ListContextValue } from '../core/list-context';

/**
 * One object for the whole life of the table that always reads the list context as it is now. Cells get
 * this instead of the context itself: the context is a new object on every tick of a checkbox or load,
 * which would re-render every memoised cell although cells only use the list when clicked (a search
 * label, a filter function), and then they must see the current filter, not the one they rendered with.
 */
export function useLatestList(list: ListContextValue): ListContextValue {
  const latest = useRef(list);
  latest.current = list;
  return useMemo(
    () =>
      new Proxy({} as ListContextValue, {
        get: (_target, key) => latest.current[key as keyof ListContextValue],
        has: (_target, key) => key in latest.current,
      }),
    [],
  );
}
