import { SelectControl } from '../shared/controls';
import { Select } from 'antd';
import { memo } from 'react';
import { LightTag, pickLabel, useEnv } from '../../registry';
import type { OptionSchema } from '../../schemas/generated/data-table';
import { isEmpty, type CellProps, type FieldFormatOptions, type FieldTypeDefinition } from '../types';

export function optionFor(options: FieldFormatOptions, value: unknown): OptionSchema | undefined {
  return options.options?.find((o) => o.value === value || String(o.value) === String(value));
}

/** Spec 001 §9: items of a multi-select value are shown joined by ' ; '. */
export const MULTI_SEPARATOR = ' ; ';

/** The items of a value: a list for a `multiple` column (an array, or comma-separated text), else the value. */
function itemsOf(value: unknown, options: FieldFormatOptions): unknown[] {
  if (Array.isArray(value)) return value.filter((v) => !isEmpty(v));
  if (options.multiple && typeof value === 'string') return value.split(',').map((v) => v.trim()).filter((v) => v !== '');
  return [value];
}

function itemText(value: unknown, options: FieldFormatOptions, language: Parameters<FieldTypeDefinition['format']>[2]): string {
  const option = optionFor(options, value);
  return option ? pickLabel(language, option.label, option.labelEn) : String(value);
}

const format: FieldTypeDefinition['format'] = (value, options, language) => {
  if (isEmpty(value)) return '';
  return itemsOf(value, options).map((item) => itemText(item, options, language)).join(MULTI_SEPARATOR);
};

const EnumCell = memo(function EnumCell({ value, options, language }: CellProps) {
  if (isEmpty(value)) return null;
  const items = itemsOf(value, options);
  return (
    <>
      {items.map((item, i) => (
        <LightTag key={`${String(item)}-${i}`} color={optionFor(options, item)?.color}>
          {itemText(item, options, language)}
        </LightTag>
      ))}
    </>
  );
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
  Control: SelectControl,
};
