import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { type Language, type RendererProps } from '../registry';
import { createBuiltinRegistry } from '../renderers';
import { ListContextProvider, useListContext, type Row } from '../renderers/list-page';
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

/** A story-only renderer for component buttons: the rows it was given. */
function RowsShown({ schema }: RendererProps<{ type: string; rows?: Row[]; row?: Row; note?: string }>) {
  return (
    <div data-testid="rows-shown">
      {schema.note} rows: {(schema.rows ?? []).map((r) => String(r.id)).join(',')} · row: {schema.row ? String(schema.row.id) : '-'}
    </div>
  );
}

/** The selection as a table would keep it (the probe's is fixed), printed below the toolbar. */
function LiveSelection({ initial, children }: { initial: Row[]; children: ReactNode }) {
  const list = useListContext();
  const [selectedRows, setSelectedRows] = useState<readonly Row[]>(initial);
  return (
    <ListContextProvider value={{ ...list, selectedRows, setSelectedRows }}>
      {children}
      <code data-testid="probe-selected">{selectedRows.map((r) => String(r.id)).join(',')}</code>
    </ListContextProvider>
  );
}

export function toolbarEnv(language: Language = 'zh'): FakeEnv {
  const registry = createBuiltinRegistry().child();
  registry.register({ type: 'rows-shown', component: RowsShown });
  const env = createFakeEnv(() => null, language, registry);
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
        <ProbeList settings={settings}>
          <LiveSelection initial={selectedRows}>
            <Toolbar schema={schema} path="" onExport={onExport} />
          </LiveSelection>
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

/** The remaining action types: component dialogs, named functions, the single-field search, the column chooser. */
export const ACTION_BUTTONS: NonNullable<ToolbarSchema['buttons']> = [
  { flag: 'preview', name: '打印预览', func: 'component', position: 'mult', config: { component: 'rows-shown', width: 800, props: { note: '预览' } } },
  { flag: 'bad-component', name: '坏组件', func: 'component', position: 'left', config: { component: 'no-such-renderer' } },
  { flag: 'copy-ids', name: '复制ID', func: 'function', position: 'mult', config: { function: 'copyIds' } },
  { flag: 'clear', name: '取消选择', func: 'function', position: 'mult', config: { function: 'clearSelection' } },
  { flag: 'detail', name: '详情', func: 'function', position: 'solo', config: { function: 'openDetail', url: '/contract/detail/{id}' } },
  { flag: 'unknown-fn', name: '未知函数', func: 'function', position: 'left', config: { function: 'noSuchFunction' } },
  { flag: 'find-no', name: '按编号筛选', func: 'search', position: 'left', icon: 'search', searchType: 'input', label: '合同编号', config: { prop: 'contract_no' } },
  { flag: 'columns', name: '显示列', func: 'viewFields', position: 'right', icon: 'eye' },
];

/** Every remaining action type, two rows selected, the user's column setting loaded; the eye tool too. */
export const ActionTypes: Story = {
  args: {
    schema: { type: 'toolbar', tools: ['refresh', 'viewFields'], buttons: ACTION_BUTTONS },
    selectedRows: [{ id: 7 }, { id: 9 }],
    // Row buttons on top, so the solo ones stay in the toolbar.
    settings: { ...contractSetting, button_inline_position: 'top' },
  },
};
/** The column chooser before the user's setting is there: disabled, saying why. */
export const ViewFieldsUnavailable: Story = { args: { schema: { type: 'toolbar', tools: ['viewFields'], buttons: [] } } };
/** One row selected: the solo 详情 is enabled. */
export const ActionTypesOneRow: Story = { args: { ...ActionTypes.args, selectedRows: [{ id: 7 }] } };

/** Rules in the button definitions (spec 001 §3, §4, §6): approval_status decides. */
export const RULE_BUTTONS: NonNullable<ToolbarSchema['buttons']> = [
  {
    flag: 'submit', name: '提交', func: 'interface', position: 'mult', config: { url: '/api/contract/sales_contract/submit', params: { ids: '{id}' } },
    disableWhen: { field: 'approval_status', op: '=', value: 2, reason: '已审批的数据不能再提交' },
  },
  { flag: 'recall', name: '撤回', func: 'interface', position: 'solo', config: { url: '/api/contract/sales_contract/recall' }, hideWhen: { field: 'approval_status', op: 'not_in', value: [1] } },
  {
    flag: 'open', name: '打开', func: 'currentpage', position: 'solo', config: { url: '/contract/edit/{id}' },
    jump_config: [
      { field: 'approval_status', condition: '=', value: 2, url: '/contract/view/{id}' },
      { field: 'approval_status', condition: 'in', value: [1], url: '/contract/approval/{id}' },
    ],
  },
];
export const RulesDraft: Story = { args: { schema: { type: 'toolbar', tools: [], buttons: RULE_BUTTONS }, selectedRows: [{ id: 7, approval_status: 0 }] } };
export const RulesInApproval: Story = { args: { ...RulesDraft.args, selectedRows: [{ id: 8, approval_status: 1 }] } };
export const RulesApproved: Story = { args: { ...RulesDraft.args, selectedRows: [{ id: 9, approval_status: 2 }] } };
/** A mult button is disabled when any selected row matches its rule. */
export const RulesMixed: Story = { args: { ...RulesDraft.args, selectedRows: [{ id: 7, approval_status: 0 }, { id: 9, approval_status: 2 }] } };

/** Buttons sharing a `group` show as one dropdown; a solo one in it follows the selection rule. */
export const GROUP_BUTTONS: NonNullable<ToolbarSchema['buttons']> = [
  { flag: 'print-a', name: '打印合同', func: 'function', position: 'left', group: '打印', config: { function: 'clearSelection' } },
  { flag: 'print-b', name: '打印附件', func: 'function', position: 'solo', group: '打印', config: { function: 'clearSelection' } },
  { flag: 'add', name: '新增', func: 'newpage', position: 'left', config: { url: '/contract/sales/add' } },
];
export const Groups: Story = { args: { schema: { type: 'toolbar', tools: [], buttons: GROUP_BUTTONS } } };

/** Spec 001 §3's button keys: a plain (outlined) button, and a group titled by its isGroupTitle member. */
export const SPEC_KEY_BUTTONS: NonNullable<ToolbarSchema['buttons']> = [
  { flag: 'clear', name: '清空选择', func: 'function', position: 'left', plain: true, config: { function: 'clearSelection' } },
  { flag: 'batch', name: '批量处理', func: 'function', position: 'left', group: 'batch', isGroupTitle: true, config: { function: 'clearSelection' } },
  { flag: 'batch-a', name: '处理一', func: 'function', position: 'left', group: 'batch', config: { function: 'clearSelection' } },
  { flag: 'batch-b', name: '处理二', func: 'function', position: 'left', group: 'batch', config: { function: 'clearSelection' } },
];
export const SpecKeys: Story = { args: { schema: { type: 'toolbar', tools: [], buttons: SPEC_KEY_BUTTONS } } };

/**
 * The list's export (right) and a selection's export template (mult, spec 001 §3 export_template) share the one
 * 数据导出 dropdown, where the first of them stands; the template's item needs ticked rows.
 */
export const EXPORT_BUTTONS: NonNullable<ToolbarSchema['buttons']> = [
  { flag: 'add', name: '新增', func: 'newpage', position: 'left', config: { url: '/contract/sales/add' } },
  { flag: 'export', name: '导出', nameEn: 'Export', func: 'export', icon: 'download', position: 'right' },
  { id: 26, flag: 'exportConfirmation', name: '合同确认单', nameEn: 'Confirmation', func: 'export', icon: 'printer', position: 'mult', exportTemplate: 'sales_contract_confirmation' },
];
export const ExportTemplate: Story = { args: { schema: { type: 'toolbar', tools: [], buttons: EXPORT_BUTTONS } } };
