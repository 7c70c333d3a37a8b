import { memo, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import type { Row } from '../../core/list-context';
import type { BodyColumn } from './body-columns';
import type { ColumnWindow } from './column-window';

/** What a row shows of the table's state: drawn by the leading cells (checkbox, expand icon). */
export interface RowState {
  selected: boolean;
  expanded: boolean;
}

export interface VirtualRowProps {
  row: Row;
  index: number;
  rowKey: string;
  columns: readonly BodyColumn[];
  /** The unpinned columns in view; null for all. */
  inView: ColumnWindow | null;
  selected: boolean;
  /** The row's expanded content, under it across the table; null when it is not expanded. */
  expandedContent: ReactNode;
  start: number;
  /** The height of rows from `index` on, `count` of them: what a merged cell covers. */
  heightOf(index: number, count: number): number;
  /** Given for rows whose height is measured (rows that have been opened). */
  measure?(element: HTMLElement | null): void;
  onContextMenu?(row: Row, event: MouseEvent): void;
}

const CLASS = 'ant-table-cell';

function cellClass(column: BodyColumn, extra?: string): string {
  let name = CLASS;
  if (column.fixed === 'left') name += ` ${CLASS}-fix-left${column.edge ? ` ${CLASS}-fix-left-last` : ''}`;
  else if (column.fixed === 'right') name += ` ${CLASS}-fix-right${column.edge ? ` ${CLASS}-fix-right-first` : ''}`;
  if (column.ellipsis) name += ` ${CLASS}-ellipsis`;
  if (column.className) name += ` ${column.className}`;
  return extra ? `${name} ${extra}` : name;
}

function cellStyle(column: BodyColumn, own?: CSSProperties): CSSProperties {
  const style: CSSProperties = { width: column.width, flex: 'none', textAlign: column.align, ...own };
  if (column.fixed === 'left') style.left = column.inset;
  else if (column.fixed === 'right') style.right = column.inset;
  return style;
}

/**
 * One row of the virtual body, positioned where the virtualizer puts it. Memoised: while the rows
 * scroll only the rows that come into view render. A merged cell is drawn by its first row, as tall as
 * the rows it covers, over them (the row is raised above the rows after it); the rows it covers keep an
 * empty cell in its place.
 */
export const VirtualRow = memo(function VirtualRow(props: VirtualRowProps) {
  const { row, index, rowKey, columns, inView, selected, expandedContent, start, heightOf, measure, onContextMenu } = props;
  const state: RowState = { selected, expanded: expandedContent !== null };
  let raised = false;
  let spacedBefore = false;
  let spacedAfter = false;
  const cells = columns.map((column, i) => {
    if (inView && !column.fixed && (i < inView.first || i >= inView.last)) {
      // The unpinned columns out of view: one spacer on each side, as wide as they are together.
      const before = i < inView.first;
      if (before ? spacedBefore : spacedAfter) return null;
      if (before) spacedBefore = true;
      else spacedAfter = true;
      return <div key={before ? '__before' : '__after'} className={CLASS} style={{ width: before ? inView.before : inView.after, flex: 'none', padding: 0 }} />;
    }
    const span = column.spans?.get(index);
    if (span === 0) return <div key={column.key} className={cellClass(column)} style={cellStyle(column)} data-covered="" />;
    const own = column.cellProps?.(row, index);
    const content = column.render(row, index, state);
    if (span !== undefined && span > 1) {
      raised = true;
      return (
        <div key={column.key} className={cellClass(column, own?.className)} style={cellStyle(column, { ...own?.style, overflow: 'visible', position: column.fixed ? 'sticky' : 'relative' })} aria-description={own?.['aria-description' as keyof typeof own] as string | undefined}>
          <div className={`${CLASS} list-merged-cell ${CLASS}-ellipsis`} data-rowspan={span} style={{ position: 'absolute', inset: '0 0 auto 0', height: heightOf(index, span), display: 'flex', alignItems: 'center', background: own?.style?.background }}>
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{content}</span>
          </div>
        </div>
      );
    }
    return (
      <div key={column.key} {...own} className={cellClass(column, own?.className)} style={cellStyle(column, own?.style)}>
        {content}
      </div>
    );
  });
  return (
    <div data-index={index} ref={measure} style={{ position: 'absolute', top: start, left: 0, width: '100%', zIndex: raised ? 1 : undefined }}>
      <div
        className={`ant-table-row ant-table-row-level-0${selected ? ' ant-table-row-selected' : ''}`}
        data-row-key={String(row[rowKey])}
        onContextMenu={onContextMenu ? (event) => onContextMenu(row, event) : undefined}
      >
        {cells}
      </div>
      {expandedContent !== null && (
        <div className="ant-table-expanded-row ant-table-expanded-row-level-1" style={{ position: 'sticky', left: 0, width: 'var(--virtual-width, 100%)' }}>
          <div className={`${CLASS} ant-table-expanded-row-cell`}>{expandedContent}</div>
        </div>
      )}
    </div>
  );
});
