import { isNumericType } from '../../../codecs/index.js';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import { ApiError, Code } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { FIELD_STORAGE } from './field-storage.js';
import { resourceColumns } from './table.js';

/** Storages a tab can count by: codes and text. Amounts and times would give a tab per value. */
export const COUNTABLE_STORAGES: ReadonlySet<string> = new Set(['integer', 'boolean', 'text']);
export const MAX_SUMMARY_FIELDS = 20;
export const MAX_GROUPS = 500;
/** Spec 001 §9: list sums carry 4 decimals. */
const DECIMALS = 1e4;

/** What a list call asks for beyond its page, checked against the resource before any query runs. */
export interface AggregateRequest {
  summary: ResourceField[];
  group: ResourceField | null;
  statistics: ResourceField | null;
}

export interface Summary {
  sum: number;
  avg: number | null;
}

export interface Aggregates {
  summary?: Record<string, Summary>;
  group_sum_data?: Record<string, unknown>[];
  statisticsMap?: Record<string, number>;
}

/** `summary_field` as text (`amount,qty` or `["amount","qty"]`) or a list, into distinct names. */
export function summaryNames(raw: string | readonly string[] | undefined): string[] {
  if (raw === undefined) return [];
  let names: unknown = raw;
  if (typeof raw === 'string') names = raw.trim().startsWith('[') ? parseJsonParam('summary_field', raw) : raw.split(',');
  if (!Array.isArray(names) || names.some((n) => typeof n !== 'string')) throw new ApiError(Code.BAD_QUERY, 'badJson', { name: 'summary_field' });
  const distinct = [...new Set((names as string[]).map((n) => n.trim()).filter((n) => n !== ''))];
  if (distinct.length > MAX_SUMMARY_FIELDS) throw new ApiError(Code.BAD_QUERY, 'tooManySummaryFields', { max: MAX_SUMMARY_FIELDS });
  return distinct;
}

/** A filterable column of the resource by name; 4420 unknownField otherwise. */
export function known(definition: ResourceDefinition, name: string): ResourceField {
  const field = resourceColumns(definition).find((f) => f.name === name && f.filterable !== false);
  if (!field) throw new ApiError(Code.BAD_QUERY, 'unknownField', { field: name.slice(0, 64) });
  return field;
}

/** Resolves the aggregate parameters of a list call; unknown or unfitting fields are 4420. */
export function aggregateRequest(
  definition: ResourceDefinition,
  summary: readonly string[],
  group: string | undefined,
  statistics: string | undefined,
): AggregateRequest {
  const own = new Set(definition.fields.map((f) => f.name));
  const summaryFields = summary.map((name) => {
    const field = known(definition, name);
    // Only the resource's own amounts: ids and creator stamps are int columns but not quantities.
    if (!own.has(name) || !isNumericType(field.type)) throw new ApiError(Code.BAD_QUERY, 'notSummable', { field: name.slice(0, 64) });
    return field;
  });
  const groupField = group === undefined || group === '' ? null : known(definition, group);
  const statisticsField = statistics === undefined || statistics === '' ? null : known(definition, statistics);
  if (statisticsField && !COUNTABLE_STORAGES.has(FIELD_STORAGE[statisticsField.type])) {
    throw new ApiError(Code.BAD_QUERY, 'notCountable', { field: statisticsField.name });
  }
  return { summary: summaryFields, group: groupField, statistics: statisticsField };
}

export function round(value: unknown): number {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? Math.round(n * DECIMALS) / DECIMALS : 0;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Base = SelectQueryBuilder<any, any, object>;

/** Sum and average of each field over the whole filtered set: one query. */
export async function summarise(base: Base, fields: readonly ResourceField[]): Promise<Record<string, Summary>> {
  const row = (await base
    .select(fields.flatMap((f, i) => [sql<number>`sum(${sql.ref(f.name)})`.as(`s${i}`), sql<number>`avg(${sql.ref(f.name)})`.as(`a${i}`)]))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  const out: Record<string, Summary> = {};
  fields.forEach((f, i) => {
    const avg = row?.[`a${i}`];
    out[f.name] = { sum: round(row?.[`s${i}`]), avg: avg === null || avg === undefined ? null : round(avg) };
  });
  return out;
}

/** Null values sort last on both databases (SQLite puts them first, PostgreSQL last). */
export const nullsLast = (name: string) => sql`case when ${sql.ref(name)} is null then 1 else 0 end`;

/** Count and sums per value of `group` (at most 500 groups, in value order). */
export async function groupSums(base: Base, group: ResourceField, sums: readonly ResourceField[]): Promise<Record<string, unknown>[]> {
  const rows = (await base
    .select([
      sql.ref(group.name).as('g'),
      sql<number>`count(*)`.as('n'),
      ...sums.map((f, i) => sql<number>`sum(${sql.ref(f.name)})`.as(`s${i}`)),
    ])
    .groupBy(group.name)
    .orderBy(nullsLast(group.name))
    .orderBy(group.name)
    .limit(MAX_GROUPS)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => {
    const out: Record<string, unknown> = { [group.name]: row.g, count: Number(row.n) };
    sums.forEach((f, i) => (out[`${f.name}_sum`] = round(row[`s${i}`])));
    return out;
  });
}

/** Rows per value of a status-like field (the tabs' counts); null values count under "null". */
export async function countBy(base: Base, field: ResourceField): Promise<Record<string, number>> {
  const rows = (await base
    .select([sql.ref(field.name).as('v'), sql<number>`count(*)`.as('n')])
    .groupBy(field.name)
    .orderBy(nullsLast(field.name))
    .orderBy(field.name)
    .limit(MAX_GROUPS)
    .execute()) as { v: unknown; n: unknown }[];
  const out: Record<string, number> = {};
  for (const row of rows) out[row.v === null ? 'null' : String(row.v)] = Number(row.n);
  return out;
}
