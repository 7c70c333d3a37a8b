import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { CardViewSchema } from '../schemas/generated/card-view';
import type { ListViewsSchema } from '../schemas/generated/list-views';
import { contractColumns } from './contract-columns';
import { contractRows, createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';

const card: CardViewSchema = {
  type: 'card-view',
  titleProp: 'contract_name',
  fields: contractColumns.map(({ prop, label, labelEn, valueType, options, moneyFormat }) => ({ prop, label, labelEn, valueType, options, moneyFormat })),
  maxFields: 4,
};

function views(pageKey: string, defaultView?: ListViewsSchema['defaultView']): ListViewsSchema {
  return {
    type: 'list-views',
    pageKey,
    ...(defaultView ? { defaultView } : {}),
    children: [{ type: 'data-table', rowKey: 'id', columns: contractColumns } as { type: string }, card],
  };
}

interface Args {
  schema: ListViewsSchema;
  language: Language;
}

const meta: Meta<Args> = {
  title: 'Renderers/list-views',
  args: { schema: views('sales-contract'), language: 'zh' },
  render: ({ schema, language }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <StaticList rows={contractRows(4)}>
        <RenderSchema schema={schema} />
      </StaticList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** 切换视图： table or cards; the choice is remembered for this page. */
export const SalesContracts: Story = {};
/** Another page: its own remembered choice. */
export const Invoices: Story = { args: { schema: views('sales-invoice') } };
/** A page whose configuration opens on cards. */
export const CardsFirst: Story = { args: { schema: views('stock-cards', 'card') } };
export const English: Story = { args: { schema: views('sales-contract-en'), language: 'en' } };
