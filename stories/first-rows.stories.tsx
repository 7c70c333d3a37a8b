import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '../registry';
import { FirstRows } from '../renderers/data-table/FirstRows';
import type { CustomSetting } from '../schemas/generated/custom-setting';
import type { DataTableSchema } from '../schemas/generated/data-table';
import { contractColumns } from './contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from './fake-env';

const table: DataTableSchema = { type: 'data-table', rowKey: 'id', selection: 'multiple', index: true, columns: contractColumns };

/** The user's setting: 合同金额 first and 180 wide, 合同名称 hidden, the rest in the declared order. */
const SETTING: CustomSetting = {
  table_fields: contractColumns.map((column, i) => ({
    key: column.prop,
    label: column.label,
    sort: column.prop === 'amount' ? -1 : i,
    checked: column.prop !== 'contract_name',
    fixed: false,
  })),
  table_cell_width: { amount: 180 },
  content_pagesize: 15,
} as unknown as CustomSetting;

interface Args {
  settings: CustomSetting | null;
  language: Language;
}

/**
 * A list's first rows as the shell draws them while the page itself is still rendering (src/pages/FirstRowsStage):
 * plain markup in antd's table classes, the user's columns, each value as its field codec formats it.
 */
const meta: Meta<Args> = {
  title: 'Renderers/data-table/first rows',
  args: { settings: null, language: 'zh' },
  render: ({ settings, language }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <FirstRows table={table} settings={settings} rows={contractRows(5)} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Declared: Story = {};
export const WithSetting: Story = { args: { settings: SETTING } };
export const English: Story = { args: { language: 'en' } };
