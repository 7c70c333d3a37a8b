import { useCallback, useMemo } from 'react';
import { pickLabel, type RendererEnv } from '../../registry';
import type { DataTableSchema, ToolbarButtonSchema } from '../../schemas/generated/data-table';
import type { ListContextValue, Row } from '../core/list-context';
import { buttonState, type ButtonState } from '../core/list-shared';
import { ACTIONS, type ActionContext } from '../core/list-shared/actions';

export interface RowButtons {
  /** The solo buttons the user may press, for the 操作 column and the row menu. */
  solo: readonly ToolbarButtonSchema[];
  /** The mult buttons the user may press, for the row menu. */
  mult: readonly ToolbarButtonSchema[];
  /** Whether the fixed-right 操作 column shows (the user's setting puts row buttons on the right). */
  inline: boolean;
  nameOf(button: ToolbarButtonSchema): string;
  /** What the button's hideWhen / disableWhen rules say for this row. */
  stateOf(button: ToolbarButtonSchema, row: Row): ButtonState;
  /**
   * Runs the button's action with that one row selected (a disabled one says why instead); `cellProp` is the
   * column of the cell it started from (a right-click), which is then what the row shows.
   */
  run(button: ToolbarButtonSchema, row: Row, cellProp?: string | null): Promise<void>;
}

/** The dialogs a row's actions open, which the table renders: a component button's and an external view's. */
export type RowDialogs = Pick<ActionContext, 'openComponent' | 'openExternal'>;

/**
 * The row buttons of a table (spec 001 screen 4): those the user may press, run against one row, with
 * the same dialogs the toolbar gives its buttons (快速查看, an external action, must open from a row too).
 */
export function useRowButtons(
  schema: DataTableSchema,
  env: RendererEnv,
  list: ListContextValue,
  dialogs: RowDialogs = {},
  textOf?: (row: Row, cellProp?: string | null) => string,
): RowButtons {
  const { openComponent, openExternal } = dialogs;
  const allowed = useCallback((buttons: readonly ToolbarButtonSchema[] | undefined) => (buttons ?? []).filter((b) => env.can(b.flag, list.pageId)), [env, list.pageId]);
  const solo = useMemo(() => allowed(schema.rowButtons), [allowed, schema.rowButtons]);
  const mult = useMemo(() => allowed(schema.multButtons), [allowed, schema.multButtons]);
  const stateOf = useCallback((button: ToolbarButtonSchema, row: Row) => buttonState(button, [row], env.language, env.t), [env]);
  const run = useCallback(
    async (button: ToolbarButtonSchema, row: Row, cellProp?: string | null) => {
      const state = stateOf(button, row);
      if (state.hidden) return;
      if (state.disabledReason) return env.notify.warning(state.disabledReason);
      const shownText = textOf?.(row, cellProp);
      // The settings drawer belongs to the toolbar; a row has nothing to open.
      return ACTIONS[button.func]({ env, list, button, selected: [row], rowKey: schema.rowKey, shownText, openSettings: () => undefined, openComponent, openExternal });
    },
    [env, list, stateOf, schema.rowKey, openComponent, openExternal, textOf],
  );
  const nameOf = useCallback((button: ToolbarButtonSchema) => pickLabel(env.language, button.name, button.nameEn), [env.language]);
  const inline = solo.length > 0 && list.settings?.button_inline_position === 'right';
  return useMemo(() => ({ solo, mult, inline, nameOf, stateOf, run }), [solo, mult, inline, nameOf, stateOf, run]);
}
