import { useCallback, useState, type MouseEvent } from 'react';
import type { RendererEnv } from '../../registry';
import type { ListContextValue, Row } from '../list-page/list-context';
import { ContextMenu, type ContextMenuState } from './ContextMenu';
import type { RowButtons } from './use-row-buttons';

/**
 * Right-click on a row (spec 001 screen 4): the row becomes the selection and a menu of the row (solo)
 * and selection (mult) buttons opens at the pointer; choosing one runs it with that row.
 */
export function useRowMenu(env: RendererEnv, list: ListContextValue, buttons: RowButtons) {
  const [menu, setMenu] = useState<(ContextMenuState & { row: Row }) | null>(null);
  const onContextMenu = useCallback(
    (row: Row, event: MouseEvent) => {
      event.preventDefault();
      list.setSelectedRows([row]);
      if (buttons.solo.length + buttons.mult.length > 0) setMenu({ x: event.clientX, y: event.clientY, row });
    },
    [list, buttons.solo.length, buttons.mult.length],
  );
  const all = [...buttons.solo, ...buttons.mult];
  const element = menu ? (
    <ContextMenu
      at={menu}
      label={env.t('listtable.rowMenu')}
      items={all
        .filter((button) => !buttons.stateOf(button, menu.row).hidden)
        .map((button) => ({ key: button.flag, label: buttons.nameOf(button), disabledReason: buttons.stateOf(button, menu.row).disabledReason }))}
      onSelect={(flag) => {
        const button = all.find((b) => b.flag === flag);
        if (button) void buttons.run(button, menu.row);
      }}
      onClose={() => setMenu(null)}
    />
  ) : null;
  return { onContextMenu, element };
}
