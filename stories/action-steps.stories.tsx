import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEnv, type Language } from '../registry';
import { renderLabel, type LabelColumn } from '../renderers/core/labels';
import { useListContext, type Row } from '../renderers/list-page';
import Toolbar from '../renderers/toolbar/Toolbar';
import type { ToolbarSchema } from '../schemas/generated/toolbar';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { ProbeList } from './list-probe';

/** Two contracts: one approved and large, one a small draft. */
export const STEP_ROWS: Row[] = [
  { id: 7, contract_no: 'XS2026110000007', customer_name: '上海宏达化工有限公司', amount: 113000, status: 2, contact_mobile: '13900001111' },
  { id: 9, contract_no: 'XS2026110000009', customer_name: '宁波港务贸易有限公司', amount: 5650, status: 0, contact_mobile: null },
];

/**
 * Function labels written as steps (issue 23): no handler in code, each a program in the rule language a
 * configurator writes (action-steps.schema.json).
 */
export const STEP_COLUMNS: LabelColumn[] = [
  {
    prop: 'contract_no', label: '复制摘要', labelType: 'function',
    labelConfig: { steps: [{ let: { net: 'round(amount / 1.13, 2)' } }, { copy: '{contract_no} {customer_name} 不含税 {net}' }] },
  },
  { prop: 'contract_no', label: '已审批可打开', labelType: 'function', labelConfig: { when: 'status == 2', steps: [{ navigate: '/contract/sales/form?data_id={id}' }] } },
  {
    prop: 'customer_name', label: '按客户筛选', labelType: 'function',
    labelConfig: { steps: [{ filter: { customer_name: '{customer_name}' } }, { notify: '已按客户筛选：{_text}', notifyEn: 'Filtered by customer: {_text}' }] },
  },
  {
    prop: 'amount', label: '大额核对', labelType: 'function', valueType: 'money', moneyFormat: 2,
    labelConfig: { steps: [{ when: 'amount > 100000', notify: '大额合同请线下核对', notifyEn: 'Check large contracts offline', level: 'warning', stop: true }, { copy: '{_text}' }] },
  },
];

/** Toolbar buttons written as steps, over the selected rows. */
export const STEP_BUTTONS: NonNullable<ToolbarSchema['buttons']> = [
  {
    flag: 'copy_contacts', name: '复制联系人', nameEn: 'Copy contacts', func: 'function', position: 'mult',
    config: { steps: [{ copy: '{customer_name} {contact_mobile}', when: 'not isEmpty(contact_mobile)' }] },
  },
  {
    flag: 'done', name: '处理完成', nameEn: 'Done', func: 'function', position: 'mult',
    config: { steps: [{ notify: '已处理 {_count} 份合同', notifyEn: '{_count} contracts done' }, { clearSelection: true }, { refresh: true }] },
  },
];

/** Each step label on each row, as a table cell would show it. */
function StepLabelGallery() {
  const env = useEnv();
  const list = useListContext();
  return (
    <table>
      <tbody>
        {STEP_ROWS.map((row, r) => (
          <tr key={String(row.id)}>
            {STEP_COLUMNS.map((column, c) => (
              <td key={c} data-testid={`step-label-${r}-${c}`} style={{ padding: 8 }}>
                {renderLabel({ column, value: row[column.prop], row, env, list })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface Args {
  language: Language;
  /** The env whose notices and navigations a test reads; a fresh one when omitted. */
  env?: FakeEnv;
  selectedRows: Row[];
  /** The search fields the page declares (a filter step may set no other); none declared: nothing is checked. */
  searchKeys?: string[];
}

const meta: Meta<Args> = {
  title: 'Renderers/steps (function labels and buttons)',
  args: { language: 'zh', selectedRows: STEP_ROWS },
  render: ({ language, env, selectedRows, searchKeys }) => (
    <FakeEnvFrame env={env ?? createFakeEnv(() => null, language)}>
      <ProbeList selectedRows={selectedRows} searchKeys={searchKeys}>
        <Toolbar schema={{ type: 'toolbar', buttons: STEP_BUTTONS }} path="" />
        <StepLabelGallery />
      </ProbeList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Both contracts selected: the buttons act on them; each label on each row. */
export const Steps: Story = {};
export const StepsEnglish: Story = { args: { language: 'en' } };
/** Nothing selected: the buttons wait for a selection. */
export const NothingSelected: Story = { args: { selectedRows: [] } };
/** The page declares customer_name among its search fields: 按客户筛选 filters by it. */
export const DeclaredFilter: Story = { args: { searchKeys: ['contract_no', 'customer_name'] } };
/**
 * The page's search fields do not include customer_name: 按客户筛选 is refused with 不允许设置未预置的属性：customer_name
 * (a configuration mistake, logged), and the list keeps its search.
 */
export const UndeclaredFilter: Story = { args: { searchKeys: ['contract_no'] } };
export const UndeclaredFilterEnglish: Story = { args: { searchKeys: ['contract_no'], language: 'en' } };
