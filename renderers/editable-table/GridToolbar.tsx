import { Button, Space } from 'antd';
import { useEnv } from '../../registry';
import type { EditableTableSchema } from '../../schemas/generated/editable-table';
import type { GridColumn } from './columns';
import type { EditStore } from './edit-store';
import { GridColumnsButton } from './GridColumnsDrawer';
import type { CellAt } from './edit-store';
import type { useGridSettings } from './use-grid-settings';
import { useEditSelector } from './use-edit-selector';

interface GridToolbarProps {
  schema: EditableTableSchema;
  store: EditStore;
  columns: GridColumn[];
  settings: ReturnType<typeof useGridSettings>;
  rowCount: number;
  reveal(at: CellAt): void;
  focusGrid(): void;
}

/**
 * The grid's buttons (spec 001 screen 15): 新增行 (focusing the new row's first editable cell), 复制行 and 删除行 (the
 * ticked rows, else the focused one; a delete confirmed) and the column settings.
 */
export function GridToolbar({ schema, store, columns, settings, rowCount, reveal, focusGrid }: GridToolbarProps) {
  const env = useEnv();
  const readOnly = schema.readOnly === true;
  const selectedCount = useEditSelector(store, (s) => s.selected.length);
  const targetKeys = () => (store.state.selected.length > 0 ? [...store.state.selected] : store.state.active ? [store.state.keys[store.state.active.row]] : []);
  const addRow = () => {
    const index = store.addRow();
    if (index < 0) {
      env.notify.warning(env.t('grid.rowsFull', { max: schema.maxRows }));
      return;
    }
    const first = Math.max(0, columns.findIndex((c) => c.editable));
    store.state.active = { row: index, col: first };
    reveal({ row: index, col: first });
    focusGrid();
  };
  const copyRows = () => {
    const keys = targetKeys();
    if (keys.length === 0) env.notify.warning(env.t('grid.chooseRows'));
    else store.copyRows(keys);
  };
  const deleteRows = async () => {
    const keys = targetKeys();
    if (keys.length === 0) {
      env.notify.warning(env.t('grid.chooseRows'));
      return;
    }
    if (await env.confirm({ content: env.t('grid.deleteConfirm', { count: keys.length }), quiet: true })) store.deleteRows(keys);
  };


  if (readOnly && !settings.available) return null;
  return (
    <Space size={8} wrap className="hkwl-grid-toolbar">
      {!readOnly && schema.addable !== false && (
        <Button size="small" onClick={addRow}>
          {env.t('grid.addRow')}
        </Button>
      )}
      {!readOnly && schema.copyable !== false && (
        <Button size="small" onClick={copyRows} disabled={rowCount === 0}>
          {env.t('grid.copyRows')}
        </Button>
      )}
      {!readOnly && schema.deletable !== false && (
        <Button size="small" danger onClick={() => void deleteRows()} disabled={rowCount === 0}>
          {env.t('grid.deleteRows')}
          {selectedCount > 0 ? ` (${selectedCount})` : ''}
        </Button>
      )}
      {settings.setting && <GridColumnsButton setting={settings.setting} save={settings.saveColumns} resetAll={settings.resetAll} />}
    </Space>
  );
}
