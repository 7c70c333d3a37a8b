import { useCallback, useMemo, useState } from 'react';
import type { RendererEnv } from '../../registry';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import { withoutKey } from '../core/without-key';
import { settingsPermsId, useListSettings, type SettingsChange } from '../core/use-list-settings';
import { arrangeColumns, clampGridWidth, type ColumnLayout } from './column-layout';
import type { GridColumn } from './columns';

export interface GridSettings extends ColumnLayout {
  /** Whether the user's setting is in: the header drags widths, the toolbar opens the column settings. */
  available: boolean;
  /** The setting with every column of the table (the drawer edits it); null while unavailable. */
  setting: CustomSetting | null;
  /** A column's width now: dragged, stored, else declared. */
  widthOf(column: GridColumn): number;
  /** Whether the user has set the column's width (the header's right-click offers 重置列宽). */
  resized(column: GridColumn): boolean;
  /** While dragging: the width shown, not stored. */
  preview(prop: string, width: number): void;
  /** On release: stores the width with the others. */
  commitWidth(prop: string, width: number): void;
  /** 重置列宽: every column back to its declared width (table_cell_width null). */
  resetWidths(): void;
  /** Stores the columns' order, pins and visibility (the drawer). */
  saveColumns(change: SettingsChange): Promise<boolean>;
  /** Every column setting back to the table's declaration (both column parts null). */
  resetAll(): Promise<boolean>;
}

/**
 * The user's column setting of one editable table (spec 001 §3, §6): stored on the server per user,
 * company, table name and menu (the form's perms id, else the route's meta id), the table declaring its own
 * columns. Without a table name or a perms id there is no setting: the columns as declared, no settings UI.
 */
export function useGridSettings(env: RendererEnv, tableName: string | undefined, permsId: number | undefined, declared: readonly GridColumn[]): GridSettings {
  const { settings, settingsStatus, saveSettings } = useListSettings(env, tableName ?? '', tableName ? settingsPermsId(env, permsId) : 0, true);
  const available = settingsStatus === 'ready' && settings !== null;
  const stored = available ? settings : null;
  const layout = useMemo(() => arrangeColumns(declared, stored), [declared, stored]);
  const setting = useMemo(() => (stored ? { ...stored, table_fields: layout.fields } : null), [stored, layout.fields]);
  // Widths dragged and not stored yet: grid-level state, so a drag re-renders the header, not the rows.
  const [dragged, setDragged] = useState<Readonly<Record<string, number>>>({});
  const storedWidths = stored?.table_cell_width;

  const widthOf = useCallback(
    (column: GridColumn) => {
      const width = dragged[column.prop] ?? storedWidths?.[column.prop];
      return width === undefined ? column.width : clampGridWidth(width);
    },
    [dragged, storedWidths],
  );
  const resized = useCallback(
    (column: GridColumn) => dragged[column.prop] !== undefined || (storedWidths?.[column.prop] !== undefined && storedWidths[column.prop] !== column.width),
    [dragged, storedWidths],
  );
  const preview = useCallback((prop: string, width: number) => setDragged((current) => ({ ...current, [prop]: clampGridWidth(width) })), []);
  const forget = useCallback((prop: string) => setDragged((current) => withoutKey(current, prop)), []);
  const commitWidth = useCallback(
    (prop: string, width: number) => {
      const known = new Set(declared.map((c) => c.prop));
      // Only the table's own columns: a width stored for a column it no longer declares goes.
      const widths = Object.fromEntries(Object.entries(storedWidths ?? {}).filter(([key]) => known.has(key)));
      setDragged((current) => ({ ...current, [prop]: clampGridWidth(width) }));
      void saveSettings({ table_cell_width: { ...widths, [prop]: clampGridWidth(width) } }, 'listtable.widthSaveFailed').then((saved) => {
        // A failed save keeps the dragged width on screen for this visit (as the list does).
        if (!saved) return;
        forget(prop);
        env.notify.success(env.t('listtable.widthSaved'));
      });
    },
    [declared, storedWidths, saveSettings, forget, env],
  );
  const resetWidths = useCallback(() => {
    setDragged({});
    void saveSettings({ table_cell_width: null }, 'listtable.widthSaveFailed').then((saved) => {
      if (saved) env.notify.success(env.t('listtable.widthSaved'));
    });
  }, [saveSettings, env]);
  const saveColumns = useCallback((change: SettingsChange) => saveSettings({ table_fields: change.table_fields }, 'listsettings.setFailed'), [saveSettings]);
  const resetAll = useCallback(() => {
    setDragged({});
    return saveSettings({ table_fields: null, table_cell_width: null }, 'listsettings.setFailed');
  }, [saveSettings]);

  return { ...layout, available, setting, widthOf, resized, preview, commitWidth, resetWidths, saveColumns, resetAll };
}
