import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { RenderSchema, useDialogs, type Language } from '../registry';
import type { FormulaEditorSchema } from '../schemas/generated/formula-editor';
import { createFakeEnv, FakeEnvFrame } from './fake-env';

const VARIABLES: FormulaEditorSchema['variables'] = [
  { key: 'price', label: '单价', labelEn: 'Unit price' },
  { key: 'quantity', label: '数量', labelEn: 'Quantity' },
  { key: 'tax_rate', label: '税率', labelEn: 'Tax rate' },
];

/** Opens the editor in a dialog and shows the formula it closed with. */
function InDialog({ value }: { value?: string }) {
  const dialogs = useDialogs();
  const [formula, setFormula] = useState<string>('');
  return (
    <>
      <Button onClick={() => void dialogs.open<string>({ schema: { type: 'formula-editor', variables: VARIABLES, value }, title: '编辑公式', width: 640 }).then((f) => setFormula(f ?? '(取消)'))}>编辑公式</Button>
      <Typography.Paragraph>
        <code data-testid="formula">{formula}</code>
      </Typography.Paragraph>
    </>
  );
}

interface Args {
  schema: FormulaEditorSchema;
  language: Language;
  dialog?: boolean;
}

const meta: Meta<Args> = {
  title: 'Renderers/formula-editor',
  args: { schema: { type: 'formula-editor', variables: VARIABLES }, language: 'zh' },
  render: ({ schema, language, dialog }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      <div style={{ width: 600 }}>{dialog ? <InDialog value={schema.value} /> : <RenderSchema schema={schema} />}</div>
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Empty: Story = {};
/** A stored formula shown as its items. */
export const TaxSplit: Story = { args: { schema: { type: 'formula-editor', variables: VARIABLES, value: 'price / (1 + tax_rate)' } } };
/** In a dialog: 确定 hands the formula back. */
export const Dialog: Story = { args: { dialog: true, schema: { type: 'formula-editor', variables: VARIABLES, value: 'price * quantity' } } };
export const English: Story = { args: { language: 'en', schema: { type: 'formula-editor', variables: VARIABLES, value: 'price * quantity' } } };
