import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip, type TableColumnType } from 'antd';
import type { HTMLAttributes, ReactNode } from 'react';
import { fieldType } from '../../fields';
import { pickLabel, type RendererEnv } from '../../registry';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListContextValue, Row } from '../core/list-context';
import { DataCell } from './cell';
import { DEFAULT_WIDTH } from '../core/table-constants';
import { highlightProps } from './highlight';
import { HeaderFilterTrigger } from './HeaderFilter';
import { rowSpansOf, type RowSpans } from './merged-cells';
import type { ResizeProps } from '../core/table-parts/ResizableHeaderCell';
import { columnClass } from './shown-text';

/** An antd column; `rowSpans` tells the virtual body the merged cells that `onCell` tells antd's. */
export type TableColumn = TableColumnType<Row> & { children?: TableColumn[]; rowSpans?: RowSpans };

export interface BuildOptions {
  env: RendererEnv;
  list: ListContextValue;
  /** The rows the cells are for (the page, or a row's nested rows). */
  rows: readonly Row[];
  /** Header extras (sort, filter, resize, merged cells) belong to the main table only. */
  nested?: boolean;
  /** Resize props of a leaf column's header, when it can be resized. */
  resize?(column: ColumnSchema): ResizeProps | undefined;
  /** Columns the page's URL asked to highlight (spec 001 §2), by prop. */
  highlight?: ReadonlySet<string>;
  /** The list as cells see it: one stable object reading the current list (useLatestList); else `list`. */
  cellList?: ListContextValue;
}

function title(column: ColumnSchema, env: RendererEnv) {
  const label = pickLabel(env.language, column.label, column.labelEn);
  if (!column.headerTips) return label;
  return (
    <span>
      {label}{' '}
      <Tooltip title={column.headerTips}>
        <QuestionCircleOutlined aria-label={column.headerTips} data-testid={`header-tips-${column.prop}`} style={{ color: 'rgba(0,0,0,0.45)' }} />
      </Tooltip>
    </span>
  );
}

/** The antd columns of the visible column schemas: cells by label or field type, grouped headers, header sort, filter and resize. */
export function buildColumns(columns: readonly ColumnSchema[], options: BuildOptions): TableColumn[] {
  const { env, list, rows, nested } = options;
  const sort = list.query.sort;
  return columns.map((column): TableColumn => {
    const base: TableColumn = { key: column.prop, title: title(column, env), fixed: column.fixed || undefined };
    if (column.children?.length) return { ...base, children: buildColumns(column.children, options) };
    const field = fieldType(column.valueType);
    const spans = nested ? null : rowSpansOf(column.prop, column.merge, rows, list.mergeInfo);
    const width = column.width ?? DEFAULT_WIDTH;
    const resize = nested ? undefined : options.resize?.(column);
    const marked = options.highlight?.has(column.prop) ? env.t('listbar.table.highlighted') : null;
    const out: TableColumn = {
      ...base,
      dataIndex: column.prop,
      className: columnClass(column.prop),
      width,
      align: column.align ?? field.align,
      ellipsis: true,
      ...(spans ? { rowSpans: spans } : {}),
      render: (value: unknown, row: Row) => <DataCell column={column} value={value} row={row} env={env} list={options.cellList ?? list} />,
      ...(spans || marked
        ? {
            onCell: (_row: Row, index?: number) => ({
              ...(marked ? highlightProps('cell', marked) : {}),
              ...(spans ? { rowSpan: index === undefined ? 1 : (spans.get(index) ?? 1) } : {}),
            }),
          }
        : {}),
      ...(resize || marked ? { onHeaderCell: () => ({ ...(resize ? { resize } : {}), ...(marked ? highlightProps('header', marked) : {}) }) as HTMLAttributes<HTMLElement> } : {}),
    };
    if (nested) return out;
    if (column.sortable) {
      out.sorter = true;
      // Sort cycles none → desc → asc → none (spec 001 §4).
      out.sortDirections = ['descend', 'ascend'];
      out.sortOrder = sort?.prop === column.prop ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null;
    }
    if (column.searchType) {
      out.title = (
        <span className="hkwl-header-title">
          <span className="hkwl-header-label">{base.title as ReactNode}</span>
          <HeaderFilterTrigger column={column} list={list} label={env.t('listtable.filter')} />
        </span>
      );
    }
    return out;
  });
}
