import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema } from '../registry';
import { contractListPage } from './contract-columns';
import { createFakeEnv, FakeEnvFrame, pagedContracts, type FakeHandler } from './fake-env';

const schema = contractListPage;

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
