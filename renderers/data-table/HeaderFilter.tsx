import { Button, Space } from 'antd';
import { useState } from 'react';
import type { FilterCondition } from '../../fields';
import { useEnv } from '../../registry';
import type { ColumnSchema } from '../../schemas/generated/data-table';
import type { ListContextValue } from '../core/list-context';
import { applyDraft, fromWhere, SearchControl, whereKey, type SearchField } from '../core/list-shared';

/** The search field a column with a searchType stands for. */
export function columnSearchField(column: ColumnSchema): SearchField {
  const { prop, label, labelEn, valueType, searchType, searchName, options, moneyFormat, timeFormat } = column;
  return { prop, label, labelEn, valueType, searchType, searchName, options, moneyFormat, timeFormat };
}

/**
 * The filter a column header's filter icon opens: the field type's filter control (text keywords at
 * most 50 characters, spec 001 §5). 确定 writes the condition into the list's where, 重置 removes it.
 */
export function HeaderFilter({ column, list, close }: { column: ColumnSchema; list: ListContextValue; close(): void }) {
  const env = useEnv();
  const field = columnSearchField(column);
  const key = whereKey(field);
  const [draft, setDraft] = useState<FilterCondition | undefined>(() => fromWhere(field, list.query.where[key]));
  // The same rule as the query panel: an empty value removes the field's condition.
  const apply = (value: FilterCondition | undefined) => {
    list.setWhere(applyDraft([field], { [key]: value }, list.query.where));
    close();
  };
  return (
    <div data-testid={`header-filter-${column.prop}`} style={{ padding: 8, width: 240 }} onKeyDown={(e) => e.stopPropagation()}>
      <div style={{ marginBottom: 8 }}>
        <SearchControl field={field} value={draft} onChange={setDraft} />
      </div>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={() => apply(undefined)}>
          {env.t('listtable.filterReset')}
        </Button>
        <Button size="small" type="primary" onClick={() => apply(draft)}>
          {env.t('listtable.filterOk')}
        </Button>
      </Space>
    </div>
  );
}
