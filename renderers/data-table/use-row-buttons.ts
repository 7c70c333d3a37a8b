import { useCallback, useMemo } from 'react';
import { pickLabel, type RendererEnv } from '../../registry';
import type { DataTableSchema, ToolbarButtonSchema } from '../../schemas/generated/data-table';
import type { ListContextValue, Row } from '../list-page/list-context';
import { ACTIONS } from '../list-shared/actions';

export interface RowButtons {
  /** The solo buttons the user may press, for the 操作 column and the row menu. */
  solo: readonly ToolbarButtonSchema[];
  /** The mult buttons the user may press, for the row menu. */
  mult: readonly ToolbarButtonSchema[];
  /** Whether the fixed-right 操作 column shows (the user's setting puts row buttons on the right). */
  inline: boolean;
  nameOf(button: ToolbarButtonSchema): string;
  /** Runs the button's action with that one row selected. */
  run(button: ToolbarButtonSchema, row: Row): Promise<void>;
}

/** The row buttons of a table (spec 001 screen 4): those the user may press, run against one row. */
export function useRowButtons(schema: DataTableSchema, env: RendererEnv, list: ListContextValue): RowButtons {
  const allowed = useCallback((buttons: readonly ToolbarButtonSchema[] | undefined) => (buttons ?? []).filter((b) => env.can(b.flag, list.pageId)), [env, list.pageId]);
  const solo = useMemo(() => allowed(schema.rowButtons), [allowed, schema.rowButtons]);
  const mult = useMemo(() => allowed(schema.multButtons), [allowed, schema.multButtons]);
  const run = useCallback(
    // The settings drawer belongs to the toolbar; a row has nothing to open.
    async (button: ToolbarButtonSchema, row: Row) => ACTIONS[button.func]({ env, list, button, selected: [row], openSettings: () => undefined }),
    [env, list],
  );
  const nameOf = useCallback((button: ToolbarButtonSchema) => pickLabel(env.language, button.name, button.nameEn), [env.language]);
  const inline = solo.length > 0 && list.settings?.button_inline_position === 'right';
  return useMemo(() => ({ solo, mult, inline, nameOf, run }), [solo, mult, inline, nameOf, run]);
}
