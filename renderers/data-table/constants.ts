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
/** Row buttons shown inline in the 操作 column; the rest go behind "...". */
export const INLINE_ROW_BUTTONS = 2;
