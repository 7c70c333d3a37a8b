import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { DashboardPageSchema } from '../schemas/generated/dashboard-page';
import { BY_MONTH, BY_STATUS, INVOICED, TOP_CUSTOMERS, chartEnv } from './chart-fixtures';
import { FakeEnvFrame } from './fake-env';

// The dashboard renderer (issue 23, page_type 4): its charts in a grid, each loading its own data.

interface Args {
  schema: DashboardPageSchema;
  language: Language;
}

const meta: Meta<Args> = {
  title: 'Renderers/dashboard-page',
  args: { schema: { type: 'dashboard-page', title: '经营看板', charts: [BY_MONTH, BY_STATUS, TOP_CUSTOMERS, INVOICED] }, language: 'zh' },
  render: ({ schema, language }) => (
    <FakeEnvFrame env={chartEnv({ language })}>
      <RenderSchema schema={schema} />
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Four charts, two per row on a wide screen, one per row on a phone. */
export const Dashboard: Story = {};
export const English: Story = { args: { language: 'en', schema: { type: 'dashboard-page', title: 'Dashboard', charts: [BY_MONTH, TOP_CUSTOMERS] } } };
