import { Button, Tooltip } from 'antd';
import { pickLabel, useEnv } from '../../registry';
import type { ToolbarButtonSchema } from '../../schemas/generated/toolbar';
import { buttonState, ruledRows } from '../core/list-shared';
import { buttonIcon } from './button-icons';
import { SearchPopover, searchFieldOf } from './SearchPopover';
import { ViewFieldsPopover } from './ViewFieldsPopover';
import { type ListControls } from '../core/list-context';

/**
 * Why a selection-bound button is disabled (spec 001 §4), or null when it may be pressed. A delete button
 * (flag `del`) without a selection says 请选择需要删除的对象 (spec 001 §8).
 */
export function selectionRule(button: Pick<ToolbarButtonSchema, 'position' | 'flag'>, selected: number): 'selectOne' | 'selectSome' | 'selectDelete' | null {
  if (button.position === 'solo' && selected !== 1) return 'selectOne';
  if (button.position === 'mult' && selected === 0) return button.flag === 'del' ? 'selectDelete' : 'selectSome';
  return null;
}

export interface ToolbarButtonProps {
  button: ToolbarButtonSchema;
  list: ListControls;
  busy: boolean;
  onRun(button: ToolbarButtonSchema): void;
}

/**
 * One toolbar button: disabled by the selection (请选择…) or by its disableWhen rule (不可操作原因：…),
 * both said in a tooltip; absent when its hideWhen rule hits. viewFields and search buttons open their popover.
 */
export function ToolbarButton({ button, list, busy, onRun }: ToolbarButtonProps) {
  const env = useEnv();
  const selected = list.selectedRows;
  const state = buttonState(button, ruledRows(button, selected), env.language, env.t);
  // The toolbar leaves out buttons its rules hide; this is for a caller that does not.
  if (state.hidden) return null;
  const rule = selectionRule(button, selected.length);
  const reason = rule ? env.t(`listbar.toolbar.${rule}`) : state.disabledReason;
  const search = button.func === 'search' ? searchFieldOf(button) : null;
  const popover = reason === null && (button.func === 'viewFields' || search !== null);
  const node = (
    <Button
      data-testid={`toolbar-button-${button.flag}`}
      // Spec 001 §9: a button is small and primary unless its configuration says otherwise.
      size="small"
      // plain (spec 001 §3): outlined in its colour rather than filled.
      {...(button.plain
        ? { color: button.btnType === 'danger' ? ('danger' as const) : button.btnType === 'default' ? ('default' as const) : ('primary' as const), variant: 'outlined' as const }
        : { type: button.btnType === 'danger' ? 'primary' : (button.btnType ?? 'primary'), danger: button.btnType === 'danger' })}
      icon={buttonIcon(button.icon)}
      disabled={reason !== null}
      loading={busy}
      onClick={popover ? undefined : () => onRun(button)}
    >
      {pickLabel(env.language, button.name, button.nameEn)}
    </Button>
  );
  if (reason !== null) {
    return (
      <Tooltip title={reason}>
        <span data-testid={`toolbar-reason-${button.flag}`} aria-description={reason}>
          {node}
        </span>
      </Tooltip>
    );
  }
  if (button.func === 'viewFields') return <ViewFieldsPopover list={list}>{node}</ViewFieldsPopover>;
  if (search) return <SearchPopover field={search} list={list}>{node}</SearchPopover>;
  return node;
}
