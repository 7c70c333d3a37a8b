/**
 * The scroll floor of this browser and machine: the same rows and columns in a hand-written virtual list
 * (no React, no antd; plain divs, only the visible rows plus a few in the DOM). No table can scroll faster
 * than this here, so it tells what the p95 target asks of the machine, not of our code.
 */
import type { ColumnSchema } from '../../schemas/generated/data-table';

const ROW_HEIGHT = 47;
const OVERSCAN = 4;

export function renderFloor(host: HTMLElement, columns: readonly ColumnSchema[], rows: readonly Record<string, unknown>[]): void {
  const scroller = host.appendChild(document.createElement('div'));
  scroller.className = 'floor-scroller';
  scroller.style.cssText = 'height:600px;overflow:auto;font:14px sans-serif';
  const width = columns.reduce((sum, c) => sum + (c.width ?? 200), 0);
  const inner = scroller.appendChild(document.createElement('div'));
  inner.style.cssText = `position:relative;width:${width}px;height:${rows.length * ROW_HEIGHT}px`;
  const mounted = new Map<number, HTMLElement>();
  const draw = () => {
    const first = Math.max(0, Math.floor(scroller.scrollTop / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(rows.length, Math.ceil((scroller.scrollTop + scroller.clientHeight) / ROW_HEIGHT) + OVERSCAN);
    for (const [index, element] of mounted) {
      if (index < first || index >= last) {
        element.remove();
        mounted.delete(index);
      }
    }
    for (let index = first; index < last; index++) {
      if (mounted.has(index)) continue;
      const row = document.createElement('div');
      row.className = 'floor-row';
      row.style.cssText = `position:absolute;top:${index * ROW_HEIGHT}px;height:${ROW_HEIGHT}px;display:flex;border-bottom:1px solid #f0f0f0`;
      for (const column of columns) {
        const cell = row.appendChild(document.createElement('div'));
        cell.style.cssText = `width:${column.width ?? 200}px;flex:none;padding:12px 8px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis`;
        cell.textContent = String(rows[index][column.prop] ?? '');
      }
      inner.appendChild(row);
      mounted.set(index, row);
    }
  };
  scroller.addEventListener('scroll', draw);
  draw();
}
