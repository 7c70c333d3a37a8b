import { Table } from 'antd';
import { useMemo } from 'react';
import type { RendererEnv } from '../../registry';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListContextValue, Row } from '../core/list-context';
import { buildColumns } from './build-columns';

/** A row's nested rows (spec 001 §3 children_row) in a small table with the same cells. */
export function NestedRows({ rows, columns, env, list }: { rows: readonly Row[]; columns: readonly ColumnSchema[]; env: RendererEnv; list: ListContextValue }) {
  const antColumns = useMemo(() => buildColumns(columns, { env, list, rows, nested: true }), [columns, env, list, rows]);
  return (
    <Table<Row>
      data-testid="nested-rows"
      size="small"
      rowKey={(_row) => String(rows.indexOf(_row))}
      columns={antColumns}
      dataSource={rows.slice()}
      pagination={false}
      locale={{ emptyText: env.t('list.noData') }}
    />
  );
}

/** The nested rows of a row under `prop`, or null when it has none. */
export function nestedRowsOf(row: Row, prop: string): Row[] | null {
  const value = row[prop];
  return Array.isArray(value) && value.length > 0 ? (value as Row[]) : null;
}
