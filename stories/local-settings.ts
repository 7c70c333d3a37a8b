import { useCallback, useState } from 'react';
import type { SettingsChange } from '../renderers/list-page';
import type { CustomSetting, MergedField } from '../schemas/generated/custom-setting';

/**
 * A table setting kept in memory, for stories of list children without a server: a change is applied
 * the way the server merges it (a null pair resets to the initial setting), and the saves are counted.
 */
export function useLocalSettings(initial: CustomSetting | null) {
  const [settings, setSettings] = useState<CustomSetting | null>(initial);
  const [saves, setSaves] = useState(0);
  const saveSettings = useCallback(
    async (change: SettingsChange) => {
      setSaves((n) => n + 1);
      setSettings((current) => (current ? mergeSetting(current, initial, change) : current));
      return true;
    },
    [initial],
  );
  return { settings, saveSettings, saves };
}

/** The columns after a change: the sent ones, the admin default's when they are sent as null (widths kept), else the stored ones. */
function changedFields(base: CustomSetting, initial: CustomSetting | null, change: SettingsChange): MergedField[] {
  if (change.table_fields === null) return (initial ?? base).table_fields;
  if (!change.table_fields) return base.table_fields;
  return change.table_fields.map((f, i) => {
    const key = f.key ?? f.prop ?? '';
    const known = base.table_fields.find((m) => m.key === key);
    return { key, label: f.label ?? known?.label ?? key, label_en: known?.label_en ?? '', checked: f.checked, fixed: f.fixed, sort: f.sort ?? i + 1 };
  });
}

/** A change applied to a setting the way the server merges it; both column parts null go back to `initial`. */
export function mergeSetting(base: CustomSetting, initial: CustomSetting | null, change: SettingsChange): CustomSetting {
  if (change.table_fields === null && change.table_cell_width === null) return initial ?? base;
  const fields = changedFields(base, initial, change);
  return {
    ...base,
    table_fields: fields,
    // Widths sent as null go back to the default's (the server drops the user's), as 重置列宽 does.
    table_cell_width: change.table_cell_width === null ? (initial ?? base).table_cell_width : (change.table_cell_width ?? base.table_cell_width),
    button_inline_position: change.button_inline_position ?? base.button_inline_position,
    content_pagesize: change.content_pagesize ?? base.content_pagesize,
    customized: true,
  };
}
