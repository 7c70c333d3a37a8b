import { Input } from 'antd';
import type { FilterCondition } from '../../fields';
import { useEnv } from '../../registry';
import { fieldLabel, filterDefinition, filterTypeOf, formatOptionsOf, type SearchField } from './search-fields';

/** Column filter input max length (spec 001 §5). */
const KEYWORD_MAX_LENGTH = 50;

interface SearchControlProps {
  field: SearchField;
  /** The condition as the control edits it (text: `['like', raw text]`, see keywords.ts). */
  value: FilterCondition | undefined;
  onChange(value: FilterCondition | undefined): void;
}

/**
 * One search control: the field type's Filter, except for text, whose keywords are kept as typed
 * (spaces included, for multiple keywords) and trimmed and split when the query is sent.
 */
export function SearchControl({ field, value, onChange }: SearchControlProps) {
  const env = useEnv();
  const label = fieldLabel(field, env.language);
  if (filterTypeOf(field) === 'text') {
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
  const { Filter } = filterDefinition(field);
  return <Filter value={value} onChange={onChange} options={formatOptionsOf(field)} label={label} />;
}
