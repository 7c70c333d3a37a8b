import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Language } from '../registry';
import { ORG_PICKER_DIALOG } from '../renderers/org-picker';
import type { OrgPickerSchema } from '../schemas/generated/org-picker';
import { DialogOpener } from './dialog-opener';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { createPickerServer } from './picker-server';

interface Args {
  schema: OrgPickerSchema;
  language: Language;
  env?: FakeEnv;
}

function Frame({ schema, language, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(createPickerServer().handler, language));
  return (
    <FakeEnvFrame env={fake}>
      <DialogOpener request={{ schema: { ...schema, type: schema.type }, title: language === 'en' ? 'Choose a department' : '选择部门', ...ORG_PICKER_DIALOG }} openText={language === 'en' ? 'Open' : '打开'} />
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/org-picker',
  args: { schema: { type: 'org-picker', kinds: ['department'] }, language: 'zh' },
  render: (args) => <Frame {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** A department, one: the company's tree opens level by level; the star collects; 收藏 lists favourites. */
export const Single: Story = {};
/** Several departments, ticked. */
export const Multiple: Story = { args: { schema: { type: 'org-picker', kinds: ['department'], multiple: true } } };
/** Opened with 销售一组 and 财务部 chosen: their branches open, ticked. */
export const Preselected: Story = { args: { schema: { type: 'org-picker', kinds: ['department'], multiple: true, selected: [7, 10] } } };
/** Companies only: favourites under the label entity. */
export const CompanyOnly: Story = { args: { schema: { type: 'org-picker', kinds: ['company', 'entity'] } } };
export const English: Story = { args: { schema: { type: 'org-picker', kinds: ['department'], multiple: true }, language: 'en' } };
