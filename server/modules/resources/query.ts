import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { dialectOf } from '../../db/dialect-of.js';
import { ApiError, Code } from '../../http/envelope.js';
import type { DocumentSteps } from './document-steps.js';
import { countBy, groupSums, summarise, type AggregateRequest, type Aggregates } from './aggregates.js';
import { EDITABLE_STATUSES, STATE_FIELD, WRITE_WORDS, documentLocked, isDocument } from './lifecycle.js';
import { deleteLines } from './line-store.js';
import { mergeInfo } from './merge-info.js';
import { parseOrder } from './order.js';
import { servedColumns } from './table.js';
import { compileWhere, type Predicate } from './where.js';
import { JSON_ROWS_FROM, JSON_ROWS_MAX_COLUMNS, JsonRows, jsonRowsEnabled, pageAsJson } from './json-rows.js';

export interface ListQuery {
  where?: unknown;
  page: number;
  limit: number;
  order?: string;
  /** Totals, groups and tab counts asked for (resources/aggregates.ts); none by default. */
  aggregates?: AggregateRequest;
  /** Fields whose runs of equal values on the page the answer reports (merge_info). */
  mergeFields?: readonly string[];
}

interface ListOf<Rows> extends Aggregates {
  data: Rows;
  total: number;
  merge_info?: Record<string, [number, number][]>;
}

export type ListResult = ListOf<Record<string, unknown>[]>;

/** A list answer whose rows may be the database's JSON text of them (json-rows.ts): for the wire only. */
export type ListAnswer = ListOf<Record<string, unknown>[] | JsonRows>;

/** Whether a page of `query` travels as JSON text: a big page, on a table json_object can spell, needing no row work. */
function rowsAsJson(query: ListQuery, columns: number): boolean {
  return jsonRowsEnabled() && query.limit >= JSON_ROWS_FROM && columns <= JSON_ROWS_MAX_COLUMNS && !(query.mergeFields && query.mergeFields.length > 0);
}

/** `listResource` for the list routes: a big page's rows come as JSON text built off the event loop. */
export async function listResourceAnswer(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  query: ListQuery,
): Promise<ListAnswer> {
  return rowsAsJson(query, servedColumns(definition).names.length) ? listWith(db, definition, scope, query, true) : listResource(db, definition, scope, query);
}

/** Resource tables are declared, not typed; this module is the one place that queries them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function untyped(db: Kysely<Database>): Kysely<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return db as unknown as Kysely<any>;
}

/** Which engine a handle talks to: the where language words a few things per engine (where.ts). */
/** `where` without one field's own condition: what the tabs of that field count over. */
function withoutField(where: unknown, name: string): unknown {
  if (where === null || typeof where !== 'object' || Array.isArray(where)) return where;
  return Object.fromEntries(Object.entries(where).filter(([key]) => key !== name));
}

/**
 * The rows of a resource inside the caller's scope and matching a compiled `where`: the one source every
 * read (list page, totals, tab counts, detail, export) starts from, so none can leave the scope out.
 */
export function scopedRows(db: Kysely<Database>, definition: ResourceDefinition, scope: ScopePredicate | null, predicate: Predicate | null) {
  let base = untyped(db).selectFrom(definition.table);
  if (scope) base = base.where(scope);
  if (predicate) base = base.where(predicate);
  return base;
}

/**
 * One page of a resource, filtered by the caller's `where` and, always, by their data scope; with the
 * totals, groups and tab counts the query asks for, over the same filtered set (tab counts without their
 * own field's condition). Everything is checked before the first query runs.
 */
export function listResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  query: ListQuery,
): Promise<ListResult> {
  return listWith(db, definition, scope, query, false);
}

