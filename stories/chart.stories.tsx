import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { ChartSchema } from '../schemas/generated/chart';
import type { DashboardPageSchema } from '../schemas/generated/dashboard-page';
import { BY_MONTH, BY_STATUS, INVOICED, TOP_CUSTOMERS, chartEnv } from './chart-fixtures';
import { FakeEnvFrame, type FakeEnv } from './fake-env';

// The chart renderer (issue 23), on a fake server answering each resource's chart call (chart-fixtures.ts).

interface Args {
  schema: ChartSchema | DashboardPageSchema;
  language: Language;
  /** Answers 4403: the caller holds no list grant on the chart's resource. */
  denied?: boolean;
  /** Answers no groups. */
  empty?: boolean;
  env?: FakeEnv;
}

const meta: Meta<Args> = {
  title: 'Renderers/chart',
  args: { schema: BY_MONTH, language: 'zh' },
  render: ({ schema, language, denied, empty, env }) => (
    <FakeEnvFrame env={env ?? chartEnv({ language, denied, empty })}>
      <div style={{ maxWidth: 720 }}>
        <RenderSchema schema={schema} />
      </div>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

/** Contracts per month, stacked by status: the newest six months, oldest on the left. A click opens the list filtered to it. */
export const StackedByMonth: Story = {};
/** The contract amount per status as slices. */
export const Pie: Story = { args: { schema: BY_STATUS } };
/** A ranking on its side: the largest first. */
export const Ranking: Story = { args: { schema: TOP_CUSTOMERS } };
/** Two resources on one axis: contracted and invoiced amounts per month. */
export const TwoSeries: Story = { args: { schema: INVOICED } };
/** Without the list grant on the resource: the chart says so in place of its data. */
export const Denied: Story = { args: { denied: true } };
/** No rows in the caller's scope. */
export const Empty: Story = { args: { empty: true } };
export const English: Story = { args: { language: 'en', schema: TOP_CUSTOMERS } };
