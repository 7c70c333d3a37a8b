import { useCallback, useMemo, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { ListContextValue } from '../core/list-context';
import { clampWidth, type WidthOverrides } from './settings-columns';
import { withoutKey } from '../core/without-key';

export interface ColumnWidths {
  /** Widths dragged in this session and not (yet) stored. */
  overrides: WidthOverrides;
  /** While dragging: the live width, not saved. */
  preview(prop: string, width: number): void;
  /** On release: stores the width with the others (宽度保存成功 / 宽度保存失败). */
  commit(prop: string, width: number): Promise<void>;
  /** 重置列宽: stores the width map without this column. */
  reset(prop: string): Promise<void>;
}

/**
 * Column widths the user drags (spec 001 screen 4, §8): shown at once, stored in the per-user table
 * setting on release. A failed save keeps the dragged width on screen for this session.
 */
export function useColumnWidths(env: RendererEnv, list: ListContextValue): ColumnWidths {
  const [overrides, setOverrides] = useState<WidthOverrides>({});
  const forget = useCallback((prop: string) => setOverrides((current) => withoutKey(current, prop)), []);

  const preview = useCallback((prop: string, width: number) => setOverrides((current) => ({ ...current, [prop]: clampWidth(width) })), []);

  const commit = useCallback(
    async (prop: string, width: number) => {
      const stored = { ...(list.settings?.table_cell_width ?? {}), [prop]: clampWidth(width) };
      setOverrides((current) => ({ ...current, [prop]: clampWidth(width) }));
      if (await list.saveSettings({ table_cell_width: stored }, 'listtable.widthSaveFailed')) {
        // The stored setting now carries the width; without a setting (no page id) the drag stays local.
        if (list.settings) forget(prop);
        env.notify.success(env.t('listtable.widthSaved'));
      }
    },
    [env, list, forget],
  );

  const reset = useCallback(
    async (prop: string) => {
      const rest = withoutKey(list.settings?.table_cell_width ?? {}, prop);
      forget(prop);
      if (await list.saveSettings({ table_cell_width: rest }, 'listtable.widthSaveFailed')) env.notify.success(env.t('listtable.widthSaved'));
    },
    [env, list, forget],
  );

  return useMemo(() => ({ overrides, preview, commit, reset }), [overrides, preview, commit, reset]);
}
