import { Button, Popover, Space } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import type { FilterCondition } from '../../fields';
import { useEnv } from '../../registry';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import { applyDraft, draftFrom, isQueryKey, SearchControl, whereKey, type SearchField } from '../core/list-shared';
import { type ListControls } from '../core/list-context';

/** The one field a search button filters by (spec 001 §3: the button's searchType and label). */
export function searchFieldOf(button: ToolbarButtonSchema): SearchField | null {
  const prop = button.config?.prop;
  if (typeof prop !== 'string' || prop === '') return null;
  return {
    prop,
    label: button.label ?? button.name,
    ...(button.label ? {} : button.nameEn ? { labelEn: button.nameEn } : {}),
    searchType: button.searchType ?? 'input',
    ...(button.config?.options ? { options: button.config.options } : {}),
    ...(typeof button.config?.dictLabel === 'string' ? { dictLabel: button.config.dictLabel } : {}),
  };
}

/**
 * search (spec 001 screen 3, single-field filter): the button opens one control for its field; Enter or
 * 查询 applies it to the list's where (the other conditions kept), 重置 removes it.
 */
export function SearchPopover({ field, list, children }: { field: SearchField; list: ListControls; children: ReactElement }) {
  const env = useEnv();
  const [open, setOpen] = useState(false);
  const key = whereKey(field);
  const applied = useMemo(() => draftFrom([field], list.query.where)[key], [field, list.query.where, key]);
  const [draft, setDraft] = useState<FilterCondition | undefined>(applied);
  const apply = (value: FilterCondition | undefined) => {
    list.setWhere(applyDraft([field], { [key]: value }, list.query.where));
    setOpen(false);
  };
  const content = (
    <div
      data-testid={`search-popover-${field.prop}`}
      style={{ width: 280 }}
      onKeyDown={(event) => {
        if (isQueryKey(event)) apply(draft);
      }}
    >
      <SearchControl field={field} value={draft} onChange={setDraft} />
      <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
        <Button size="small" onClick={() => apply(undefined)}>
          {env.t('listbar.search.reset')}
        </Button>
        <Button size="small" type="primary" onClick={() => apply(draft)}>
          {env.t('listbar.search.query')}
        </Button>
      </Space>
    </div>
  );
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={(next) => {
        // Opening starts from the applied condition (a tag may have removed it meanwhile).
        if (next) setDraft(applied);
        setOpen(next);
      }}
      content={content}
    >
      {children}
    </Popover>
  );
}
