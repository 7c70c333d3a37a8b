import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema } from '../registry';
import type { ListPageSchema } from '../schemas/generated/list-page';
import { contractListPage } from './contract-columns';
import { contractListWithSections as withSections } from './list-with-sections';
import { createFakeEnv, FakeEnvFrame, pagedContracts, type FakeHandler } from './fake-env';

const schema = contractListPage;

interface Args {
  handler: FakeHandler;
  language: 'en' | 'zh';
  page?: ListPageSchema;
}


const meta: Meta<Args> = {
  title: 'Renderers/list-page',
  args: { language: 'zh' },
  render: ({ handler, language, page }) => (
    <FakeEnvFrame env={createFakeEnv(handler, language)}>
      <RenderSchema schema={page ?? schema} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Contracts: Story = { args: { handler: pagedContracts(128) } };

export const English: Story = { args: { handler: pagedContracts(128), language: 'en' } };

/** The fold icon in the card's head folds the tabs, query panel and filter tags away so the rows get the room. */
export const WithSections: Story = { args: { handler: pagedContracts(128), page: withSections } };

export const WithSectionsEnglish: Story = { args: { handler: pagedContracts(128), page: withSections, language: 'en' } };

export const Empty: Story = { args: { handler: pagedContracts(0) } };

export const LoadFailed: Story = {
  args: {
    handler: () => {
      throw new Error('server down');
    },
  },
};
