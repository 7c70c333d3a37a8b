import { Button, Checkbox, Space, Typography, theme } from 'antd';
import { pickLabel, useEnv } from '../../../registry';
import {
  checkAll,
  checkColumn,
  GROUP_ORDER,
  moveToGroup,
  nextGroup,
  reorderInGroup,
  tickCount,
  type ColumnGroups,
  type DraftColumn,
  type GroupName,
} from './column-groups';
import { SortableList } from './SortableList';

export interface ColumnsTabProps {
  groups: ColumnGroups;
  onChange(groups: ColumnGroups): void;
}

/**
 * Tab 1 of the settings drawer (spec 001 screen 10): tick all, then the three groups (pinned left, not
 * pinned, pinned right), each reordered by dragging; a column moves to another group by its buttons,
 * the next one in the pinning cycle first.
 */
export function ColumnsTab({ groups, onChange }: ColumnsTabProps) {
  const env = useEnv();
  const { token } = theme.useToken();
  const { checked, total } = tickCount(groups);
  const nameOf = (column: DraftColumn) => pickLabel(env.language, column.label, column.labelEn) || column.key;
  const targets = (group: GroupName) => [nextGroup(group), nextGroup(nextGroup(group))];
  return (
    <div data-testid="settings-columns">
      <Checkbox
        checked={total > 0 && checked === total}
        indeterminate={checked > 0 && checked < total}
        onChange={(e) => onChange(checkAll(groups, e.target.checked))}
        style={{ marginBottom: 12 }}
      >
        {env.t('listsettings.columns.checkAll', { checked, total })}
      </Checkbox>
      {GROUP_ORDER.map((group) => {
        const title = env.t(`listsettings.groups.${group}`);
        const columns = groups[group];
        return (
          <section key={group} aria-label={title} style={{ marginBottom: 16 }}>
            <Typography.Text strong style={{ display: 'block', marginBottom: 4 }}>
              {title}
            </Typography.Text>
            {columns.length === 0 ? (
              <div style={{ padding: '8px 12px', color: token.colorTextTertiary, border: `1px dashed ${token.colorBorder}` }}>
                {env.t('listsettings.groups.empty')}
              </div>
            ) : (
              <SortableList
                testId={`settings-group-${group}`}
                label={title}
                items={columns.map((c) => ({ id: c.key, label: nameOf(c) }))}
                onMove={(id, overId) => onChange(reorderInGroup(groups, id, overId))}
                renderItem={(item) => {
                  const column = columns.find((c) => c.key === item.id)!;
                  return (
                    <>
                      <Checkbox checked={column.checked} onChange={(e) => onChange(checkColumn(groups, column.key, e.target.checked))} style={{ flex: 1 }}>
                        {item.label}
                      </Checkbox>
                      <Space size={0}>
                        {targets(group).map((target) => (
                          <Button
                            key={target}
                            size="small"
                            type="link"
                            aria-label={env.t(`listsettings.moveTo.${target}`, { name: item.label })}
                            onClick={() => onChange(moveToGroup(groups, column.key, target))}
                          >
                            {env.t(`listsettings.moveShort.${target}`)}
                          </Button>
                        ))}
                      </Space>
                    </>
                  );
                }}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}
