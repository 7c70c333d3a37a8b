import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Language } from '../registry';
import { CHOOSER_DIALOG } from '../renderers/chooser';
import type { ChooserSchema } from '../schemas/generated/chooser';
import { DialogOpener } from './dialog-opener';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { createPickerServer } from './picker-server';

interface Args {
  schema: ChooserSchema;
  title: string;
  language: Language;
  /** Tests pass their own env (over their own picker server) to read the calls. */
  env?: FakeEnv;
}

function Frame({ schema, title, language, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(createPickerServer().handler, language));
  return (
    <FakeEnvFrame env={fake}>
      <DialogOpener request={{ schema: { ...schema, type: schema.type }, title, ...CHOOSER_DIALOG }} openText={language === 'en' ? 'Open' : '打开'} />
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/chooser',
  args: { schema: { type: 'chooser', config: 'customer' }, title: '选择客户', language: 'zh' },
  render: (args) => <Frame {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** The customer config: single, a click on a row (or 选择) closes with it; 全集团搜索 offered. */
export const Single: Story = {};
/** Sales contracts: multiple, under the menu's data permission; 全选, 已选择列表, delete and batch delete. */
export const Multiple: Story = { args: { schema: { type: 'chooser', config: 'sales_contract', dataPerms: 301 }, title: '选择销售合同' } };
/** Opened with contracts already chosen: resolved into 已选择列表 in one call. */
export const MultiplePreselected: Story = { args: { schema: { type: 'chooser', config: 'sales_contract', dataPerms: { perms_id: 301 }, selected: [101, 103] }, title: '选择销售合同' } };
/** A config with a before-select rule: a 广东 customer is not chosen, the dialog says why (spec 001 §5). */
export const BeforeSelect: Story = { args: { schema: { type: 'chooser', config: 'partner_customer' }, title: '选择合作客户' } };
/** A config that needs dataPerms, opened without: DoubleSelect组件必须传dataPerms, nothing listed. */
export const MissingDataPerms: Story = { args: { schema: { type: 'chooser', config: 'sales_contract' }, title: '选择销售合同' } };
/** Customers of one department (dataPerms org_id); 全集团搜索 lifts the narrowing. */
export const NarrowedToDepartment: Story = { args: { schema: { type: 'chooser', config: 'customer', dataPerms: { perms_id: 101, org_id: 8 } } } };
/** Tree rows: a parent that cannot be chosen (choose_disabled) with its children. */
export const TreeRows: Story = { args: { schema: { type: 'chooser', config: 'goods_category' }, title: '选择品类' } };
/** An unknown config: the server's message in the dialog. */
export const UnknownConfig: Story = { args: { schema: { type: 'chooser', config: 'goods' } } };
export const English: Story = { args: { schema: { type: 'chooser', config: 'sales_contract', dataPerms: 301 }, title: 'Choose contracts', language: 'en' } };
