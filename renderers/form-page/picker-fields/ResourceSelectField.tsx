import { observer } from '@formily/react';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useResourceOptions, type ResourceValue } from '../../core/list-shared/controls/use-resource-options';
import { NAME_SEPARATOR, usePickerField, type FormilyControlProps, type PickedId } from './use-picker-field';

export interface ResourceSelectFieldProps extends FormilyControlProps {
  /** The chooser config whose resource gives the options (read inside the caller's scope). */
  chooser: string;
  /** The record's field written as the value; id by default. */
  valueKey?: string;
  /** The record's field shown. */
  labelKey: string;
  /** The record's field a keyword is matched against; labelKey by default. */
  searchKey?: string;
  /** The sibling field that keeps the chosen name (shown again without asking the server). */
  labelField: string;
  multiple?: boolean;
}

/**
 * x-component ResourceSelect (spec 001 §7 resource select, remote select): a select whose options are a
 * resource's records matched by what is typed, 500 ms after the last keystroke, 50 at a time, inside the
 * caller's scope. The field holds the chosen value(s), its sibling `labelField` the name(s) shown.
 */
export const ResourceSelectField = observer(function ResourceSelectField(props: ResourceSelectFieldProps) {
  const { chooser, valueKey = 'id', labelKey, searchKey, labelField, multiple, value } = props;
  const picker = usePickerField(labelField, props);
  const [keyword, setKeyword] = useState<string | null>(null);
  const { options, loading, failed } = useResourceOptions(picker.env, { chooser, valueKey, labelKey, searchKey }, keyword);
  const chosen = useMemo<ResourceValue[]>(() => (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]), [value]);
  // The chosen values keep their names (from the name field) while the options hold other records.
  const all = useMemo(() => {
    const names = picker.text === '' ? [] : picker.text.split(NAME_SEPARATOR);
    const known = new Set(options.map((o) => o.value));
    return [...options.map((o) => ({ value: o.value, label: o.label })), ...chosen.filter((v) => !known.has(v)).map((v, i) => ({ value: v, label: names[i] ?? String(v) }))];
  }, [options, chosen, picker.text]);

  if (picker.readPretty) return <span data-field={picker.name}>{picker.text === '' ? '/' : picker.text}</span>;
  const write = (next: ResourceValue | ResourceValue[] | undefined) => {
    const list = next === undefined ? [] : Array.isArray(next) ? next : [next];
    const labels = list.map((v) => all.find((o) => o.value === v)?.label ?? String(v));
    setKeyword(null);
    if (multiple) picker.write(list as PickedId[], labels.length === 0 ? null : labels.join(NAME_SEPARATOR));
    else picker.write((list[0] ?? null) as PickedId | null, labels[0] ?? null);
  };
  return (
    <Select<ResourceValue | ResourceValue[]>
      id={`field-${picker.name}`}
      aria-label={picker.label}
      placeholder={picker.env.t('pickers.field.placeholder', { label: picker.label })}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      disabled={picker.disabled}
      filterOption={false}
      loading={loading}
      notFoundContent={picker.env.t(failed ? 'lookups.resource.failed' : 'lookups.resource.empty')}
      options={all}
      value={multiple ? chosen : chosen[0]}
      onSearch={setKeyword}
      onOpenChange={(open) => {
        if (open && keyword === null) setKeyword('');
      }}
      onChange={write}
      style={{ width: '100%' }}
    />
  );
});
