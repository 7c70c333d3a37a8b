import { createContext, useContext } from 'react';

/**
 * The list page's fold icon (spec 001 screen 1: "a fold icon collapses sibling sections"): the sections above the
 * rows that it folds away so the table gets the room. The toolbar and the view selector stay: their buttons act
 * on the rows.
 */
export const FOLDABLE_TYPES: ReadonlySet<string> = new Set(['statistics-tip', 'chart', 'status-tabs', 'simple-search', 'query-panel', 'filter-tags']);

/** The most height folding gives a table: the page header, toolbar, table header and pager stay in sight. */
export const MAX_FOLDED_ROOM = 200;

/** The height (px) the folded sections gave back, which a table adds to its body's (0 while nothing is folded). */
export const ListRoomContext = createContext(0);

export function useListRoom(): number {
  return useContext(ListRoomContext);
}
