import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef, type RefObject } from 'react';
import { ROW_HEIGHT } from './columns';
import { useLazyRows } from './use-lazy-rows';

/** Rows drawn above and below the visible ones when only those are drawn. */
const OVERSCAN = 6;

/** The rows the grid draws: `first` to `last` (exclusive), with the height of the rows left out above and below. */
export interface GridWindow {
  first: number;
  last: number;
  above: number;
  below: number;
}

/**
 * The grid's rows in view, by @tanstack/react-virtual as the list's are: from the threshold the rows in the scroll
 * box's height and a few around; below it (`virtual` false) the first rows, more as the user scrolls
 * (use-lazy-rows.ts), always down to the focused row (`activeRow`, -1 for none). Rows are one height (ROW_HEIGHT),
 * so none is measured. In a DOM without layout (a test) the box is taken as its declared height.
 */
export function useGridWindow(scrollRef: RefObject<HTMLDivElement | null>, rowCount: number, height: number, virtual: boolean, activeRow = -1): GridWindow {
  const declaredHeight = useRef(height);
  declaredHeight.current = height;
  const estimateSize = useCallback(() => ROW_HEIGHT, []);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: OVERSCAN,
    enabled: virtual,
    initialRect: { width: 0, height },
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { width: rect.width, height: declaredHeight.current })),
  });
  const lazy = useLazyRows(scrollRef, rowCount, height, activeRow, !virtual);
  if (!virtual) return { first: 0, last: lazy, above: 0, below: (rowCount - lazy) * ROW_HEIGHT };
  const items = virtualizer.getVirtualItems();
  if (items.length === 0) return { first: 0, last: 0, above: 0, below: rowCount * ROW_HEIGHT };
  const first = items[0].index;
  const last = items[items.length - 1].index + 1;
  return { first, last, above: first * ROW_HEIGHT, below: (rowCount - last) * ROW_HEIGHT };
}
