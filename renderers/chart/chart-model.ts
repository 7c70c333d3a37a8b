import { pickLabel, type Language } from '../../registry';
import type { ChartRow } from '../../schemas/generated/chart-query';
import type { ChartOption, ChartSchema, ChartSeries } from '../../schemas/generated/chart';

/** What a chart draws: its categories (the groups, in axis order) and one line of values per series or split value. */
export interface ChartModel {
  /** Each category's label and its group value (what a click drills into). */
  categories: { label: string; group: string | number | null }[];
  lines: { name: string; series: number; split?: string | number | null; values: (number | null)[] }[];
}

/** The answer of one series' chart call. */
export type SeriesRows = readonly ChartRow[];

function optionLabel(options: readonly ChartOption[] | undefined, value: string | number | null, language: Language, none: string): string {
  if (value === null) return none;
  const found = options?.find((o) => String(o.value) === String(value));
  return found ? pickLabel(language, found.label, found.label_en) : String(value);
}

/** A group's place on the axis: periods and codes in their own order; a ranking as the server ranked it. */
function axisOrder(schema: ChartSchema, groups: (string | number | null)[]): (string | number | null)[] {
  const order = schema.order ?? 'group_asc';
  if (order === 'value_desc' || order === 'value_asc') return groups;
  // The server cut the newest periods (group_desc); time still runs left to right.
  const sorted = [...groups].sort((a, b) => (a === null ? 1 : b === null ? -1 : String(a).localeCompare(String(b), 'en', { numeric: true })));
  return sorted;
}

/**
 * The chart's model from its series' rows: the union of their groups as categories; one line per series, or,
 * for a single series split by a field, one per split value (labelled by `split_options`).
 */
export function chartModel(schema: ChartSchema, answers: readonly SeriesRows[], language: Language, none: string): ChartModel {
  const seen: (string | number | null)[] = [];
  for (const rows of answers) for (const row of rows) if (!seen.some((g) => g === row.group)) seen.push(row.group);
  const groups = axisOrder(schema, seen);
  const categories = groups.map((group) => ({ group, label: optionLabel(schema.group_options, group, language, none) }));
  const at = new Map(groups.map((g, i) => [g, i]));
  const lines: ChartModel['lines'] = [];
  answers.forEach((rows, series) => {
    const split = schema.split_field !== undefined && answers.length === 1;
    if (!split) {
      const values: (number | null)[] = groups.map(() => null);
      for (const row of rows) values[at.get(row.group)!] = row.value;
      const s = schema.series[series];
      lines.push({ name: pickLabel(language, s.label, s.label_en), series, values });
      return;
    }
    const splits: (string | number | null)[] = [];
    for (const row of rows) if (!splits.some((v) => v === row.split)) splits.push(row.split ?? null);
    // In the order the options list them (a status's own order), others after.
    const rank = (v: string | number | null) => {
      const i = schema.split_options?.findIndex((o) => String(o.value) === String(v)) ?? -1;
      return i < 0 ? Number.MAX_SAFE_INTEGER : i;
    };
    splits.sort((a, b) => rank(a) - rank(b));
    for (const value of splits) {
      const values: (number | null)[] = groups.map(() => null);
      for (const row of rows) if (row.split === value) values[at.get(row.group)!] = row.value;
      lines.push({ name: optionLabel(schema.split_options, value, language, none), series, split: value, values });
    }
  });
  return { categories, lines };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A group's condition in the list query language: a period as the days it spans, any other value as itself. */
function groupCondition(series: ChartSeries, group: string | number | null): unknown {
  if (group === null || !series.bucket || typeof group !== 'string') return group;
  if (series.bucket === 'year') return ['between', [`${group}-01-01`, `${group}-12-31`]];
  if (series.bucket === 'month') {
    const [year, month] = group.split('-').map(Number);
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return ['between', [`${group}-01`, `${group}-${pad(last)}`]];
  }
  return group;
}

/** The conditions a click on a group (and split value) of a series means: the group's, and the split value's. */
export function drillWhere(schema: ChartSchema, seriesIndex: number, group: string | number | null, split?: string | number | null): Record<string, unknown> {
  const series = schema.series[seriesIndex];
  const where: Record<string, unknown> = { [series.group_field]: groupCondition(series, group) };
  if (split !== undefined && schema.split_field) where[schema.split_field] = split;
  return where;
}

/**
 * Where a click on a group (and split value) leads: the series' list, its `query` preset (spec 001 §2) the
 * series' own conditions and the clicked group's (and split value's). Null when the series drills nowhere.
 */
export function drillTarget(schema: ChartSchema, seriesIndex: number, group: string | number | null, split?: string | number | null): string | null {
  const series = schema.series[seriesIndex];
  if (!series?.drill) return null;
  const where = { ...(series.where ?? {}), ...drillWhere(schema, seriesIndex, group, split) };
  return `${series.drill.url}?query=${encodeURIComponent(JSON.stringify(where))}`;
}

/**
 * The chart call's query of one series: the split only when the chart has one series; `listWhere`, the filter of
 * the list the chart sits above (its statistics area), narrows the series' own conditions.
 */
export function seriesQuery(schema: ChartSchema, seriesIndex: number, listWhere?: Record<string, unknown>): Record<string, unknown> {
  const s = schema.series[seriesIndex];
  const query: Record<string, unknown> = { group_field: s.group_field, order: schema.order ?? 'group_asc', limit: schema.limit ?? 12 };
  if (s.bucket) query.bucket = s.bucket;
  if (s.value_field) query.value_field = s.value_field;
  if (schema.split_field && schema.series.length === 1) query.split_field = schema.split_field;
  const where = { ...(s.where ?? {}), ...(listWhere ?? {}) };
  if (Object.keys(where).length > 0) query.where = JSON.stringify(where);
  return query;
}
