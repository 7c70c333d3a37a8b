import { Alert, Button, Drawer, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useEnv } from '../../../registry';
import { useListControls } from '../list-context';
import { ColumnsTab } from './ColumnsTab';
import { DisplayTab } from './DisplayTab';
import { useOpening } from './use-opening';
import { changeOf, useSettingsDraft } from './use-settings-draft';

/** Spec 001 screen 10: the list settings drawer is 850 px wide. */
export const SETTINGS_DRAWER_WIDTH = 850;

export interface TableSettingsDrawerProps {
  open: boolean;
  onClose(): void;
  /** Save every change 200 ms after the last one, instead of on 保存设置 (no save or cancel buttons then). */
  autoSave?: boolean;
}

/**
 * The list's column and page-display settings (设置, spec 001 screen 10), edited on a copy of the list's
 * setting; every opening starts again from what the list shows.
 */
export function TableSettingsDrawer(props: TableSettingsDrawerProps) {
  return <SettingsDrawer key={useOpening(props.open)} {...props} />;
}

function SettingsDrawer({ open, onClose, autoSave = false }: TableSettingsDrawerProps) {
  const env = useEnv();
  const list = useListControls();
  const { draft, dirty, update, flush, discard } = useSettingsDraft(list.settings, list.saveSettings, autoSave);
  const [busy, setBusy] = useState<'save' | 'reset' | null>(null);
  const unavailable = list.settingsStatus === 'failed';

  const close = async () => {
    if (autoSave) flush();
    else if (dirty && !(await env.confirm({ content: env.t('listsettings.unsaved'), quiet: true }))) return;
    discard();
    onClose();
  };
  const save = async () => {
    if (!draft) return;
    setBusy('save');
    const saved = await list.saveSettings(changeOf(draft), 'listsettings.saveFailed');
    setBusy(null);
    if (!saved) return;
    env.notify.success(env.t('listsettings.saved'));
    discard();
    onClose();
  };
  const reset = async () => {
    if (!(await env.confirm({ content: env.t('listsettings.resetConfirm'), quiet: true }))) return;
    discard();
    setBusy('reset');
    // Both column parts null: the server goes back to the admin default (spec 001 §7).
    const saved = await list.saveSettings({ table_fields: null, table_cell_width: null }, 'listsettings.setFailed');
    setBusy(null);
    if (saved) env.notify.success(env.t('listsettings.setDone'));
  };

  const footer = (
    <Space style={{ width: '100%', justifyContent: 'space-between' }}>
      <Button onClick={() => void reset()} loading={busy === 'reset'} disabled={!draft || busy === 'save'}>
        {env.t('listsettings.reset')}
      </Button>
      {!autoSave && (
        <Space>
          <Button onClick={() => void close()}>{env.t('listsettings.cancel')}</Button>
          <Button type="primary" onClick={() => void save()} loading={busy === 'save'} disabled={!draft || busy === 'reset'}>
            {env.t('listsettings.save')}
          </Button>
        </Space>
      )}
    </Space>
  );
  return (
    <Drawer title={env.t('listsettings.title')} width={SETTINGS_DRAWER_WIDTH} open={open} onClose={() => void close()} footer={footer} destroyOnHidden>
      {draft ? (
        <Tabs
          items={[
            {
              key: 'columns',
              label: env.t('listsettings.tabs.columns'),
              children: <ColumnsTab groups={draft.groups} onChange={(groups) => update((d) => ({ ...d, groups }))} />,
            },
            {
              key: 'display',
              label: env.t('listsettings.tabs.display'),
              children: (
                <DisplayTab
                  buttonPosition={draft.buttonPosition}
                  pageSize={draft.pageSize}
                  onButtonPosition={(buttonPosition) => update((d) => ({ ...d, buttonPosition }))}
                  onPageSize={(pageSize) => update((d) => ({ ...d, pageSize }))}
                />
              ),
            },
          ]}
        />
      ) : unavailable ? (
        <Alert data-testid="settings-unavailable" type="warning" showIcon message={env.t('listsettings.unavailable')} description={env.t('listsettings.unavailableHint')} />
      ) : (
        <div data-testid="settings-loading" style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
          <div style={{ marginTop: 12 }}>{env.t('listsettings.loading')}</div>
        </div>
      )}
    </Drawer>
  );
}
