import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema } from '../registry';
import type { ListPageSchema } from '../schemas/generated/list-page';
import { contractListPage } from './contract-columns';
import { contractSearchFields } from './search-fields';
import { createFakeEnv, FakeEnvFrame, pagedContracts, type FakeHandler } from './fake-env';

const schema = contractListPage;

interface Args {
  handler: FakeHandler;
  language: 'en' | 'zh';
  page?: ListPageSchema;
}

/** The contract list with the sections above its rows: tabs, the query panel, the filter tags and the toolbar. */
const withSections: ListPageSchema = {
  ...contractListPage,
  children: [
    { type: 'status-tabs', field: 'status', tabs: [{ value: 1, label: '审批中', labelEn: 'In approval' }, { value: 2, label: '已完成', labelEn: 'Complete' }] },
    { type: 'query-panel', fields: contractSearchFields },
    { type: 'filter-tags', fields: contractSearchFields },
    { type: 'toolbar', buttons: [] },
    ...contractListPage.children,
  ],
};

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
