import { useCallback, useState, type MouseEvent } from 'react';
import type { RendererEnv } from '../../registry';
import type { ListContextValue, Row } from '../core/list-context';
import { ContextMenu, type ContextMenuItem, type ContextMenuState } from '../core/table-parts/ContextMenu';
import { cellPropOf } from './shown-text';
import type { RowButtons } from './use-row-buttons';

/** The key of the refresh item: no button flag (a permission flag) starts with two underscores. */
const REFRESH = '__refresh';

/**
 * Right-click on a row (spec 001 screen 4): the row becomes the selection and a menu opens at the
 * pointer with the row (solo) and selection (mult) buttons the row allows; choosing one runs it with
 * that row. When no button is left for the row, the menu offers 刷新 so a right-click is never a dead end.
 */
export function useRowMenu(env: RendererEnv, list: ListContextValue, buttons: RowButtons) {
  const [menu, setMenu] = useState<(ContextMenuState & { row: Row; cellProp: string | null }) | null>(null);
  const onContextMenu = useCallback(
    (row: Row, event: MouseEvent) => {
      event.preventDefault();
      list.setSelectedRows([row]);
      // The cell under the pointer: what the row shows there is what 复制 and the like act on.
      setMenu({ x: event.clientX, y: event.clientY, row, cellProp: cellPropOf(event.target) });
    },
    [list],
  );
  const all = [...buttons.solo, ...buttons.mult];
  const itemsOf = (row: Row): ContextMenuItem[] => {
    const items = all
      .filter((button) => !buttons.stateOf(button, row).hidden)
      .map((button) => ({ key: button.flag, label: buttons.nameOf(button), disabledReason: buttons.stateOf(button, row).disabledReason }));
    return items.length > 0 ? items : [{ key: REFRESH, label: env.t('list.refresh') }];
  };
  const element = menu ? (
    <ContextMenu
      at={menu}
      label={env.t('listtable.rowMenu')}
      items={itemsOf(menu.row)}
      onSelect={(key) => {
        if (key === REFRESH) return list.refresh();
        const button = all.find((b) => b.flag === key);
        if (button) void buttons.run(button, menu.row, menu.cellProp);
      }}
      onClose={() => setMenu(null)}
    />
  ) : null;
  return { onContextMenu, element };
}
