import { memo } from 'react';
import { fieldType, isTextCell } from '../../fields';
import type { RendererEnv } from '../../registry';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListContextValue, Row } from '../core/list-context';
import { renderLabel } from '../core/labels';

interface DataCellProps {
  column: ColumnSchema;
  value: unknown;
  row: Row;
  env: RendererEnv;
  list: ListContextValue;
}

/** Columns equal but for their size and pinning, which change while a header is dragged and do not show in a cell. */
function sameColumn(a: ColumnSchema, b: ColumnSchema): boolean {
  if (a === b) return true;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('width');
  keys.delete('fixed');
  return [...keys].every((key) => a[key as keyof ColumnSchema] === b[key as keyof ColumnSchema]);
}

function sameCell(a: DataCellProps, b: DataCellProps): boolean {
  return a.value === b.value && a.row === b.row && a.env === b.env && a.list === b.list && sameColumn(a.column, b.column);
}

/**
 * One table cell: the column's label type (and copy icon) when it has one, else its field type's cell.
 * Plain memoised React, never a form field (docs/architecture.md §3): dragging a column's width re-renders no cell.
 */
export const DataCell = memo(function DataCell({ column, value, row, env, list }: DataCellProps) {
  const label = column.labelType || column.copy ? renderLabel({ column, value, row, env, list }) : undefined;
  if (label !== undefined) return <>{label}</>;
  const field = fieldType(column.valueType);
  if (isTextCell(field.Cell)) return <>{field.format(value, column, env.language)}</>;
  return <field.Cell value={value} options={column} language={env.language} />;
}, sameCell);
