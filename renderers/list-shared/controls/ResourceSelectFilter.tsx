import constants from '../../../schemas/constants.json';
import { Select, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useEnv } from '../../../registry';
import type { ControlProps } from './control-props';
import type { FilterCondition } from '../../../fields';
import { CHOOSER_LIST_URL } from '../../chooser/chooser-api';

/** Spec 001 §9: a remote select searches this long after the last keystroke. */
export const REMOTE_SELECT_DEBOUNCE_MS = constants.remoteSelectDebounceMs;
/** Spec 001 §7 resource select: one page of 50 options. */
export const RESOURCE_SELECT_LIMIT = 50;

type Mode = 'in' | 'not_in';
type Value = string | number;

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
  const searchKey = resource.searchKey ?? resource.labelKey;
  const selection = selectionOf(value);
  const [chosenMode, setChosenMode] = useState<Mode>(selection.mode);
  const mode = selection.values.length > 0 ? selection.mode : chosenMode;
  const [keyword, setKeyword] = useState<string | null>(null);
  const [options, setOptions] = useState<{ value: Value; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (keyword === null) return undefined;
    let live = true;
    const timer = window.setTimeout(() => {
      setLoading(true);
      const where = keyword.trim() === '' ? {} : { [searchKey]: ['like', keyword.trim()] };
      env
        .request<{ data: Record<string, unknown>[] }>(CHOOSER_LIST_URL, { query: { name: resource.chooser, where: JSON.stringify(where), page: 1, limit: RESOURCE_SELECT_LIMIT }, messageHide: true })
        .then(
          (answer) => {
            if (!live) return;
            setFailed(false);
            setOptions(answer.data.map((row) => ({ value: row[resource.valueKey] as Value, label: String(row[resource.labelKey] ?? row[resource.valueKey]) })));
          },
          () => live && setFailed(true),
        )
        .finally(() => live && setLoading(false));
    }, REMOTE_SELECT_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [env, keyword, resource.chooser, resource.valueKey, resource.labelKey, searchKey]);

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
