import FilterFilled from '@ant-design/icons-svg/es/asn/FilterFilled';
import { Button, Dropdown, Space } from 'antd';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { FilterCondition } from '../../fields';
import { LightIcon, useEnv } from '../../registry';
import { useArmed } from '../core/use-armed';
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

const stop = (event: MouseEvent | KeyboardEvent) => event.stopPropagation();

/**
 * A column header's filter icon: plain markup until the pointer or the keyboard comes near it, then antd's dropdown
 * around it (a table with a filter on every column mounted a dropdown per header, about a fifth of its opening).
 * Its clicks and keys stay out of the header, which sorts on click.
 */
export function HeaderFilterTrigger({ column, list, label }: { column: ColumnSchema; list: ListContextValue; label: string }) {
  const { armed, arm, trigger: icon } = useArmed<HTMLSpanElement>();
  const applied = list.query.where[whereKey(columnSearchField(column))];
  const [open, setOpen] = useState(false);
  const trigger = (
    <span
      ref={icon}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-expanded={open}
      data-testid={`header-filter-icon-${column.prop}`}
      className={`hkwl-header-filter${applied !== undefined ? ' hkwl-header-filter-on' : ''}`}
      onPointerEnter={arm}
      onMouseEnter={arm}
      onFocus={arm}
      onClick={(event) => {
        stop(event);
        if (!armed) {
          arm();
          setOpen(true);
        }
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        stop(event);
        arm();
        setOpen((was) => !was);
      }}
    >
      <LightIcon icon={FilterFilled} />
    </span>
  );
  if (!armed) return trigger;
  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        // Keyed by the applied condition: a change made elsewhere (query panel, tags) starts a fresh draft.
        <div className="ant-dropdown-menu" style={{ padding: 0 }} onClick={stop} onKeyDown={stop}>
          <HeaderFilter key={JSON.stringify(applied ?? null)} column={column} list={list} close={() => setOpen(false)} />
        </div>
      )}
    >
      {trigger}
    </Dropdown>
  );
}
