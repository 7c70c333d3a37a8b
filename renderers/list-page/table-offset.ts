import { readLocal, writeLocal } from '../core/local-store';

/** Where a list page's table started below its card's content last time (its tip, tabs, panel and bars), per menu. */
const offsetKey = (menuId: number) => `hkwl:table-offset:${menuId}`;

/** The room the page's controls took above its table last time in this browser; 0 when never seen. */
export function rememberedTableOffset(menuId: number): number {
  const value = Number(readLocal(offsetKey(menuId)));
  return Number.isFinite(value) && value > 0 && value < 2000 ? Math.round(value) : 0;
}

/**
 * Keeps how far below the card body's content `table` starts, so the next opening draws the table (or its first
 * rows) at that place before the controls above it are drawn.
 */
export function rememberTableOffset(menuId: number, body: Element, table: Element): void {
  const padding = Number.parseFloat(getComputedStyle(body).paddingTop) || 0;
  const offset = table.getBoundingClientRect().top - body.getBoundingClientRect().top - padding;
  if (offset >= 0) writeLocal(offsetKey(menuId), String(Math.round(offset)));
}
