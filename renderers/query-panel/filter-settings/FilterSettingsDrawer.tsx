import { Alert, Button, Checkbox, Drawer, Space, Typography } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../../registry';
import { fieldLabel, whereKey, type SearchField } from '../../core/list-shared';
import { SortableList, useOpening } from '../../core/table-settings';
import { chosenFields, type SearchPreference } from './search-preference';

/** The common-filter drawer is narrower than the column settings: it holds two short lists. */
const FILTER_DRAWER_WIDTH = 480;

export interface FilterSettingsDrawerProps {
  open: boolean;
  onClose(): void;
  /** Every searchable field of the list, as declared. */
  fields: readonly SearchField[];
  preference: SearchPreference | null;
  /** Stores the choice; false when it could not be stored. */
  onSave(preference: SearchPreference): boolean;
}

/**
 * 常用筛选条件设置 (spec 001 screen 9): tick the fields the query panel shows, and order the ticked ones
 * by dragging. 确定 stores the choice, 取消 drops it.
 */
export function FilterSettingsDrawer(props: FilterSettingsDrawerProps) {
  return <FilterSettingsBody key={useOpening(props.open)} {...props} />;
}

function FilterSettingsBody({ open, onClose, fields, preference, onSave }: FilterSettingsDrawerProps) {
  const env = useEnv();
  const [chosen, setChosen] = useState<string[]>(() => chosenFields(fields, whereKey, preference).map(whereKey));
  const byKey = new Map(fields.map((f) => [whereKey(f), f]));
  const nameOf = (key: string) => {
    const field = byKey.get(key);
    return field ? fieldLabel(field, env.language) : key;
  };
  const ticked = new Set(chosen);
  const total = fields.length;

  const toggle = (key: string, on: boolean) => setChosen((list) => (on ? (list.includes(key) ? list : [...list, key]) : list.filter((k) => k !== key)));
  const toggleAll = (on: boolean) => setChosen((list) => (on ? [...list, ...fields.map(whereKey).filter((k) => !list.includes(k))] : []));
  const move = (key: string, overKey: string) =>
    setChosen((list) => {
      const next = list.filter((k) => k !== key);
      next.splice(list.indexOf(overKey), 0, key);
      return next;
    });
  const ok = () => {
    if (onSave({ searchField: chosen, knownFields: fields.map(whereKey) })) {
      env.notify.success(env.t('listsettings.setDone'));
      onClose();
    } else {
      env.notify.error(env.t('listsettings.setFailed'));
    }
  };

  return (
    <Drawer
      title={env.t('listsettings.filter.title')}
      width={FILTER_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{env.t('listsettings.filter.cancel')}</Button>
          <Button type="primary" disabled={chosen.length === 0} onClick={ok}>
            {env.t('listsettings.filter.ok')}
          </Button>
        </Space>
      }
    >
      <section aria-label={env.t('listsettings.filter.fields')} data-testid="filter-settings-fields">
        <Checkbox
          checked={total > 0 && chosen.length === total}
          indeterminate={chosen.length > 0 && chosen.length < total}
          onChange={(e) => toggleAll(e.target.checked)}
        >
          {env.t('listsettings.filter.selectAll', { checked: chosen.length, total })}
        </Checkbox>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8, margin: '12px 0 20px' }}>
          {fields.map((field) => {
            const key = whereKey(field);
            return (
              <Checkbox key={key} checked={ticked.has(key)} onChange={(e) => toggle(key, e.target.checked)}>
                {fieldLabel(field, env.language)}
              </Checkbox>
            );
          })}
        </div>
      </section>
      <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
        {env.t('listsettings.filter.chosen')}
      </Typography.Text>
      {chosen.length === 0 ? (
        <Alert type="warning" showIcon message={env.t('listsettings.filter.none')} />
      ) : (
        <SortableList
          testId="filter-settings-chosen"
          label={env.t('listsettings.filter.chosen')}
          items={chosen.map((key) => ({ id: key, label: nameOf(key) }))}
          onMove={move}
          renderItem={(item) => <span style={{ flex: 1 }}>{item.label}</span>}
        />
      )}
    </Drawer>
  );
}
