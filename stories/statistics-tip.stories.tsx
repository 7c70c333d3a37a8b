import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { ListContextValue } from '../renderers/list-page';
import type { StatisticsTipSchema } from '../schemas/generated/statistics-tip';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';

const schema: StatisticsTipSchema = {
  type: 'statistics-tip',
  items: [
    { prop: 'amount', label: '合同金额', labelEn: 'Contract amount', calculate: 'sum', moneyFormat: 2, color: '#1677ff' },
    { prop: 'amount', label: '平均金额', labelEn: 'Mean amount', calculate: 'avg', moneyFormat: 3 },
    { prop: 'profit', label: '毛利', labelEn: 'Gross profit', calculate: 'sum', moneyFormat: 2, color: '#52c41a', colorType: 'sign' },
    { prop: 'quantity', label: '数量', labelEn: 'Quantity', calculate: 'sum', moneyFormat: 0 },
  ],
};

const SUMMARY: ListContextValue['summary'] = {
  amount: { sum: 1234567.891, avg: 24691.35782 },
  profit: { sum: -5230.5, avg: -104.61 },
};

interface Args {
  schema: StatisticsTipSchema;
  summary?: ListContextValue['summary'];
  language: Language;
}

const meta: Meta<Args> = {
  title: 'Renderers/statistics-tip',
  args: { schema, summary: SUMMARY, language: 'zh' },
  render: ({ schema: node, summary, language }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <StaticList rows={[]} summary={summary}>
        <RenderSchema schema={node} />
      </StaticList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Totals over the filtered set: formatted by money_format, coloured; a loss in red; an item without a total shows '-'. */
export const Totals: Story = {};
/** Before the list answer arrives. */
export const NoSummaryYet: Story = { args: { summary: undefined } };
export const English: Story = { args: { language: 'en' } };
