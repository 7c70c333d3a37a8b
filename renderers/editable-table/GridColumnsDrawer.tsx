import { SettingOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../registry';
import type { CustomSetting } from '../../schemas/generated/custom-setting';
import type { SettingsChange } from '../core/use-list-settings';
import { ColumnsTab } from '../core/table-settings/ColumnsTab';
import { SETTINGS_DRAWER_WIDTH } from '../core/table-settings/TableSettingsDrawer';
import { useOpening } from '../core/table-settings/use-opening';
import { useSettingsDraft } from '../core/table-settings/use-settings-draft';

export interface GridColumnsProps {
  /** The table's setting with every column (use-grid-settings). */
  setting: CustomSetting;
  save(change: SettingsChange): Promise<boolean>;
  resetAll(): Promise<boolean>;
}

export interface GridColumnsDrawerProps extends GridColumnsProps {
  open: boolean;
  onClose(): void;
}

/** The toolbar's 列设置 button and the drawer it opens. */
export function GridColumnsButton(props: GridColumnsProps) {
  const env = useEnv();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" icon={<SettingOutlined />} onClick={() => setOpen(true)}>
        {env.t('grid.columnSettings')}
      </Button>
      <GridColumnsDrawer {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/**
 * An editable table's column settings (spec 001 screen 15): the list's columns panel (show, pin, order),
 * each change stored 200 ms after the last one, and 重置 back to the table's declaration. Every opening
 * starts from what the table shows.
 */
export function GridColumnsDrawer(props: GridColumnsDrawerProps) {
  return <ColumnsDrawer key={useOpening(props.open)} {...props} />;
}

function ColumnsDrawer({ open, onClose, setting, save, resetAll }: GridColumnsDrawerProps) {
  const env = useEnv();
  const { draft, update, flush, discard } = useSettingsDraft(setting, save, true);
  const [busy, setBusy] = useState(false);
  const close = () => {
    flush();
    onClose();
  };
  const reset = async () => {
    if (!(await env.confirm({ content: env.t('grid.resetConfirm'), quiet: true }))) return;
    discard();
    setBusy(true);
    const saved = await resetAll();
    setBusy(false);
    if (saved) env.notify.success(env.t('listsettings.setDone'));
  };
  return (
    <Drawer
      title={env.t('grid.columnSettings')}
      width={SETTINGS_DRAWER_WIDTH}
      open={open}
      onClose={close}
      destroyOnHidden
      footer={
        <Button onClick={() => void reset()} loading={busy}>
          {env.t('listsettings.reset')}
        </Button>
      }
    >
      {draft && <ColumnsTab groups={draft.groups} onChange={(groups) => update((d) => ({ ...d, groups }))} />}
    </Drawer>
  );
}
