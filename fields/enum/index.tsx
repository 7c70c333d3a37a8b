import { SelectControl } from '../shared/controls';
import { Select } from 'antd';
import { memo } from 'react';
import { LightTag, pickLabel, useEnv } from '../../registry';
import type { OptionSchema } from '../../schemas/generated/data-table';
import { MULTI_SEPARATOR, itemsOf, optionFor as codecOptionFor } from '../../codecs';
import type { Language } from '../../registry';
import { fieldOf, isEmpty, type CellProps, type FieldFormatOptions } from '../types';

/** The option a value stands for (the codec's, with the column's tag colour). */
export function optionFor(options: FieldFormatOptions, value: unknown): OptionSchema | undefined {
  return codecOptionFor(options, value) as OptionSchema | undefined;
}

export { MULTI_SEPARATOR };

function itemText(value: unknown, options: FieldFormatOptions, language: Language): string {
  const option = optionFor(options, value);
  return option ? pickLabel(language, option.label, option.labelEn) : String(value);
}

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
export const enumField = fieldOf('enum', {
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
});