async function listWith(db: Kysely<Database>, definition: ResourceDefinition, scope: ScopePredicate | null, query: ListQuery, json: true): Promise<ListOf<JsonRows>>;
async function listWith(db: Kysely<Database>, definition: ResourceDefinition, scope: ScopePredicate | null, query: ListQuery, json: false): Promise<ListResult>;
async function listWith(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  query: ListQuery,
  json: boolean,
): Promise<ListOf<JsonRows> | ListResult> {
  const { fields: columns, names } = servedColumns(definition);
  const dialect = dialectOf(db);
  const where = compileWhere(columns, query.where, dialect);
  const order = parseOrder(columns, query.order, definition.defaultOrder);
  const aggregates = query.aggregates;
  const statistics = aggregates?.statistics ?? null;
  const statisticsWhere = statistics ? compileWhere(columns, withoutField(query.where, statistics.name), dialect) : null;
  const filtered = (predicate: Predicate | null) => scopedRows(db, definition, scope, predicate);
  const base = filtered(where);
  let page = base.select(names);
  for (const term of order) page = page.orderBy(term.column, term.direction);
  page = page.limit(query.limit).offset((query.page - 1) * query.limit);
  const [rows, count, summary, groups, statisticsMap] = await Promise.all([
    json ? pageAsJson(untyped(db), page, names, order, dialect) : page.execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    aggregates && aggregates.summary.length > 0 ? summarise(base, aggregates.summary) : undefined,
    aggregates?.group ? groupSums(base, aggregates.group, aggregates.summary) : undefined,
    statistics ? countBy(filtered(statisticsWhere), statistics) : undefined,
  ]);
  const result: ListAnswer = { data: rows, total: Number(count.total) };
  if (summary) result.summary = summary;
  if (groups) result.group_sum_data = groups;
  if (statisticsMap) result.statisticsMap = statisticsMap;
  if (!(rows instanceof JsonRows) && query.mergeFields && query.mergeFields.length > 0) result.merge_info = mergeInfo(rows, query.mergeFields);
  return result as ListOf<JsonRows> | ListResult;
}

/** One record by id, or undefined when it does not exist or lies outside the caller's scope. */
export async function findResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  return scopedRows(db, definition, scope, (eb) => eb('id', '=', id))
    .select(servedColumns(definition).names)
    .executeTakeFirst();
}

/**
 * Deletes the given records that lie inside the caller's scope, in one transaction; the others (missing or
 * outside the scope) are left alone. A document may be deleted only while it is its creator's to edit: when
 * any asked one is in approval or completed, nothing is deleted (4423). A document's workflow data, tasks and
 * flow log go with it, their counts off `changes`; so do its attachments' rows, whose storage keys are added to
 * `goneFiles` for the caller to remove from the storage after the commit. Answers how many were deleted.
 */
export async function deleteResources(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  ids: readonly number[],
  steps: Pick<DocumentSteps, 'purgeFlows'>,
  touched: number[],
  goneFiles: string[] = [],
): Promise<number> {
  return untyped(db)
    .transaction()
    .execute(async (trx) => {
      const document = isDocument(definition);
      if (document) {
        let found = trx.selectFrom(definition.table).select(['id', STATE_FIELD]).where('id', 'in', [...ids]);
        if (scope) found = found.where(scope);
        const rows = (await found.execute()) as { id: number; status: number }[];
        const locked = rows.filter((r) => !EDITABLE_STATUSES.includes(Number(r.status)));
        if (locked.length === 1 && ids.length === 1) throw documentLocked(Number(locked[0].status), 'delete');
        if (locked.length > 0) throw new ApiError(Code.DOCUMENT_LOCKED, 'documentLockedMany', { n: locked.length, action: WRITE_WORDS.delete });
      }
      let query = trx.deleteFrom(definition.table).where('id', 'in', [...ids]);
      if (scope) query = query.where(scope);
      if (document) query = query.where(STATE_FIELD, 'in', [...EDITABLE_STATUSES]);
      const result = await query.returning('id').execute();
      const deleted = result.map((r) => Number((r as { id: number }).id));
      // A record's lines go with it.
      await deleteLines(trx, definition, deleted);
      // So do its attachments' rows; their stored files are the caller's to remove once this commits.
      if (deleted.length > 0) {
        const files = await (trx as unknown as Kysely<Database>).deleteFrom('files').where('resource', '=', definition.name).where('data_id', 'in', deleted).returning('storage_key').execute();
        goneFiles.push(...files.map((f) => f.storage_key));
      }
      if (definition.workflowLabel) {
        touched.push(...(await steps.purgeFlows(trx as unknown as Kysely<Database>, definition.workflowLabel, deleted)));
      }
      return deleted.length;
    });
}
