import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Language } from '../registry';
import { USER_PICKER_DIALOG } from '../renderers/user-picker';
import type { UserPickerSchema } from '../schemas/generated/user-picker';
import { DialogOpener } from './dialog-opener';
import { createFakeEnv, FakeEnvFrame, type FakeEnv } from './fake-env';
import { createPickerServer } from './picker-server';

interface Args {
  schema: UserPickerSchema;
  language: Language;
  env?: FakeEnv;
}

function Frame({ schema, language, env }: Args) {
  const [fake] = useState(() => env ?? createFakeEnv(createPickerServer().handler, language));
  return (
    <FakeEnvFrame env={fake}>
      <DialogOpener request={{ schema: { ...schema, type: schema.type }, title: language === 'en' ? 'Choose a handler' : '选择经办人', ...USER_PICKER_DIALOG }} openText={language === 'en' ? 'Open' : '打开'} />
    </FakeEnvFrame>
  );
}

const meta: Meta<Args> = {
  title: 'Renderers/user-picker',
  args: { schema: { type: 'user-picker' }, language: 'zh' },
  render: (args) => <Frame {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

/** One user; frequent users first (常用), search by name or mobile. */
export const Single: Story = {};
/** Several users (转办, 抄送). */
export const Multiple: Story = { args: { schema: { type: 'user-picker', multiple: true } } };
/** Only the users of the caller's parent organisation (select_parent). */
export const SelectParent: Story = { args: { schema: { type: 'user-picker', selectParent: true } } };
/** Opened with users already chosen: resolved into the chosen list. */
export const Preselected: Story = { args: { schema: { type: 'user-picker', multiple: true, selected: [3, 12] } } };
export const English: Story = { args: { schema: { type: 'user-picker', multiple: true }, language: 'en' } };
