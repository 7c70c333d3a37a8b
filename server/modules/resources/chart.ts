import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { ChartAnswer, ChartQuery, ChartRow } from '../../../schemas/generated/chart-query.js';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { dialectOf } from '../../db/dialect-of.js';
import { ApiError, Code, answers, ok, ref } from '../../http/envelope.js';
import { parseJsonParam } from '../../http/query-json.js';
import { sessionOf } from '../../http/session.js';
import { COUNTABLE_STORAGES, MAX_GROUPS, known, round } from './aggregates.js';
import { isNumericType } from '../../../codecs/index.js';
import { FIELD_STORAGE } from './field-storage.js';
import { scopedRows } from './query.js';
import { RESOURCE_CALL, RESOURCE_ROUTE, resourceOf } from './served.js';
import { servedColumns } from './table.js';
import { compileWhere } from './where.js';

/** Characters of a stored date (YYYY-MM-DD, a date-time's first ten) that make each period. */
const BUCKET_LENGTH = { day: 10, month: 7, year: 4 } as const;
const DATE_STORAGES: ReadonlySet<string> = new Set(['date', 'datetime']);

/** A chart's fields, checked against the resource before any query runs (4420 with the field's name otherwise). */
interface ChartFields {
  group: ResourceField;
  split: ResourceField | null;
  value: ResourceField | null;
}

/** A chart call's query, its `where` read from its JSON text. */
export type ChartCall = Omit<ChartQuery, 'where'> & { where?: unknown };

export function chartFields(definition: ResourceDefinition, query: Pick<ChartCall, 'group_field' | 'bucket' | 'split_field' | 'value_field'>): ChartFields {
  const group = known(definition, query.group_field);
  if (query.bucket && !DATE_STORAGES.has(FIELD_STORAGE[group.type])) throw new ApiError(Code.BAD_QUERY, 'notBucketable', { field: group.name });
  // A group per amount or per moment would be a group per row: only codes, text and periods group.
  if (!query.bucket && !COUNTABLE_STORAGES.has(FIELD_STORAGE[group.type])) throw new ApiError(Code.BAD_QUERY, 'notCountable', { field: group.name });
  const split = query.split_field === undefined ? null : known(definition, query.split_field);
  if (split && !COUNTABLE_STORAGES.has(FIELD_STORAGE[split.type])) throw new ApiError(Code.BAD_QUERY, 'notCountable', { field: split.name });
  const value = query.value_field === undefined ? null : known(definition, query.value_field);
  // Only the resource's own amounts: ids and creator stamps are int columns but not quantities.
  if (value && (!definition.fields.some((f) => f.name === value.name) || !isNumericType(value.type))) {
    throw new ApiError(Code.BAD_QUERY, 'notSummable', { field: value.name });
  }
  return { group, split, value };
}

/** The group's expression: the column, or the period a date falls in (the stored text's first characters, on both engines). */
function groupExpression(field: ResourceField, bucket: ChartQuery['bucket']): RawBuilder<unknown> {
  return bucket ? sql`substr(${sql.ref(field.name)}, 1, ${sql.lit(BUCKET_LENGTH[bucket])})` : sql`${sql.ref(field.name)}`;
}

/**
 * A resource's rows in the caller's scope and `where`, grouped for a chart: the first `limit` groups in `order`,
 * each with its count and measure (the sum of the value field, else the count); with a split, each kept group's
 * count and measure per split value. Two queries at most, each one grouped scan of the filtered set.
 */
export async function chartRows(db: Kysely<Database>, definition: ResourceDefinition, scope: ScopePredicate | null, query: ChartCall): Promise<ChartRow[]> {
  const fields = chartFields(definition, query);
  const where = compileWhere(servedColumns(definition).fields, query.where, dialectOf(db));
  const base = scopedRows(db, definition, scope, where);
  const g = groupExpression(fields.group, query.bucket);
  const measure = fields.value ? sql<number>`coalesce(sum(${sql.ref(fields.value.name)}), 0)` : sql<number>`count(*)`;
  const order = query.order ?? 'group_asc';
  const nullsLast = sql`case when ${g} is null then 1 else 0 end`;
  let groups = base.select([g.as('g'), sql<number>`count(*)`.as('n'), measure.as('v')]).groupBy(g);
  if (order === 'value_desc' || order === 'value_asc') groups = groups.orderBy(measure, order === 'value_desc' ? 'desc' : 'asc');
  groups = groups.orderBy(nullsLast).orderBy(g, order === 'group_desc' ? 'desc' : 'asc').limit(query.limit ?? 12);
  const kept = (await groups.execute()) as { g: string | number | null; n: unknown; v: unknown }[];
  const row = (r: { g: string | number | null; n: unknown; v: unknown }, split?: string | number | null): ChartRow => ({
    group: r.g, ...(split !== undefined ? { split } : {}), count: Number(r.n), value: round(r.v),
  });
  if (!fields.split || kept.length === 0) return kept.map((r) => row(r));

  const s = sql.ref(fields.split.name);
  const keys = kept.map((r) => r.g).filter((k) => k !== null);
  const hasNull = kept.some((r) => r.g === null);
  const split = (await base
    .select([g.as('g'), s.as('s'), sql<number>`count(*)`.as('n'), measure.as('v')])
    .where(({ or, eb }) => or([...(keys.length ? [eb(g, 'in', keys)] : []), ...(hasNull ? [eb(g, 'is', null)] : [])]))
    .groupBy([g, s])
    // A split by a field of many values stays bounded: at most as many rows as a list's groups.
    .limit(MAX_GROUPS)
    .execute()) as { g: string | number | null; s: string | number | null; n: unknown; v: unknown }[];
  // In the kept groups' order, each group's split values in value order.
  const position = new Map(kept.map((r, i) => [r.g, i]));
  split.sort((a, b) => position.get(a.g)! - position.get(b.g)! || String(a.s).localeCompare(String(b.s), 'en', { numeric: true }));
  return split.map((r) => row(r, r.s));
}

/**
 * GET /api/<module>/<name>/chart: a resource's group-by query for charts, through the caller's list grant, in the
 * list calls' admission line (`turn`: each call is one or two grouped scans of the filtered set).
 */
export function chartRoute(app: FastifyInstance, turn: { onRequest: onRequestHookHandler; config: object }): void {
  const { db } = app.database;
  app.get<{ Querystring: ChartQuery }>(
    `${RESOURCE_ROUTE}/chart`,
    { schema: { querystring: ref('chart-query.schema.json'), response: answers(ref('chart-query.schema.json', 'ChartAnswer')) }, onRequest: turn.onRequest, config: { ...turn.config, readOnly: true, ...RESOURCE_CALL } },
    async (request) => {
      const { definition, access } = resourceOf(request);
      // The grant first, as for every call: a caller without the list learns nothing about its fields.
      const scope = await access.read(sessionOf(request), request.query.perms_id);
      const rows = await chartRows(db, definition, scope, { ...request.query, where: parseJsonParam('where', request.query.where) });
      return ok({ rows } satisfies ChartAnswer);
    },
  );
}
