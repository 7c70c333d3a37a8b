import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import type { WhereState } from '../renderers/list-page';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { ProbeList } from './list-probe';
import { contractSearchFields } from './search-fields';

interface Args {
  where: WhereState;
  exclude?: string[];
  language: Language;
}

const meta: Meta<Args> = {
  title: 'Renderers/filter-tags',
  args: { where: {}, language: 'zh' },
  render: ({ where, exclude, language }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <ProbeList where={where}>
        <RenderSchema schema={{ type: 'filter-tags', fields: contractSearchFields, ...(exclude ? { exclude } : {}) }} />
      </ProbeList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

const several: WhereState = {
  contract_no: ['like', 'XS2026'],
  customer_name: ['like_array', ['宏达', '鑫源']],
  amount: ['between', [100000, 500000]],
  sign_date: ['between', ['2026-10-01', '2026-10-31']],
  status: ['in', [1, 2]],
};

export const Several: Story = { args: { where: several } };
export const English: Story = { args: { where: several, language: 'en' } };
/** One tag: no 清空. */
export const One: Story = { args: { where: { amount: ['>=', 100000] } } };
/** A condition that cannot be read, and one on a field the page does not know. */
export const Unreadable: Story = { args: { where: { amount: ['between', 'lots'], owner_id: 7 } } };
/** Nothing filtered: nothing shown. */
export const None: Story = {};
/** The tabs' field is left to the tabs. */
export const ExcludingTabs: Story = { args: { where: { status: ['in', [1]], contract_no: ['like', 'XS'] }, exclude: ['status'] } };
