import type { FilterCondition } from '../../../../fields';

/** A province (short name: 上海, 江苏, 内蒙古) and its cities (苏州, 无锡; a municipality is its own city). */
export interface Region {
  name: string;
  cities: readonly string[];
}

/** The region list, loaded with the first city control (regions.json: provinces and prefecture-level cities). */
export async function loadRegions(): Promise<readonly Region[]> {
  return (await import('./regions.json')).default as Region[];
}

export type RegionLevel = 'province' | 'city';

/** The values an `in` condition (or one value) holds. */
function namesOf(value: FilterCondition | undefined): string[] {
  if (Array.isArray(value)) return value[0] === 'in' && Array.isArray(value[1]) ? value[1].map(String) : [];
  return value === undefined || value === null || typeof value === 'boolean' ? [] : [String(value)];
}

/**
 * The picker's paths for a condition: provinces as `[province]`; cities as `[province, city]`, or `[province]`
 * when every city of it is chosen (shown as the province). Names the list does not know are left out.
 */
export function pathsOf(value: FilterCondition | undefined, regions: readonly Region[], level: RegionLevel): string[][] {
  const names = new Set(namesOf(value));
  if (level === 'province') return regions.filter((r) => names.has(r.name)).map((r) => [r.name]);
  return regions.flatMap((region) => {
    const chosen = region.cities.filter((city) => names.has(city));
    if (chosen.length === 0) return [];
    return chosen.length === region.cities.length ? [[region.name]] : chosen.map((city) => [region.name, city]);
  });
}

/** The condition for chosen paths: the names any of which matches (`in`); a whole province stands for its cities. */
export function conditionOf(paths: readonly (readonly string[])[], regions: readonly Region[], level: RegionLevel): FilterCondition | undefined {
  const names = new Set<string>();
  for (const path of paths) {
    if (level === 'province' || path.length > 1) {
      names.add(path[path.length - 1]);
      continue;
    }
    for (const city of regions.find((r) => r.name === path[0])?.cities ?? []) names.add(city);
  }
  return names.size === 0 ? undefined : ['in', [...names]];
}
