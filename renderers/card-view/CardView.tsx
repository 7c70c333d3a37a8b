import { Empty, Spin } from 'antd';
import { useCallback, useMemo } from 'react';
import { fieldType } from '../../fields';
import { useEnv, type RendererProps } from '../../registry';
import type { CardViewSchema } from '../../schemas/generated/card-view';
import { useListContext, type Row } from '../core/list-context';
import { fieldValue, RowCard } from './RowCard';

const DEFAULT_MAX_FIELDS = 6;
const DEFAULT_COLUMN_WIDTH = 300;

/** The card-view renderer: the list's rows as cards; the card's checkbox selects the row like the table's. */
export function CardView({ schema }: RendererProps<CardViewSchema>) {
  const env = useEnv();
  const list = useListContext();
  const rowKey = schema.rowKey ?? 'id';
  const titleField = schema.fields.find((field) => field.prop === schema.titleProp);
  const shown = useMemo(
    () => schema.fields.filter((field) => field.prop !== schema.titleProp).slice(0, schema.maxFields ?? DEFAULT_MAX_FIELDS),
    [schema.fields, schema.titleProp, schema.maxFields],
  );
  const selectedKeys = useMemo(() => new Set(list.selectedRows.map((row) => row[rowKey])), [list.selectedRows, rowKey]);
  const { selectedRows, setSelectedRows } = list;
  const onToggle = useCallback(
    (row: Row, selected: boolean) =>
      setSelectedRows(selected ? [...selectedRows, row] : selectedRows.filter((other) => other[rowKey] !== row[rowKey])),
    [selectedRows, setSelectedRows, rowKey],
  );
  const titleText = (row: Row) => {
    const text = fieldType(titleField?.valueType).format(row[schema.titleProp], titleField ?? {}, env.language);
    return text === '' ? env.t('listlabels.card.noTitle') : text;
  };
  return (
    <Spin spinning={list.loading}>
      {list.rows.length === 0 ? (
        <Empty data-testid="card-view-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={env.t('list.noData')} />
      ) : (
        <div
          data-testid="card-view"
          role="list"
          aria-label={env.t('listlabels.card.list')}
          style={{ display: 'grid', gap: 12, gridTemplateColumns: `repeat(auto-fill, minmax(${schema.columnWidth ?? DEFAULT_COLUMN_WIDTH}px, 1fr))` }}
        >
          {list.rows.map((row, i) => (
            <RowCard
              key={String(row[rowKey] ?? i)}
              row={row}
              title={titleField ? fieldValue(titleField, row, env, list) : titleText(row)}
              titleText={titleText(row)}
              fields={shown}
              selectable={schema.selection === true}
              selected={selectedKeys.has(row[rowKey])}
              onToggle={onToggle}
              env={env}
              list={list}
            />
          ))}
        </div>
      )}
    </Spin>
  );
}

export default CardView;
