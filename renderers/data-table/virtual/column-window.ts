import type { BodyColumn } from './body-columns';

/**
 * The unpinned columns a row draws for the part of the table in view: indexes [first, last) into the
 * body's columns, and the width of the unpinned columns left out on each side (drawn as one spacer each).
 * Pinned columns are always drawn.
 */
export interface ColumnWindow {
  first: number;
  last: number;
  before: number;
  after: number;
}

/**
 * The window for a horizontal scroll position and view width, `margin` pixels wider on each side so a
 * scroll shows columns, not spacers. Null (every column) while the view has no width yet, as in a DOM
 * without layout.
 */
export function columnWindow(columns: readonly BodyColumn[], scrollLeft: number, viewWidth: number, margin: number): ColumnWindow | null {
  if (viewWidth <= 0) return null;
  let start = 0;
  while (start < columns.length && columns[start].fixed === 'left') start++;
  let end = columns.length;
  while (end > start && columns[end - 1].fixed === 'right') end--;
  const pinnedLeft = columns.slice(0, start).reduce((sum, c) => sum + c.width, 0);
  const pinnedRight = columns.slice(end).reduce((sum, c) => sum + c.width, 0);
  const from = scrollLeft + pinnedLeft - margin;
  const to = scrollLeft + viewWidth - pinnedRight + margin;
  let x = pinnedLeft;
  let first = end;
  let last = start;
  let before = 0;
  let after = 0;
  for (let i = start; i < end; i++) {
    const w = columns[i].width;
    if (x + w <= from) before += w;
    else if (x >= to) after += w;
    else {
      first = Math.min(first, i);
      last = i + 1;
    }
    x += w;
  }
  if (first > last) return { first: start, last: start, before, after };
  return { first, last, before, after };
}

/** The same window, or the previous object when it shows the same columns (rows compare it by identity). */
export function sameWindow(next: ColumnWindow | null, previous: ColumnWindow | null): ColumnWindow | null {
  if (next && previous && next.first === previous.first && next.last === previous.last && next.before === previous.before && next.after === previous.after) return previous;
  return next;
}
