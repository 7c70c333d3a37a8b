import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import type { Row } from '../../core/list-context';
import type { TableColumn } from '../build-columns';
import { DEFAULT_WIDTH } from '../../core/table-constants';
import type { RowSpans } from '../merged-cells';
import type { RowState } from './VirtualRow';

/** A leaf column as the virtual body draws it: its width, pinning and place, and how a cell is drawn. */
export interface BodyColumn {
  key: string;
  width: number;
  fixed?: 'left' | 'right';
  /** The sticky inset of a pinned column: from the left edge for left, from the right edge for right. */
  inset: number;
  /** The last column pinned left, or the first pinned right: it draws the shadow when rows scroll under it. */
  edge: boolean;
  align?: CSSProperties['textAlign'];
  ellipsis: boolean;
  className?: string;
  spans?: RowSpans;
  render(row: Row, index: number, state: RowState): ReactNode;
  cellProps?(row: Row, index: number): HTMLAttributes<HTMLElement>;
}

/** The leaves of grouped headers, left to right. */
function leaves(columns: readonly TableColumn[]): TableColumn[] {
  return columns.flatMap((column) => (column.children?.length ? leaves(column.children) : [column]));
}

/** What goes before the declared columns: the selection and expand cells, drawn by the body itself. */
export interface LeadingColumn {
  key: string;
  width: number;
  className?: string;
  render(row: Row, index: number, state: RowState): ReactNode;
}

/**
 * The body's columns in the order the header shows them: the leading ones (pinned left), then the
 * leaves of the table's columns. Pinned columns get their sticky insets, summed from their side.
 */
export function bodyColumns(leading: readonly LeadingColumn[], columns: readonly TableColumn[]): BodyColumn[] {
  const out: BodyColumn[] = [
    ...leading.map((column): BodyColumn => ({ ...column, fixed: 'left', inset: 0, edge: false, ellipsis: false })),
    ...leaves(columns).map((column): BodyColumn => {
      const dataIndex = typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
      const fixed = column.fixed === 'left' || column.fixed === true ? 'left' : column.fixed === 'right' ? 'right' : undefined;
      const render = column.render;
      return {
        key: String(column.key),
        width: typeof column.width === 'number' ? column.width : DEFAULT_WIDTH,
        fixed,
        inset: 0,
        edge: false,
        align: column.align,
        ellipsis: Boolean(column.ellipsis),
        className: column.className,
        spans: column.rowSpans,
        render: (row, index) => {
          const value = dataIndex === undefined ? undefined : row[dataIndex];
          return render ? (render(value, row, index) as ReactNode) : (value as ReactNode);
        },
        cellProps: column.onCell
          ? (row, index) => {
              // Spans are the body's own business (`spans`); the rest (class, style, aria) goes on the cell.
              const props: HTMLAttributes<HTMLElement> & { rowSpan?: number; colSpan?: number } = { ...column.onCell!(row, index) };
              delete props.rowSpan;
              delete props.colSpan;
              return props;
            }
          : undefined,
      };
    }),
  ];
  // Only the leading run of left-pinned columns and the trailing run of right-pinned ones stick; a column
  // pinned in the middle scrolls with the rest (antd's header does the same).
  let left = 0;
  let first = 0;
  for (; first < out.length && out[first].fixed === 'left'; first++) {
    out[first].inset = left;
    left += out[first].width;
  }
  if (first > 0) out[first - 1].edge = true;
  let right = 0;
  let last = out.length - 1;
  for (; last >= first && out[last].fixed === 'right'; last--) {
    out[last].inset = right;
    right += out[last].width;
  }
  if (last < out.length - 1) out[last + 1].edge = true;
  for (let i = first; i <= last; i++) out[i].fixed = undefined;
  return out;
}
