/** Table constants of spec 001 §9. */
export const DEFAULT_WIDTH = 200;
export const INDEX_WIDTH = 75;
export const SELECTION_WIDTH = 45;
/** The expand icon's column (antd draws its header, the virtual body its cells: both need the one width). */
export const EXPAND_WIDTH = 48;
/** Width of a fixed-right column that declares none (the 操作 column's least width). */
export const FIXED_RIGHT_FALLBACK_WIDTH = 50;
export const MIN_WIDTH = 30;
export const MAX_WIDTH = 2000;
/** From this many rows on, only the visible rows are in the DOM ("infinite-table threshold"). */
export const VIRTUAL_THRESHOLD = 200;
/** Table max height: the free height when above 400, else 650. */
export const DEFAULT_TABLE_HEIGHT = 650;
export const MIN_FREE_HEIGHT = 400;
/** What the page keeps above and below the table body (header, search, toolbar, pagination). */
export const CHROME_HEIGHT = 330;
/**
 * The table body's max height on a phone (spec 001 screen 1: "mobile browsers use a different max height";
 * the spec gives no figure). The stacked query panel and wrapped toolbar leave no free height to measure, so
 * a fixed one: the spec's least free height worth scrolling (400), which with the table's header, summary
 * rows and pager still fits an 844 px phone screen under the app header, so a user scrolled to the table
 * sees it whole and scrolls its rows inside the card.
 */
export const MOBILE_TABLE_HEIGHT = 400;
/** Row buttons shown inline in the 操作 column; the rest go behind "...". */
export const INLINE_ROW_BUTTONS = 2;

/** A width within the table's bounds (30 to 2000 px) and above the column's own minimum, if any. */
export function clampWidth(width: number, minWidth = MIN_WIDTH): number {
  return Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, minWidth, width)));
}
