import { Table, Tag, type TableColumnsType, type TableProps } from 'antd';
import { memo, useMemo } from 'react';
import type { ColumnSchema, DataTableSchema } from '../../schemas/generated/list-page';
import type { RendererProps } from '../../registry';
import { useEnv } from '../../src/env/context';
import { formatCell, optionFor } from '../../src/format/value';

export type Row = Record<string, unknown>;

export interface SortState {
  prop: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps extends RendererProps<DataTableSchema> {
  rows?: Row[];
  loading?: boolean;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
}

const DEFAULT_WIDTH = 200;

/** A plain memoised cell: list cells are never form fields (DESIGN §3). */
const Cell = memo(function Cell({ column, value, language }: { column: ColumnSchema; value: unknown; language: 'en' | 'zh' }) {
  const text = formatCell(column, value, language);
  if (column.valueType === 'enum' && text) {
    const color = optionFor(column, value)?.color;
    return <Tag color={color}>{text}</Tag>;
  }
  return <>{text}</>;
});

/** The data-table renderer: columns declared in the schema, rows given by its list page. */
export function DataTable({ schema, rows = [], loading = false, sort = null, onSortChange }: DataTableProps) {
  const env = useEnv();
  const columns = useMemo<TableColumnsType<Row>>(
    () =>
      schema.columns.map((column) => ({
        key: column.prop,
        dataIndex: column.prop,
        title: env.language === 'en' && column.labelEn ? column.labelEn : column.label,
        width: column.width ?? DEFAULT_WIDTH,
        fixed: column.fixed || undefined,
        align: column.align ?? (column.valueType === 'money' ? 'right' : undefined),
        ellipsis: true,
        sorter: column.sortable ? true : undefined,
        // Sort cycles none → desc → asc (spec 001 §4).
        sortDirections: column.sortable ? (['descend', 'ascend'] as const).slice() : undefined,
        sortOrder: sort?.prop === column.prop ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null,
        render: (value: unknown) => <Cell column={column} value={value} language={env.language} />,
      })),
    [schema.columns, env.language, sort],
  );
  const scrollX = useMemo(() => schema.columns.reduce((sum, c) => sum + (c.width ?? DEFAULT_WIDTH), 0), [schema.columns]);
  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!onSortChange) return;
    if (!one?.order || typeof one.columnKey !== 'string') onSortChange(null);
    else onSortChange({ prop: one.columnKey, direction: one.order === 'ascend' ? 'asc' : 'desc' });
  };
  return (
    <Table<Row>
      data-testid="data-table"
      size="middle"
      rowKey={schema.rowKey ?? 'id'}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      onChange={onChange}
      scroll={{ x: scrollX, y: 'calc(100vh - 330px)' }}
      sticky
      locale={{ emptyText: env.t('list.noData') }}
    />
  );
}

export default DataTable;
