import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useContext as useTableContext } from '@rc-component/context';
import { theme } from 'antd';
import TableContext from 'rc-table/es/context/TableContext';
import { getColumnsKey } from 'rc-table/es/utils/valueUtil';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { Row } from '../../core/list-context';
import type { BodyColumn } from './body-columns';
import { columnWindow, sameWindow, type ColumnWindow } from './column-window';
import { coveredBy, withMergedFirsts } from './merged-rows';
import { solidOver } from './solid-color';
import { VirtualRow } from './VirtualRow';

/** A row's height in the table's middle size before one is measured (12 + 22 + 12 and the border). */
const ESTIMATED_ROW_HEIGHT = 47;
/** Rows drawn beyond the visible ones on each side, so a fast scroll shows rows, not blank. */
const OVERSCAN = 6;
/** Unpinned columns are drawn this far beyond the view on each side, so a sideways scroll shows cells. */
const COLUMN_MARGIN = 400;

/** What antd's table gives a custom scroll body: its scroll bar's width, the ref it scrolls the body by, and the scroll it follows with the header. */
export interface ScrollBodyInfo {
  scrollbarSize: number;
  ref: Ref<{ scrollLeft: number }>;
  onScroll(info: { currentTarget?: HTMLElement; scrollLeft?: number }): void;
}

export interface VirtualBodyProps {
  rows: readonly Row[];
  rowKey: string;
  columns: readonly BodyColumn[];
  /** The body's height in pixels (the rows scroll inside it). */
  height: number;
  selectedKeys: ReadonlySet<unknown>;
  expandedKeys: ReadonlySet<unknown>;
  renderExpanded?(row: Row): ReactNode;
  onContextMenu?(row: Row, event: MouseEvent): void;
  info: ScrollBodyInfo;
}

/**
 * An opaque scroller: the browser then scrolls the rows as one layer and paints only the rows coming into
 * view (a transparent one is repainted whole each frame, to keep text sharp); about 1-3 ms less per frame at
 * p95 here. Hover colours (antd's hover is a class its own body sets; opaque, as pinned cells hide what
 * scrolls under them), and no `will-change` on the pinned columns' shadows: antd sets it, which gives every
 * row's shadow a layer of its own and, by overlap, most cells of every row one too; scrolling then
 * composites hundreds of layers a frame.
 */
function bodyStyle(background: string, hover: string, selectedHover: string): string {
  const body = '.ant-table-wrapper .ant-table-tbody-virtual';
  return (
    `${body}-holder{background:${background}}` +
    // A merged cell is opaque: it covers the empty cells of the rows under it.
    `${body} .list-merged-cell{background:${background}}` +
    `${body} .ant-table-row:hover>.ant-table-cell,${body} .ant-table-row:hover .list-merged-cell{background:${hover}}` +
    `${body} .ant-table-row.ant-table-row-selected:hover>.ant-table-cell{background:${selectedHover}}` +
    `${body} .ant-table-cell::after{will-change:auto}`
  );
}

/**
 * Tells antd's table the width of each column, as its own body does by measuring a row of cells: the
 * header's pinned cells stick at offsets summed from these (without them every pinned header cell sticks
 * at 0). The columns all have widths in pixels, so they need no measuring.
 */
function useColumnWidthsForHeader() {
  const { flattenColumns, onColumnResize } = useTableContext(TableContext, ['flattenColumns', 'onColumnResize']);
  useLayoutEffect(() => {
    if (!flattenColumns || !onColumnResize) return;
    const keys = getColumnsKey(flattenColumns);
    flattenColumns.forEach((column, i) => onColumnResize(keys[i], typeof column.width === 'number' ? column.width : 0));
  }, [flattenColumns, onColumnResize]);
}

/**
 * The body of a table of many rows (spec 001 §9: from 200 rows on only the visible rows are in the
 * DOM), under antd's own header and summary: our rows with @tanstack/react-virtual, as antd's virtual
 * table lays them out (its classes, so its styles apply), but only the rows that come into view render
 * while the rows scroll. Pinned columns stick by CSS; a merged cell's first row is drawn whenever any
 * row it covers is.
 */
