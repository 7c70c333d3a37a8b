import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import { resourceColumns } from './table.js';

export const MAX_MERGE_FIELDS = 10;

/** `merge_field` as a comma list or a list of names, checked against the resource: distinct names, at most 10. */
export function mergeFieldNames(definition: ResourceDefinition, raw: string | readonly string[] | undefined): string[] {
  if (raw === undefined) return [];
  const names = [...new Set((typeof raw === 'string' ? raw.split(',') : raw).map((n) => n.trim()).filter((n) => n !== ''))];
  if (names.length > MAX_MERGE_FIELDS) throw new ApiError(Code.BAD_QUERY, 'tooManyMergeFields', { max: MAX_MERGE_FIELDS });
  const known = new Set(resourceColumns(definition).map((f) => f.name));
  for (const name of names) if (!known.has(name)) throw new ApiError(Code.BAD_QUERY, 'unknownField', { field: name.slice(0, 64) });
  return names;
}

/**
 * The cells to merge per field (spec 001 §3 merge_info): each run of two or more consecutive rows of the page
 * with equal values, as [start, end] (0-based, inclusive). Empty values (null) never merge.
 */
export function mergeInfo(rows: readonly Record<string, unknown>[], fields: readonly string[]): Record<string, [number, number][]> {
  const out: Record<string, [number, number][]> = {};
  for (const field of fields) {
    const runs: [number, number][] = [];
    let start = 0;
    for (let i = 1; i <= rows.length; i++) {
      const value = rows[start][field];
      const next = i < rows.length ? rows[i][field] : null;
      const same = value !== null && value !== undefined && next !== null && next !== undefined && String(next) === String(value);
      if (same) continue;
      if (i - 1 > start) runs.push([start, i - 1]);
      start = i;
    }
    out[field] = runs;
  }
  return out;
}
