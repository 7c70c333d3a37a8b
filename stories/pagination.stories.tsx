import type { Meta, StoryObj } from '@storybook/react-vite';
import { RenderSchema, type Language } from '../registry';
import { createFakeEnv, FakeEnvFrame } from './fake-env';
import { StaticList } from './static-list';

interface Args {
  total: number;
  language: Language;
  align: 'left' | 'right';
}

const meta: Meta<Args> = {
  title: 'Renderers/pagination',
  args: { total: 128, language: 'zh', align: 'right' },
  render: ({ total, language, align }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <StaticList rows={[]} total={total}>
        <RenderSchema schema={{ type: 'pagination', align }} />
      </StaticList>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Chinese: Story = {};
export const English: Story = { args: { language: 'en' } };
export const LeftAligned: Story = { args: { align: 'left' } };
export const Nothing: Story = { args: { total: 0 } };
