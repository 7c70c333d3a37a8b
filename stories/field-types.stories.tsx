import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions } from 'antd';
import { useState } from 'react';
import { FIELD_TYPES, type FieldFormatOptions, type FilterCondition } from '../fields';
import type { Language } from '../registry';
import type { FieldType } from '../schemas/generated/field-type';
import { createFakeEnv, FakeEnvFrame } from './fake-env';

/** A sample value and column options per type, to see every mode of every field type. */
export const SAMPLES: { readonly [T in FieldType]: { value: unknown; options?: FieldFormatOptions } } = {
  text: { value: '上海宏达化工有限公司' },
  int: { value: 1234567 },
  number: { value: 1234.5678 },
  money: { value: 1234567.891 },
  percent: { value: 0.1234 },
  date: { value: '2026-11-21' },
  datetime: { value: '2026-11-21 08:30:05' },
  enum: { value: 2, options: { options: [{ value: 1, label: '审批中', labelEn: 'Pending' }, { value: 2, label: '已完成', labelEn: 'Complete', color: 'success' }] } },
  boolean: { value: 1 },
};

function FieldRow({ type, language }: { type: FieldType; language: Language }) {
  const field = FIELD_TYPES[type];
  const sample = SAMPLES[type];
  const options = sample.options ?? {};
  const [condition, setCondition] = useState<FilterCondition | undefined>(undefined);
  const [value, setValue] = useState<unknown>(sample.value);
  return (
    <Descriptions size="small" bordered column={3} title={type} data-testid={`field-${type}`}>
      <Descriptions.Item label="cell">
        <span data-testid={`cell-${type}`}>
          <field.Cell value={sample.value} options={options} language={language} />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label="filter" span={1}>
        <field.Filter value={condition} onChange={setCondition} options={options} label={type} />
      </Descriptions.Item>
      <Descriptions.Item label="where">
        <code data-testid={`where-${type}`}>{condition === undefined ? '—' : JSON.stringify(condition)}</code>
      </Descriptions.Item>
      <Descriptions.Item label="form control" span={2}>
        <field.Control value={value} onChange={setValue} options={options} label={`${type} control`} />
      </Descriptions.Item>
      <Descriptions.Item label="value">
        <code data-testid={`value-${type}`}>{JSON.stringify(value)}</code>
      </Descriptions.Item>
    </Descriptions>
  );
}

interface Args {
  language: Language;
  types: FieldType[];
}

const meta: Meta<Args> = {
  title: 'Fields/all types',
  args: { language: 'zh', types: Object.keys(FIELD_TYPES) as FieldType[] },
  render: ({ language, types }) => (
    <FakeEnvFrame env={createFakeEnv(() => null, language)}>
      {types.map((type) => (
        <FieldRow key={type} type={type} language={language} />
      ))}
    </FakeEnvFrame>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Chinese: Story = {};
export const English: Story = { args: { language: 'en' } };
