import { Select, Tag } from 'antd';
import { memo } from 'react';
import { pickLabel, useEnv } from '../../registry';
import type { OptionSchema } from '../../schemas/generated/data-table';
import { isEmpty, type CellProps, type FieldFormatOptions, type FieldTypeDefinition } from '../types';

export function optionFor(options: FieldFormatOptions, value: unknown): OptionSchema | undefined {
  return options.options?.find((o) => o.value === value || String(o.value) === String(value));
}

const format: FieldTypeDefinition['format'] = (value, options, language) => {
  if (isEmpty(value)) return '';
  const option = optionFor(options, value);
  return option ? pickLabel(language, option.label, option.labelEn) : String(value);
};

const EnumCell = memo(function EnumCell({ value, options, language }: CellProps) {
  const text = format(value, options, language);
  if (!text) return null;
  return <Tag color={optionFor(options, value)?.color}>{text}</Tag>;
});

/** One of the column's options, shown as a tag; filtered by any of several (a dictionary filter is multi-select). */
export const enumField: FieldTypeDefinition<'enum'> = {
  type: 'enum',
  storage: 'integer',
  align: 'left',
  format,
  Cell: EnumCell,
  Filter: function EnumFilter({ value, onChange, options, label }) {
    const env = useEnv();
    const selected = Array.isArray(value) && value[0] === 'in' && Array.isArray(value[1]) ? (value[1] as (string | number)[]) : [];
    return (
      <Select<(string | number)[]>
        aria-label={label}
        mode="multiple"
        allowClear
        placeholder={label}
        style={{ width: '100%' }}
        value={selected}
        options={(options.options ?? []).map((o) => ({ value: o.value as string | number, label: pickLabel(env.language, o.label, o.labelEn) }))}
        onChange={(values) => onChange(values.length > 0 ? ['in', values] : undefined)}
      />
    );
  },
};
