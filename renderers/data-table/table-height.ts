import { useWindowHeight } from '../core/use-window-height';
import { MAX_FOLDED_ROOM, useListRoom } from '../core/list-fold';
import { CHROME_HEIGHT, DEFAULT_TABLE_HEIGHT, MIN_FREE_HEIGHT, MOBILE_TABLE_HEIGHT, VIRTUAL_THRESHOLD } from '../core/table-constants';

/**
 * How the table body scrolls. From 200 rows on it is virtual (only the visible rows in the DOM), which
 * needs a height in pixels: the free height of the window when above 400, else 650 (spec 001 §9). A phone
 * has its own max height (MOBILE_TABLE_HEIGHT). `windowHeight`: the window's, as the table last read it (useWindowHeight).
 */
export function bodyScroll(rowCount: number, phone = false, windowHeight = typeof window === 'undefined' ? 0 : window.innerHeight, room = 0): { virtual: boolean; y: number | string } {
  const virtual = rowCount >= VIRTUAL_THRESHOLD;
  if (phone) return { virtual, y: MOBILE_TABLE_HEIGHT };
  // The list page's fold icon gives the table the height of the sections it folded (`room`).
  const chrome = CHROME_HEIGHT - Math.max(0, Math.min(room, MAX_FOLDED_ROOM));
  if (!virtual) return { virtual: false, y: `calc(100vh - ${chrome}px)` };
  const free = windowHeight - chrome;
  return { virtual: true, y: free > MIN_FREE_HEIGHT ? free : DEFAULT_TABLE_HEIGHT };
}

/**
 * bodyScroll for a table on screen: a virtual body (sized in pixels) follows the window's height as it is resized,
 * and every body the room its list page's fold icon gave it.
 */
export function useBodyScroll(rowCount: number, phone: boolean): { virtual: boolean; y: number | string } {
  const windowHeight = useWindowHeight(rowCount >= VIRTUAL_THRESHOLD && !phone);
  return bodyScroll(rowCount, phone, windowHeight, useListRoom());
}
