import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { type Language, type RendererEnv } from '../registry';
import { ListContextProvider, SETTING_DETAIL_URL, useListContext, useListSettings, type ListContextValue } from '../renderers/list-page';
import { TableSettingsDrawer } from '../renderers/core/table-settings';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';

/** The sales-contract columns as the settings call merges them: 合同编号 pinned left, 业务员 pinned right, 状态 hidden. */
export const contractSetting: CustomSetting = {
  table_name: 'story',
  perms_id: 301,
  table_fields: [
    { key: 'contract_no', label: '合同编号', label_en: 'Contract no.', checked: true, fixed: 'left', sort: 1, width: 170 },
    { key: 'contract_name', label: '合同名称', label_en: 'Contract name', checked: true, fixed: false, sort: 2, width: 240 },
    { key: 'customer_name', label: '客户名称', label_en: 'Customer', checked: true, fixed: false, sort: 3, width: 220 },
    { key: 'amount', label: '合同金额', label_en: 'Amount', checked: true, fixed: false, sort: 4, width: 160 },
    { key: 'sign_date', label: '签订日期', label_en: 'Signed on', checked: true, fixed: false, sort: 5, width: 120 },
    { key: 'status', label: '状态', label_en: 'Status', checked: false, fixed: false, sort: 6, width: 100 },
    { key: 'add_user_name', label: '业务员', label_en: 'Sales rep', checked: true, fixed: 'right', sort: 7, width: 100 },
  ],
  table_cell_width: { contract_no: 170, contract_name: 240 },
  button_inline_position: 'right',
  content_pagesize: 15,
  customized: false,
  updated_at: null,
};

/**
 * A list context whose setting goes through the env's customsetting calls (so a test reads what was sent
 * in `env.settingCalls`), with the setting the list now uses printed below: what the table would show.
 */
export function SettingsList({ env, children }: { env: RendererEnv; children: ReactNode }) {
  const { settings, settingsStatus, saveSettings } = useListSettings(env, 'story', 301);
  const value = useMemo<ListContextValue>(
    () => ({
      pageId: 301,
      query: { page: 1, limit: settings?.content_pagesize ?? 15, sort: null, where: {} },
      rows: [],
      total: 0,
      loading: false,
      error: null,
      pageSizes: [15, 20, 30, 50],
      selectedRows: [],
      setSelectedRows: () => undefined,
      setPage: () => undefined,
      setSort: () => undefined,
      setWhere: () => undefined,
      refresh: () => undefined,
      tableName: 'story',
      settings,
      settingsStatus,
      saveSettings,
    }),
    [settings, settingsStatus, saveSettings],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

/** The columns the list shows now, in order, with their pin (what the table renders from the setting). */
function ShownSetting() {
  const { settings } = useListContext();
  if (!settings) return null;
  const columns = settings.table_fields.filter((f) => f.checked).map((f) => (f.fixed ? `${f.key}:${f.fixed}` : f.key));
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
      columns: <code data-testid="shown-columns">{columns.join(' ')}</code> · row actions: <code data-testid="shown-buttons">{settings.button_inline_position}</code> · page
      size: <code data-testid="shown-pagesize">{settings.content_pagesize}</code>
    </Typography.Paragraph>
  );
}

function OpenDrawer({ autoSave }: { autoSave?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        open settings (<span data-testid="drawer-state">{open ? 'open' : 'closed'}</span>)
      </Button>
      <ShownSetting />
      <TableSettingsDrawer open={open} onClose={() => setOpen(false)} autoSave={autoSave} />
    </>
  );
}

interface Args {
  language: Language;
  settings: CustomSetting | null;
  autoSave?: boolean;
  env?: FakeEnv;
}

const meta: Meta<Args> = {
  title: 'Renderers/table-settings',
  args: { language: 'zh', settings: contractSetting },
  render: ({ language, settings, autoSave, env }) => {
    const world = env ?? createFakeEnv(() => null, language, undefined, settings);
    return (
      <FakeEnvFrame env={world}>
        <SettingsList env={world}>
          <OpenDrawer autoSave={autoSave} />
        </SettingsList>
      </FakeEnvFrame>
    );
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Manual save (the list page's mode): the three groups, 重置, 取消 and 保存设置. */
export const Columns: Story = {};
export const English: Story = { args: { language: 'en' } };
/** Every change is saved 200 ms after the last one; no save or cancel buttons. */
export const AutoSave: Story = { args: { autoSave: true } };
/** An env whose setting calls never answer. */
function pendingSettingsEnv(): FakeEnv {
  const env = createFakeEnv(() => null);
  const request: FakeEnv['request'] = (url, options) => (url === SETTING_DETAIL_URL ? new Promise(() => undefined) : env.request(url, options));
  return { ...env, request };
}

/** The setting has not arrived yet. */
export const Loading: Story = { args: { settings: null, env: pendingSettingsEnv() } };
/** The setting never arrived: the drawer says so instead of showing an empty list. */
export const Unavailable: Story = { args: { settings: null } };
