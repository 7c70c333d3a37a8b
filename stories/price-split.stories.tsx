import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Language } from '../registry';
import type { PriceSplitSchema } from '../schemas/generated/price-split';
import { DialogOpener } from './dialog-opener';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';

const VARIABLES: PriceSplitSchema['variables'] = [
  { key: 'price', label: '单价', labelEn: 'Unit price' },
  { key: 'quantity', label: '数量', labelEn: 'Quantity' },
  { key: 'tax_rate', label: '税率', labelEn: 'Tax rate' },
];

/** The contract's tax split of the unit price: the price without tax and the tax, both in the total. */
export const TAX_SPLIT: NonNullable<PriceSplitSchema['value']> = [
  { key: 'net_price', label: '不含税单价', formula: 'price / (1 + tax_rate)', isSummary: true },
  { key: 'tax', label: '税额', formula: 'price - net_price', isSummary: true },
];

interface Args {
  schema: PriceSplitSchema;
  language: Language;
  env?: FakeEnv;
}

function Frame({ schema, language, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(() => null, language));
  return (
    <FakeEnvFrame env={fake}>
      <DialogOpener request={{ schema: { ...schema }, title: language === 'en' ? 'Split Unit price' : '单价价格拆分', width: 960 }} openText={language === 'en' ? 'Split' : '价格拆分'} />
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/price-split',
  args: { schema: { type: 'price-split', variables: VARIABLES, value: TAX_SPLIT }, language: 'zh' },
  render: (args) => <Frame {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** The unit price split into its price without tax and its tax. */
export const TaxSplit: Story = {};
/** A new split: at least two sub-items are needed. */
export const Empty: Story = { args: { schema: { type: 'price-split', variables: VARIABLES } } };
/** Two sub-items that read each other: 确定 names the rows in the cycle. */
export const Cyclic: Story = {
  args: { schema: { type: 'price-split', variables: VARIABLES, value: [{ key: 'a', label: '货款', formula: 'b + 1', isSummary: true }, { key: 'b', label: '运费', formula: 'a - 1' }] } },
};
export const English: Story = { args: { language: 'en' } };
