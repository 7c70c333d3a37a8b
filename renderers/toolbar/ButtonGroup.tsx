import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { pickLabel, useEnv } from '../../registry';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import { buttonState, ruledRows } from '../core/list-shared';
import { buttonIcon } from './button-icons';
import { selectionRule } from './ToolbarButton';
import { type ListControls } from '../core/list-context';

export interface ButtonGroupProps {
  title: string;
  buttons: readonly ToolbarButtonSchema[];
  list: ListControls;
  busy: boolean;
  onRun(button: ToolbarButtonSchema): void;
}

/**
 * Buttons that share a group (spec 001 §3 `group`; export buttons under 数据导出, screen 2) as one dropdown:
 * each item follows the same rules as a lone button (selection, hideWhen, disableWhen with its reason).
 */
export function ButtonGroup({ title, buttons, list, busy, onRun }: ButtonGroupProps) {
  const env = useEnv();
  const items: MenuProps['items'] = [];
  for (const button of buttons) {
    const state = buttonState(button, ruledRows(button, list.selectedRows), env.language, env.t);
    if (state.hidden) continue;
    const rule = selectionRule(button, list.selectedRows.length);
    const reason = rule ? env.t(`listbar.toolbar.${rule}`) : state.disabledReason;
    items.push({
      key: button.flag,
      icon: buttonIcon(button.icon),
      disabled: reason !== null,
      title: reason ?? undefined,
      label: <span data-testid={`toolbar-button-${button.flag}`}>{pickLabel(env.language, button.name, button.nameEn)}</span>,
    });
  }
  if (items.length === 0) return null;
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const button = buttons.find((b) => b.flag === key);
    if (button) onRun(button);
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button loading={busy} data-testid={`toolbar-group-${title}`}>
        {title} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
