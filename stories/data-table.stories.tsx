import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DataTableSchema } from '../schemas/generated/list-page';
import { DataTable } from '../renderers/data-table';
import { contractColumns } from './contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from './fake-env';

const schema: DataTableSchema = { type: 'data-table', rowKey: 'id', columns: contractColumns };

interface Args {
  rows: Record<string, unknown>[];
  loading: boolean;
  language: 'en' | 'zh';
}

const meta: Meta<Args> = {
  title: 'Renderers/data-table',
  args: { loading: false, language: 'zh' },
  render: ({ rows, loading, language }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <DataTable schema={schema} rows={rows} loading={loading} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const WithRows: Story = { args: { rows: contractRows(15) } };
export const English: Story = { args: { rows: contractRows(5), language: 'en' } };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