export function VirtualBody({ rows, rowKey, columns, height, selectedKeys, expandedKeys, renderExpanded, onContextMenu, info }: VirtualBodyProps) {
  const holder = useRef<HTMLDivElement | null>(null);
  const estimate = useRef(ESTIMATED_ROW_HEIGHT);
  const declaredHeight = useRef(height);
  declaredHeight.current = height;
  const { token } = theme.useToken();
  const covered = useMemo(() => coveredBy(columns), [columns]);
  const rangeExtractor = useCallback((range: Range) => withMergedFirsts(defaultRangeExtractor(range), covered), [covered]);
  // Stable, or the virtualizer lays out every row again on each scroll frame (it is in its memo's keys).
  const getItemKey = useCallback((index: number) => String(rows[index]?.[rowKey] ?? index), [rows, rowKey]);
  const estimateSize = useCallback(() => estimate.current, []);
  // Rows are one height (the first row's), so none is measured but the ones that open: measuring every row
  // that comes into view made the virtualizer lay out all rows again each time.
  const [opened, setOpened] = useState<ReadonlySet<unknown>>(() => new Set());
  if ([...expandedKeys].some((key) => !opened.has(key))) setOpened(new Set([...opened, ...expandedKeys]));
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => holder.current,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN,
    rangeExtractor,
    // Until the holder is measured, and always in a DOM without layout, as many rows as fill its height.
    initialRect: { width: 0, height },
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : { width: rect.width, height: declaredHeight.current })),
  });
  // Only the columns in view (and the pinned ones) are drawn: a row of 30 columns shows about ten.
  const [scrollLeft, setScrollLeft] = useState(0);
  const lastWindow = useRef<ColumnWindow | null>(null);
  const inView = sameWindow(columnWindow(columns, scrollLeft, virtualizer.scrollRect?.width ?? 0, COLUMN_MARGIN), lastWindow.current);
  lastWindow.current = inView;
  // The first row measured sets the estimate of the others, so rows that come into view do not move.
  useLayoutEffect(() => {
    const first = holder.current?.querySelector<HTMLElement>('[data-index]');
    const measured = first?.getBoundingClientRect().height ?? 0;
    if (measured > 0 && measured !== estimate.current) {
      estimate.current = measured;
      virtualizer.measure();
    }
  }, [virtualizer]);
  const heightOf = useCallback(
    (index: number, count: number) => {
      let total = 0;
      for (let i = index; i < index + count; i++) total += virtualizer.measurementsCache[i]?.size ?? estimate.current;
      return total;
    },
    [virtualizer],
  );
  const tableRef = info.ref;
  const setHolder = useCallback(
    (element: HTMLDivElement | null) => {
      holder.current = element;
      // antd scrolls the body with the header through this ref.
      if (typeof tableRef === 'function') tableRef(element);
      else if (tableRef) (tableRef as { current: unknown }).current = element;
    },
    [tableRef],
  );
  useColumnWidthsForHeader();
  const lastLeft = useRef(0);
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  return (
    <div className="ant-table-tbody ant-table-tbody-virtual" style={{ position: 'relative' }}>
      <style>{bodyStyle(token.colorBgContainer, solidOver(token.colorFillAlter, token.colorBgContainer), token.controlItemBgActiveHover)}</style>
      <div
        ref={setHolder}
        className="ant-table-tbody-virtual-holder"
        style={{ height, overflow: 'auto', overflowAnchor: 'none' }}
        onScroll={(event) => {
          const left = event.currentTarget.scrollLeft;
          if (left === lastLeft.current) return;
          lastLeft.current = left;
          setScrollLeft(left);
          info.onScroll({ currentTarget: event.currentTarget, scrollLeft: left });
        }}
      >
        <div
          className="ant-table-tbody-virtual-holder-inner"
          style={{ position: 'relative', height: virtualizer.getTotalSize(), width, ['--virtual-width' as string]: `${virtualizer.scrollRect?.width || width}px` }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            const key = row[rowKey];
            return (
              <VirtualRow
                key={item.key}
                row={row}
                index={item.index}
                rowKey={rowKey}
                columns={columns}
                inView={inView}
                selected={selectedKeys.has(key)}
                expandedContent={renderExpanded && expandedKeys.has(key) ? renderExpanded(row) : null}
                start={item.start}
                heightOf={heightOf}
                measure={opened.has(key) ? virtualizer.measureElement : undefined}
                onContextMenu={onContextMenu}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}
