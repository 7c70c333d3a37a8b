import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { DataTableSchema } from '../schemas/generated/data-table';
import { contractColumns } from './contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';

const schema: DataTableSchema = { type: 'data-table', rowKey: 'id', columns: contractColumns };

interface Args {
  rows: Record<string, unknown>[];
  loading: boolean;
  language: Language;
}

const meta: Meta<Args> = {
  title: 'Renderers/data-table',
  args: { loading: false, language: 'zh' },
  render: ({ rows, loading, language }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <StaticList rows={rows} loading={loading}>
        <RenderSchema schema={schema} />
      </StaticList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const WithRows: Story = { args: { rows: contractRows(15) } };
export const English: Story = { args: { rows: contractRows(5), language: 'en' } };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
