import { Input } from 'antd';
import type { FilterCondition } from '../../../fields';
import { useEnv } from '../../../registry';
import { CityFilter, controlKindOf, DictFilter, MonthControl, NumberRangeControl, OrgFilter, ResourceSelectFilter } from './controls';
import { fieldLabel, filterDefinition, formatOptionsOf, type SearchField } from './search-fields';

/** Column filter input max length (spec 001 §5). */
const KEYWORD_MAX_LENGTH = 50;

interface SearchControlProps {
  field: SearchField;
  /** The condition as the control edits it (text: `['like', raw text]`, see keywords.ts). */
  value: FilterCondition | undefined;
  onChange(value: FilterCondition | undefined): void;
}

/**
 * One search control: the organisation picker, the dictionary multi-select, the month, the number range, or the
 * keyword input (keywords kept as typed, spaces included, and trimmed and split when the query is sent),
 * else the field type's Filter.
 */
export function SearchControl({ field, value, onChange }: SearchControlProps) {
  const env = useEnv();
  const label = fieldLabel(field, env.language);
  switch (controlKindOf(field)) {
    case 'organize':
      return <OrgFilter field={field} value={value} onChange={onChange} label={label} />;
    case 'dict':
      return <DictFilter field={field} value={value} onChange={onChange} label={label} />;
    case 'city':
      return <CityFilter field={field} value={value} onChange={onChange} label={label} />;
    case 'month':
      return <MonthControl field={field} value={value} onChange={onChange} label={label} />;
    case 'number':
      return <NumberRangeControl field={field} value={value} onChange={onChange} label={label} minimum={field.minimum} />;
    case 'resource':
      return <ResourceSelectFilter field={field} value={value} onChange={onChange} label={label} />;
    case 'text': {
      const text = Array.isArray(value) ? String(value[1] ?? '') : value === undefined ? '' : String(value);
      return (
        <Input
          aria-label={label}
          placeholder={label}
          allowClear
          maxLength={KEYWORD_MAX_LENGTH}
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? undefined : ['like', e.target.value])}
        />
      );
    }
    default: {
      const { Filter } = filterDefinition(field);
      return <Filter value={value} onChange={onChange} options={formatOptionsOf(field)} label={label} />;
    }
  }
}
