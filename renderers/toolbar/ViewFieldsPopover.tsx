import { Checkbox, Popover, Space, Tooltip } from 'antd';
import { cloneElement, useMemo, type ReactElement } from 'react';
import { pickLabel, useEnv } from '../../registry';
import { changeOf, draftOf, type ColumnGroups } from '../core/table-settings';
import { type ListControls } from '../core/list-context';

/** The groups with one column's visibility set; order, pins and widths kept. */
function toggled(groups: ColumnGroups, key: string, checked: boolean): ColumnGroups {
  const set = (columns: ColumnGroups['left']) => columns.map((c) => (c.key === key ? { ...c, checked } : c));
  return { left: set(groups.left), centre: set(groups.centre), right: set(groups.right) };
}

/**
 * viewFields (spec 001 screens 2 and 3): the columns with a checkbox each; a tick shows or hides the column
 * at once, stored as the settings drawer stores it. The last shown column cannot be hidden. While the
 * user's setting is not there the trigger is disabled and says why.
 */
export function ViewFieldsPopover({ list, children }: { list: ListControls; children: ReactElement<{ disabled?: boolean }> }) {
  const env = useEnv();
  const settings = list.settings;
  const draft = useMemo(() => (settings ? draftOf(settings) : null), [settings]);
  if (!settings || !draft) {
    return (
      <Tooltip title={env.t(list.settingsStatus === 'loading' ? 'listbar.viewFields.loading' : 'listbar.viewFields.unavailable')}>
        <span>{cloneElement(children, { disabled: true })}</span>
      </Tooltip>
    );
  }
  const columns = [...draft.groups.left, ...draft.groups.centre, ...draft.groups.right];
  const shown = columns.filter((c) => c.checked).length;
  const content = (
    <Space direction="vertical" size={4} data-testid="view-fields" role="group" aria-label={env.t('listbar.toolbar.viewFields')} style={{ maxHeight: 360, overflowY: 'auto' }}>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={column.checked}
          disabled={column.checked && shown === 1}
          onChange={(event) => void list.saveSettings(changeOf({ ...draft, groups: toggled(draft.groups, column.key, event.target.checked) }))}
        >
          {pickLabel(env.language, column.label, column.labelEn)}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottom" title={env.t('listbar.toolbar.viewFields')} content={content}>
      {children}
    </Popover>
  );
}
