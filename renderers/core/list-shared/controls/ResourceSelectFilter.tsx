import { Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useEnv } from '../../../../registry';
import type { ControlProps } from './control-props';
import type { FilterCondition } from '../../../../fields';
import { useResourceOptions, type ResourceValue } from './use-resource-options';

export { REMOTE_SELECT_DEBOUNCE_MS, RESOURCE_SELECT_LIMIT } from './use-resource-options';

type Mode = 'in' | 'not_in';
type Value = ResourceValue;

function selectionOf(condition: FilterCondition | undefined): { mode: Mode; values: Value[] } {
  if (condition === undefined) return { mode: 'in', values: [] };
  if (!Array.isArray(condition)) return { mode: 'in', values: [condition as Value] };
  const [op, operand] = condition;
  return { mode: op === 'not_in' ? 'not_in' : 'in', values: (Array.isArray(operand) ? operand : [operand]) as Value[] };
}

/**
 * A resource select as a search control (spec 001 §7 resource select, remote select; §9 500 ms debounce):
 * options from a chooser config's resource inside the caller's scope (base/chooser/list), matched by keyword
 * (like), 50 at a time; several chosen; in or not in.
 */
export function ResourceSelectFilter({ field, value, onChange, label }: ControlProps) {
  const env = useEnv();
  const resource = field.resource!;
  const selection = selectionOf(value);
  const [chosenMode, setChosenMode] = useState<Mode>(selection.mode);
  const mode = selection.values.length > 0 ? selection.mode : chosenMode;
  const [keyword, setKeyword] = useState<string | null>(null);
  const { options, loading, failed } = useResourceOptions(env, resource, keyword);

  // Chosen values stay shown by their labels (a value the options do not hold shows as itself).
  const shown = useMemo(() => {
    const known = new Map(options.map((o) => [o.value, o.label]));
    return selection.values.map((v) => ({ value: v, label: known.get(v) ?? String(v) }));
  }, [options, selection.values]);
  const all = useMemo(() => {
    const seen = new Set(options.map((o) => o.value));
    return [...options, ...shown.filter((o) => !seen.has(o.value))];
  }, [options, shown]);

  const choose = (nextMode: Mode, values: Value[]) => onChange(values.length === 0 ? undefined : [nextMode, values]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Select<Mode>
        aria-label={`${label} ${env.t('lookups.resource.mode')}`}
        value={mode}
        popupMatchSelectWidth={false}
        style={{ width: 84 }}
        options={[
          { value: 'in', label: env.t('lookups.resource.in') },
          { value: 'not_in', label: env.t('lookups.resource.notIn') },
        ]}
        onChange={(next) => {
          setChosenMode(next);
          if (selection.values.length > 0) choose(next, selection.values);
        }}
      />
      <Select<Value[]>
        aria-label={label}
        placeholder={label}
        mode="multiple"
        allowClear
        showSearch
        filterOption={false}
        loading={loading}
        notFoundContent={env.t(failed ? 'lookups.resource.failed' : 'lookups.resource.empty')}
        style={{ flex: 1, minWidth: 0 }}
        maxTagCount={5}
        options={all}
        value={selection.values}
        onSearch={setKeyword}
        onOpenChange={(open) => {
          if (open && keyword === null) setKeyword('');
        }}
        onChange={(next) => {
          setKeyword(null);
          choose(mode, next);
        }}
      />
    </Space.Compact>
  );
}
