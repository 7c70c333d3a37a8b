import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { WhereState } from '../renderers/list-page';
import type { StatusTabsSchema } from '../schemas/generated/status-tabs';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { ProbeList } from './list-probe';

const TABS: StatusTabsSchema['tabs'] = [
  { value: 0, label: '草稿', labelEn: 'Draft' },
  { value: 1, label: '审批中', labelEn: 'Pending approval' },
  { value: 2, label: '已完成', labelEn: 'Complete' },
  { value: 3, label: '已驳回', labelEn: 'Rejected' },
  { value: 4, label: '已作废', labelEn: 'Invalid' },
];

interface Args {
  schema: StatusTabsSchema;
  statisticsMap?: Record<string, number>;
  where: WhereState;
  language: Language;
  width?: number;
}

const meta: Meta<Args> = {
  title: 'Renderers/status-tabs',
  args: { schema: { type: 'status-tabs', field: 'status', tabs: TABS }, where: {}, language: 'zh' },
  render: ({ schema, statisticsMap, where, language, width }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <div style={{ width }}>
        <ProbeList where={where} statisticsMap={statisticsMap}>
          <RenderSchema schema={schema} />
        </ProbeList>
      </div>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

const COUNTS = { all: 128, 0: 12, 1: 30, 2: 80, 3: 0, 4: 6 };

/** Counts from the list answer's statisticsMap. */
export const WithCounts: Story = { args: { statisticsMap: COUNTS } };
/** The server's statisticsMap has no all entry: the all tab counts every value; a value it lacks has none. */
export const ServerCounts: Story = { args: { statisticsMap: { 0: 2, 1: 5, 2: 9, null: 1 } } };
/** No statisticsMap yet: labels only. */
export const WithoutCounts: Story = {};
export const English: Story = { args: { statisticsMap: COUNTS, language: 'en' } };
/** Zero-count tabs hidden; the chosen tab comes from where. */
export const HideZero: Story = {
  args: { schema: { type: 'status-tabs', field: 'status', tabs: TABS, hideZero: true }, statisticsMap: COUNTS, where: { status: ['in', [1]], amount: ['>=', 1] } },
};
/** Too many tabs for the width: scroll arrows move 100 px. */
export const Overflowing: Story = {
  args: {
    width: 360,
    statisticsMap: COUNTS,
    schema: { type: 'status-tabs', field: 'status', tabs: [...TABS, { value: 5, label: '已归档' }, { value: 6, label: '已终止' }] },
  },
};
/** An input tab searches by keyword. */
export const Keyword: Story = {
  args: {
    schema: {
      type: 'status-tabs', field: 'goods_name', searchType: 'input', showAll: true,
      tabs: [{ value: '铜', label: '铜' }, { value: '钢', label: '钢' }],
    },
  },
};
