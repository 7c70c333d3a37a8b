import { Cascader } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useEnv } from '../../../../registry';
import type { ControlProps } from './control-props';
import { conditionOf, loadRegions, pathsOf, type Region } from './regions';

/**
 * The city control (spec 001 §5, searchType city): provinces, or cities under their provinces, chosen from the
 * region list, searched by name; several may be chosen and any of them matches (`in`). A province chosen whole
 * stands for all its cities. The region list loads with the first city control.
 */
export function CityFilter({ field, value, onChange, label }: ControlProps) {
  const env = useEnv();
  const level = field.regionLevel ?? 'city';
  const [regions, setRegions] = useState<readonly Region[] | null>(null);
  useEffect(() => {
    let live = true;
    void loadRegions().then((list) => live && setRegions(list));
    return () => {
      live = false;
    };
  }, []);
  const options = useMemo(
    () => (regions ?? []).map((r) => ({ value: r.name, label: r.name, ...(level === 'city' && !(r.cities.length === 1 && r.cities[0] === r.name) ? { children: r.cities.map((c) => ({ value: c, label: c })) } : {}) })),
    [regions, level],
  );
  return (
    <Cascader
      aria-label={label}
      placeholder={label}
      multiple
      showSearch
      allowClear
      maxTagCount="responsive"
      showCheckedStrategy={Cascader.SHOW_PARENT}
      loading={regions === null}
      notFoundContent={env.t('lookups.city.empty')}
      options={options}
      value={regions ? pathsOf(value, regions, level) : []}
      onChange={(paths) => onChange(regions ? conditionOf((paths ?? []) as string[][], regions, level) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
