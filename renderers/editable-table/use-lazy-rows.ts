import { useCallback, useEffect, useState, type RefObject } from 'react';
import { LAZY_LOAD_WAIT_MS } from '../core/list-timing';
import { ROW_HEIGHT } from './columns';

/** Spec 001 §9: a table below the virtual threshold draws its first 9 rows, then 20 more at a time (loadSize). */
export const INITIAL_ROWS = 9;
export const LOAD_SIZE = 20;

/** The rows drawn count up to this many rows ahead of the bottom of the box: the next batch is drawn before it is reached. */
const AHEAD_ROWS = 3;

/** The batches of LOAD_SIZE after the first INITIAL_ROWS that cover `rows` rows. */
function covering(rows: number): number {
  return rows <= INITIAL_ROWS ? INITIAL_ROWS : INITIAL_ROWS + Math.ceil((rows - INITIAL_ROWS) / LOAD_SIZE) * LOAD_SIZE;
}

/**
 * How many of a non-virtual table's rows are drawn (spec 001 §9 "initial rendered rows 9; loadSize 20"): the first 9,
 * the next 20 when the user scrolls near the last drawn one (as many batches as a dragged scroll bar passed), the
 * next 20 by themselves after LAZY_LOAD_WAIT_MS without scrolling (so the page's find and print come to see every
 * row), and always down to the focused row (`needed`: keys, a paste, an added row, the first failed cell). The rows
 * not drawn keep their height below, so the scroll bar does not jump. `height`: the box's declared most height.
 */
export function useLazyRows(scrollRef: RefObject<HTMLDivElement | null>, rowCount: number, height: number, needed: number, active: boolean): number {
  const [drawn, setDrawn] = useState(INITIAL_ROWS);
  const more = useCallback((rows: number) => setDrawn((d) => Math.max(d, covering(rows))), []);
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!active || !scroller) return undefined;
    // In a DOM without layout (a test) the box is taken as its declared height, as the virtual body does.
    const onScroll = () => more(Math.ceil((scroller.scrollTop + (scroller.clientHeight || height)) / ROW_HEIGHT) + AHEAD_ROWS);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scrollRef, active, more, height]);
  const shown = Math.min(rowCount, Math.max(drawn, needed >= 0 ? covering(needed + 1) : 0));
  useEffect(() => {
    if (!active || shown >= rowCount) return undefined;
    const timer = setTimeout(() => more(shown + 1), LAZY_LOAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [active, shown, rowCount, more]);
  return shown;
}
