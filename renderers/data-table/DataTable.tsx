import { Table, type TableColumnsType, type TableProps } from 'antd';
import { useMemo } from 'react';
import { fieldType } from '../../fields';
import { pickLabel, useEnv, type RendererProps } from '../../registry';
import type { DataTableSchema } from '../../schemas/generated/data-table';
import { useListContext, type Row } from '../list-page/list-context';
import { SummaryRows } from './SummaryRows';

const DEFAULT_WIDTH = 200;

/** The data-table renderer: columns declared in its schema, rows and sort from the list context. */
export function DataTable({ schema }: RendererProps<DataTableSchema>) {
  const env = useEnv();
  const list = useListContext();
  const sort = list.query.sort;
  const columns = useMemo<TableColumnsType<Row>>(
    () =>
      schema.columns.map((column) => {
        const field = fieldType(column.valueType);
        const Cell = field.Cell;
        return {
          key: column.prop,
          dataIndex: column.prop,
          title: pickLabel(env.language, column.label, column.labelEn),
          width: column.width ?? DEFAULT_WIDTH,
          fixed: column.fixed || undefined,
          align: column.align ?? field.align,
          ellipsis: true,
          sorter: column.sortable ? true : undefined,
          // Sort cycles none → desc → asc (spec 001 §4).
          sortDirections: column.sortable ? (['descend', 'ascend'] as const).slice() : undefined,
          sortOrder: sort?.prop === column.prop ? (sort.direction === 'asc' ? 'ascend' : 'descend') : null,
          render: (value: unknown) => <Cell value={value} options={column} language={env.language} />,
        };
      }),
    [schema.columns, env.language, sort],
  );
  const rowKey = schema.rowKey ?? 'id';
  const withIndex = useMemo<TableColumnsType<Row>>(
    () =>
      schema.index
        ? [
            {
              key: '__index',
              title: env.t('list.index'),
              width: 75,
              fixed: 'left',
              render: (_value: unknown, _row: Row, i: number) => (list.query.page - 1) * list.query.limit + i + 1,
            },
            ...columns,
          ]
        : columns,
    [schema.index, columns, env, list.query.page, list.query.limit],
  );
  const scrollX = useMemo(() => schema.columns.reduce((sum, c) => sum + (c.width ?? DEFAULT_WIDTH), 0), [schema.columns]);
  const onChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || typeof one.columnKey !== 'string') list.setSort(null);
    else list.setSort({ prop: one.columnKey, direction: one.order === 'ascend' ? 'asc' : 'desc' });
  };
  return (
    <Table<Row>
      data-testid="data-table"
      size="middle"
      rowKey={rowKey}
      columns={withIndex}
      rowSelection={
        schema.selection
          ? {
              type: schema.selection === 'single' ? 'radio' : 'checkbox',
              columnWidth: 45,
              fixed: 'left',
              selectedRowKeys: list.selectedRows.map((row) => row[rowKey] as string | number),
              onChange: (_keys, rows) => list.setSelectedRows(rows),
            }
          : undefined
      }
      summary={() => (
        <SummaryRows
          columns={schema.columns}
          list={list}
          leading={(schema.selection ? 1 : 0) + (schema.index ? 1 : 0)}
          language={env.language}
          labels={{ page: env.t('list.pageTotal'), filtered: env.t('list.filteredTotal') }}
        />
      )}
      dataSource={list.rows}
      loading={list.loading}
      pagination={false}
      onChange={onChange}
      scroll={{ x: scrollX, y: 'calc(100vh - 330px)' }}
      sticky
      locale={{ emptyText: env.t('list.noData') }}
    />
  );
}

export default DataTable;
