import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { RenderSchema, useEnv, type Language, type RendererEnv } from '../registry';
import { ListContextProvider, useListContext, type ListContextValue, type Row } from '../renderers/list-page';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import type { DataTableSchema, ToolbarButtonSchema } from '../schemas/generated/data-table';
import type { ToolbarSchema } from '../schemas/generated/toolbar';
import { contractColumns } from './contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';
import { toolbarEnv } from './toolbar.stories';

/** The user's setting of the contract table, as customsetting/detail answers it. */
export function contractSetting(change: Partial<CustomSetting> = {}): CustomSetting {
  return {
    table_name: 'story',
    perms_id: 301,
    table_fields: contractColumns.map((c, i) => ({ key: c.prop, label: c.label, label_en: c.labelEn ?? '', checked: true, fixed: c.fixed ?? false, sort: i + 1 })),
    table_cell_width: Object.fromEntries(contractColumns.map((c) => [c.prop, c.width ?? 200])),
    button_inline_position: 'top',
    content_pagesize: 15,
    customized: false,
    updated_at: null,
    ...change,
  };
}

/** What the table asked of the list, printed below it: selection, where, stored widths. */
function TableProbe() {
  const list = useListContext();
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 16, fontSize: 12 }}>
      selected: <code data-testid="probe-selected">{list.selectedRows.map((row) => String(row.id)).join(',')}</code> · where:{' '}
      <code data-testid="probe-where">{JSON.stringify(list.query.where)}</code> · widths:{' '}
      <code data-testid="probe-widths">{JSON.stringify(list.settings?.table_cell_width ?? null)}</code> · sort:{' '}
      <code data-testid="probe-sort">{JSON.stringify(list.query.sort)}</code>
    </Typography.Paragraph>
  );
}

/** The static list with the server's merge_info added, or with setting saves failing as the server's would. */
function ListOverrides({ mergeInfo, failSaves, urlPresets, children }: {
  mergeInfo?: ListContextValue['mergeInfo'];
  failSaves?: boolean;
  urlPresets?: ListContextValue['urlPresets'];
  children: ReactNode;
}) {
  const list = useListContext();
  const env = useEnv();
  if (!mergeInfo && !failSaves && !urlPresets) return <>{children}</>;
  const value: ListContextValue = { ...list, ...(mergeInfo ? { mergeInfo } : {}), ...(urlPresets ? { urlPresets } : {}) };
  if (failSaves) {
    // What useListSettings does when the update call fails: tell the user, keep the old setting.
    value.saveSettings = async (_change, failureKey = 'errors.saveFailed') => {
      env.notify.error(env.t(failureKey));
      return false;
    };
  }
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}

interface Args {
  schema: DataTableSchema;
  rows: Row[];
  settings?: CustomSetting | null;
  mergeInfo?: ListContextValue['mergeInfo'];
  summary?: ListContextValue['summary'];
  language: Language;
  /** A test's own env (to watch requests, navigation and notices). */
  env?: RendererEnv;
  failSaves?: boolean;
  /** A toolbar above the table, over the same list. */
  toolbar?: ToolbarSchema;
  /** What the page's URL asked for (highlighted columns, selected rows). */
  urlPresets?: ListContextValue['urlPresets'];
}

