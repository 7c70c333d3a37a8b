import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { pickLabel, useEnv } from '../../../../registry';
import type { ControlProps } from './control-props';
import { dictLabelOf, dictOptions, loadDictionary, type DictOption } from './dictionary';

type Value = string | number;

/** The values of an `in` condition (or a single value). */
function selectedOf(value: ControlProps['value']): Value[] {
  if (Array.isArray(value)) return value[0] === 'in' && Array.isArray(value[1]) ? (value[1] as Value[]) : [];
  return value === undefined || typeof value === 'boolean' ? [] : [value];
}

/**
 * A dictionary filter (spec 001 §5: a multi-select): the items of the field's dictionary (dictLabel, else
 * its prop), loaded once per session, or the column's own options when it lists them. Any of the chosen
 * values matches (`in`).
 */
export function DictFilter({ field, value, onChange, label }: ControlProps) {
  const env = useEnv();
  const dictLabel = dictLabelOf(field);
  const own = dictLabel === null;
  const [options, setOptions] = useState<DictOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  const english = env.language === 'en';

  useEffect(() => {
    if (dictLabel === null) return undefined;
    let live = true;
    loadDictionary(env, dictLabel)
      .then((dictionary) => {
        if (live) setOptions(dictionary ? dictOptions(dictionary.children, english) : []);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [env, dictLabel, english]);

  const shown: DictOption[] = own
    ? field.options!.map((o) => ({ value: o.value as Value, label: pickLabel(env.language, o.label, o.labelEn) }))
    : (options ?? []);
  return (
    <Select<Value[]>
      aria-label={label}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={label}
      // As many chosen values as fit on the line, then +N: a second tag is never cut off.
      maxTagCount="responsive"
      style={{ width: '100%' }}
      loading={!own && options === null && !failed}
      status={failed ? 'warning' : undefined}
      notFoundContent={env.t(failed ? 'lookups.dict.loadFailed' : 'lookups.dict.empty')}
      value={selectedOf(value)}
      options={shown}
      onChange={(values) => onChange(values.length > 0 ? ['in', values] : undefined)}
    />
  );
}
