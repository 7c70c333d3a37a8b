import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListPageSchema } from '../schemas/generated/list-page';
import { RenderSchema } from '../registry';
import { contractColumns } from './contract-columns';
import { createFakeEnv, FakeEnvFrame, pagedContracts, type FakeHandler } from './fake-env';

const schema: ListPageSchema = {
  type: 'list-page',
  id: 301,
  title: '销售合同',
  source: { url: '/api/contract/sales_contract/index', method: 'GET', params: { perms_id: 301 } },
  table: { type: 'data-table', rowKey: 'id', columns: contractColumns },
  pagination: { pageSizes: [15, 20, 30, 50], defaultPageSize: 15 },
};

interface Args {
  handler: FakeHandler;
  language: 'en' | 'zh';
}

const meta: Meta<Args> = {
  title: 'Renderers/list-page',
  args: { language: 'zh' },
  render: ({ handler, language }) => (
    <FakeEnvFrame env={createFakeEnv(handler, language)}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Contracts: Story = { args: { handler: pagedContracts(128) } };

export const English: Story = { args: { handler: pagedContracts(128), language: 'en' } };

export const Empty: Story = { args: { handler: pagedContracts(0) } };

export const LoadFailed: Story = {
  args: {
    handler: () => {
      throw new Error('server down');
    },
  },
};
