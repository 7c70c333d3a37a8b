import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { ProbeList } from './list-probe';
import { contractSearchFields } from './search-fields';

interface Args {
  defaultField?: string;
  language: Language;
}

const meta: Meta<Args> = {
  title: 'Renderers/simple-search',
  args: { language: 'zh' },
  render: ({ defaultField, language }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <ProbeList where={{ status: ['in', [1]] }}>
        <RenderSchema schema={{ type: 'simple-search', fields: contractSearchFields, ...(defaultField ? { defaultField } : {}) }} />
      </ProbeList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Contracts: Story = {};
export const English: Story = { args: { language: 'en' } };
/** Starts on the amount: a min and max range. */
export const ByAmount: Story = { args: { defaultField: 'amount' } };