const meta: Meta<Args> = {
  title: 'Renderers/data-table/features',
  args: { language: 'zh', rows: contractRows(6), schema: { type: 'data-table', rowKey: 'id', columns: contractColumns } },
  render: ({ schema, rows, settings = null, mergeInfo, summary, language, env, toolbar, failSaves, urlPresets }) => (
    <FakeEnvFrame env={env ?? createFakeEnv(() => null, language)}>
      <StaticList rows={rows} settings={settings} summary={summary}>
        <ListOverrides mergeInfo={mergeInfo} failSaves={failSaves} urlPresets={urlPresets}>
          {toolbar && <RenderSchema schema={toolbar} />}
          <RenderSchema schema={schema} />
          <TableProbe />
        </ListOverrides>
      </StaticList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

const byKey = (key: string, change: Partial<CustomSetting['table_fields'][number]>) => (field: CustomSetting['table_fields'][number]) =>
  field.key === key ? { ...field, ...change } : field;

/** The user's setting: 客户名称 first and pinned left, 合同名称 hidden, 合同金额 pinned right and 260 wide. */
export const UserSetting: Story = {
  args: {
    settings: contractSetting({
      table_fields: contractSetting()
        .table_fields.map(byKey('customer_name', { sort: 0, fixed: 'left' }))
        .map(byKey('contract_name', { checked: false }))
        .map(byKey('amount', { fixed: 'right' })),
      table_cell_width: { ...contractSetting().table_cell_width, amount: 260 },
    }),
  },
};

/** Widths are dragged on the header's right edge and stored; 合同金额 was resized before (重置列宽 on right-click). */
export const Resizable: Story = {
  args: { settings: contractSetting({ table_cell_width: { ...contractSetting().table_cell_width, amount: 260 } }) },
};

/** The setting cannot be stored: 宽度保存失败, and the dragged width stays for this session. */
export const WidthSaveFails: Story = { args: { ...Resizable.args, failSaves: true } };

const rowButton = (flag: string, name: string, func: ToolbarButtonSchema['func'], config?: ToolbarButtonSchema['config']): ToolbarButtonSchema => ({
  flag,
  name,
  func,
  position: 'solo',
  ...(config ? { config } : {}),
});

export const ROW_BUTTONS: ToolbarButtonSchema[] = [
  rowButton('view', '查看', 'currentpage', { url: '/contract/detail/{id}' }),
  rowButton('submit', '提交', 'interface', { url: '/api/contract/sales_contract/submit', params: { id: '{id}' } }),
  rowButton('invalid', '作废', 'interface', { url: '/api/contract/sales_contract/invalid', params: { id: '{id}' } }),
  rowButton('copy', '复制', 'currentpage', { url: '/contract/copy/{id}' }),
];

const MULT_BUTTONS: ToolbarButtonSchema[] = [{ flag: 'audit', name: '批量审核', func: 'interface', position: 'mult', config: { url: '/api/contract/sales_contract/audit', params: { ids: '{id}' } } }];

/** Row buttons on the right (the user's setting): 操作 shows 查看 and 提交, the rest behind "..."; right-click a row for all. */
export const RowButtons: Story = {
  args: {
    schema: { type: 'data-table', rowKey: 'id', selection: 'multiple', columns: contractColumns, rowButtons: ROW_BUTTONS, multButtons: MULT_BUTTONS },
    settings: contractSetting({ button_inline_position: 'right' }),
  },
};

const TOOLBAR: ToolbarSchema = { type: 'toolbar', tools: [], buttons: [{ flag: 'add', name: '新增', func: 'currentpage', position: 'left', config: { url: '/contract/add' } }, ...ROW_BUTTONS, ...MULT_BUTTONS] };

/** The toolbar over the same list: with row buttons on the right it leaves them to the 操作 column. */
export const RowButtonsBesideToolbar: Story = { args: { ...RowButtons.args, toolbar: TOOLBAR } };

/** Row buttons on top: the toolbar shows them (they follow the selection there). */
export const RowButtonsInToolbar: Story = { args: { ...RowButtons.args, settings: contractSetting(), toolbar: TOOLBAR } };

/** Row buttons on top (the default): no 操作 column; the context menu still offers them. */
export const RowButtonsOnTop: Story = {
  args: { ...RowButtons.args, settings: contractSetting() },
};

const mergeColumns = contractColumns.map((c) => (c.prop === 'customer_name' ? { ...c, merge: true } : c));

/** merge_info: 客户名称 of rows 1–3 and 5–6 merge into one cell each. */
export const MergedCells: Story = {
  args: { schema: { type: 'data-table', rowKey: 'id', columns: mergeColumns }, mergeInfo: { customer_name: [[0, 2], [4, 5]] } },
};

/** No merge_info: each row's _row is the span of the merge columns. */
export const MergedByRow: Story = {
  args: {
    schema: { type: 'data-table', rowKey: 'id', columns: mergeColumns },
    rows: contractRows(4).map((row, i) => ({ ...row, _row: [2, 0, 1, 1][i] })),
  },
};

/** Rows with children_row expand into a nested table of the same cells. */
export const Expandable: Story = {
  args: {
    schema: { type: 'data-table', rowKey: 'id', columns: contractColumns, expand: { rowsProp: 'children_row' } },
    rows: contractRows(3).map((row, i) => (i === 0 ? { ...row, children_row: contractRows(2, 100) } : row)),
  },
};

/** 金额信息 groups 合同金额 and 签订日期 under one header. */
export const GroupedHeaders: Story = {
  args: {
    schema: {
      type: 'data-table',
      rowKey: 'id',
      columns: [
        contractColumns[0],
        contractColumns[2],
        { prop: 'money_group', label: '金额信息', labelEn: 'Money', children: [contractColumns[3], contractColumns[4]] },
        contractColumns[5],
      ],
    },
  },
};

/** A header filter on 客户名称 (keywords) and 状态 (options, and sortable); 合同金额 explains itself with a tip. */
export const HeaderFilters: Story = {
  args: {
    schema: {
      type: 'data-table',
      rowKey: 'id',
      columns: contractColumns.map((c) =>
        c.prop === 'customer_name' ? { ...c, searchType: 'input' } : c.prop === 'status' ? { ...c, searchType: 'select', sortable: true } : c.prop === 'amount' ? { ...c, headerTips: '含税金额' } : c,
      ),
    },
  },
};

/** Columns without widths take them from their label keyword (spec 001 §9); the amount is right-aligned with 2 decimals. */
export const AutoWidths: Story = {
  args: {
    schema: {
      type: 'data-table',
      rowKey: 'id',
      columns: [
        { prop: 'contract_no', label: '合同编号' },
        { prop: 'amount', label: '合同金额', valueType: 'money' },
        { prop: 'quantity', label: '数量', valueType: 'number' },
        { prop: 'add_time', label: '创建时间', valueType: 'datetime' },
        { prop: 'sign_date', label: '签订日期', valueType: 'date' },
        { prop: 'add_user_name', label: '业务员' },
        { prop: 'manager_name', label: '项目负责人' },
      ],
    },
    rows: contractRows(2).map((row) => ({ ...row, quantity: 12.5, add_time: '2026-10-01 08:30:00' })),
  },
};

/** 250 rows: only the visible rows are in the DOM; selection, fixed columns and totals still work. */
export const ManyRows: Story = {
  args: {
    schema: { type: 'data-table', rowKey: 'id', selection: 'multiple', index: true, columns: contractColumns.map((c) => (c.prop === 'amount' ? { ...c, showSummary: true } : c)) },
    rows: contractRows(250),
  },
};

/** 250 rows with merged cells and the 操作 column: both still work when the rows are virtual. */
export const ManyRowsMergedWithActions: Story = {
  args: {
    ...ManyRows.args,
    schema: { ...ManyRows.args!.schema!, columns: mergeColumns, rowButtons: ROW_BUTTONS },
    settings: contractSetting({ button_inline_position: 'right' }),
    mergeInfo: { customer_name: [[0, 3]] },
  },
};

/** 250 rows, one of which opens into nested rows, with single selection: both work in the virtual body. */
export const ManyRowsExpandableSingle: Story = {
  args: {
    schema: { type: 'data-table', rowKey: 'id', selection: 'single', columns: contractColumns, expand: { rowsProp: 'children_row' } },
    rows: contractRows(250).map((row, i) => (i === 1 ? { ...row, children_row: contractRows(2, 1000) } : row)),
  },
};

/** The URL asked to highlight 合同金额 and 客户名称 and to select rows 2 and 4 (and 99, not on this page). */
export const UrlPresets: Story = {
  args: {
    schema: { type: 'data-table', rowKey: 'id', selection: 'multiple', columns: contractColumns },
    urlPresets: { highlight: ['amount', 'customer_name'], selected: [2, '4', 99], activeTab: null, devflag: false },
  },
};

const RULED_ROW_BUTTONS: ToolbarButtonSchema[] = [
  {
    ...rowButton('open', '打开', 'currentpage', { url: '/contract/edit/{id}' }),
    jump_config: [{ field: 'approval_status', condition: '=', value: 2, url: '/contract/view/{id}' }],
  },
  { ...rowButton('submit', '提交', 'interface', { url: '/api/contract/sales_contract/submit', params: { id: '{id}' } }), disableWhen: { field: 'approval_status', op: '=', value: 2, reason: '已审批的数据不能再提交' } },
  { ...rowButton('recall', '撤回', 'interface', { url: '/api/contract/sales_contract/recall', params: { id: '{id}' } }), hideWhen: { field: 'approval_status', op: '!=', value: 1 } },
];

/** Row buttons with rules: approval_status 0, 1, 2, 0 — 撤回 only for the row in approval, 提交 disabled for the approved one. */
export const RowRules: Story = {
  args: {
    schema: { type: 'data-table', rowKey: 'id', columns: contractColumns, rowButtons: RULED_ROW_BUTTONS },
    rows: contractRows(4).map((row, i) => ({ ...row, approval_status: [0, 1, 2, 0][i] })),
    settings: contractSetting({ button_inline_position: 'right' }),
  },
};

/** A row button opening a component dialog with its row. */
export const RowComponent: Story = {
  args: {
    schema: {
      type: 'data-table',
      rowKey: 'id',
      columns: contractColumns,
      rowButtons: [rowButton('note', '备注', 'component', { component: 'rows-shown', title: '合同备注' })],
    },
    rows: contractRows(3),
    settings: contractSetting({ button_inline_position: 'right' }),
    // The toolbar stories' env registers the story renderer rows-shown.
    env: toolbarEnv(),
  },
};
