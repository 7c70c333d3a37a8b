import type { Meta, StoryObj } from '@storybook/react-vite';
import { type Language } from '../registry';
import type { Row } from '../renderers/list-page';
import Toolbar, { type ToolbarProps } from '../renderers/toolbar/Toolbar';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import type { ToolbarSchema } from '../schemas/generated/toolbar';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { ProbeList } from './list-probe';
import { contractSetting } from './table-settings.stories';

/** One button of every action type, as a menu's button permissions declare them. */
export const ALL_BUTTONS: NonNullable<ToolbarSchema['buttons']> = [
  { flag: 'add', name: '新增', nameEn: 'New', func: 'newpage', btnType: 'primary', icon: 'plus', position: 'left', config: { url: '/contract/sales/add' } },
  { flag: 'edit', name: '编辑', nameEn: 'Edit', func: 'currentpage', icon: 'edit', position: 'solo', config: { url: '/contract/sales/edit?id={id}' } },
  {
    flag: 'void', name: '作废', nameEn: 'Void', func: 'interface', btnType: 'danger', icon: 'stop', position: 'mult',
    config: { url: '/api/contract/sales_contract/void', params: { ids: '{id}' }, confirm: '作废后不可恢复，确定作废吗？' },
  },
  { flag: 'sync', name: '同步', nameEn: 'Sync', func: 'interface', position: 'left', config: { url: '/api/contract/sales_contract/sync' } },
  { flag: 'print', name: '打印', nameEn: 'Print', func: 'component', icon: 'printer', position: 'left' },
  { flag: 'import', name: '导入', nameEn: 'Import', func: 'upload', icon: 'import', position: 'right' },
  { flag: 'export', name: '导出', nameEn: 'Export', func: 'export', icon: 'download', position: 'right' },
  { flag: 'reload', name: '重新加载', nameEn: 'Reload', func: 'refresh', position: 'right' },
  { flag: 'hidden', name: '隐藏按钮', func: 'function', position: 'none' },
  { flag: 'secret', name: '无权限按钮', func: 'function', position: 'left' },
];

interface Args {
  schema: ToolbarSchema;
  selectedRows: Row[];
  language: Language;
  env?: FakeEnv;
  onExport?: ToolbarProps['onExport'];
  /** The user's table setting the settings tool edits (kept in memory, saves counted). */
  settings?: CustomSetting | null;
}

export function toolbarEnv(language: Language = 'zh'): FakeEnv {
  const env = createFakeEnv(() => null, language);
  // The user lacks the `secret` button.
  env.can = (flag) => flag !== 'secret';
  return env;
}

const meta: Meta<Args> = {
  title: 'Renderers/toolbar',
  args: { schema: { type: 'toolbar', buttons: ALL_BUTTONS }, selectedRows: [], language: 'zh' },
  render: ({ schema, selectedRows, language, env, onExport, settings }) => {
    const world = env ?? toolbarEnv(language);
    return (
      <FakeEnvFrame env={world}>
        <ProbeList selectedRows={selectedRows} settings={settings}>
          <Toolbar schema={schema} path="" onExport={onExport} />
        </ProbeList>
      </FakeEnvFrame>
    );
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Nothing selected: solo and mult buttons are disabled. */
export const NothingSelected: Story = {};
export const OneSelected: Story = { args: { selectedRows: [{ id: 7 }] } };
export const TwoSelected: Story = { args: { selectedRows: [{ id: 7 }, { id: 9 }] } };
export const English: Story = { args: { language: 'en', selectedRows: [{ id: 7 }] } };
/** The toolbar of the compiled sales-contract page: the menu's two buttons and the settings tool. */
export const Contracts: Story = {
  args: {
    schema: {
      type: 'toolbar',
      tools: ['setting'],
      buttons: [
        { id: 1, flag: 'add', name: '新增', nameEn: 'New', func: 'newpage', btnType: 'primary', icon: 'plus', position: 'left' },
        { id: 2, flag: 'export', name: '导出', nameEn: 'Export', func: 'export', icon: 'download', position: 'right' },
      ],
    },
  },
};
/** The settings tool over the contract list's setting: 设置 opens the column settings drawer. */
export const WithSettings: Story = { args: { settings: contractSetting } };
