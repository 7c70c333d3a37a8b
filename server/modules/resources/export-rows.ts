import { sql, type ExpressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { parseOrder, type OrderTerm } from './order.js';
import { dialectOf, scopedRows } from './query.js';
import { servedColumns } from './table.js';
import { compileWhere } from './where.js';

export interface ExportQuery {
  where?: unknown;
  order?: string;
  /** Only these rows (an export of the selection), still inside the scope and `where`. */
  ids?: readonly number[];
  /** The columns to read (the exported ones); every served column when absent. The order's are always read. */
  select?: readonly string[];
}

const BATCH = 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is known at run time only
type AnyBuilder = ExpressionBuilder<any, any>;
type Row = Record<string, unknown>;

/**
 * One sort key of the keyset: a nullable column sorts as two keys, "is null" (0 then 1: empty values last
 * whatever the direction, alike on both engines) and then its value.
 */
type Key = { kind: 'isNull'; column: string } | { kind: 'value'; column: string; direction: 'asc' | 'desc' };

function keysOf(order: readonly OrderTerm[], nullable: ReadonlySet<string>): Key[] {
  return order.flatMap((term): Key[] => [
    ...(nullable.has(term.column) ? [{ kind: 'isNull', column: term.column } as const] : []),
    { kind: 'value', column: term.column, direction: term.direction },
  ]);
}

const isNullExpr = (column: string) => sql<number>`case when ${sql.ref(column)} is null then 1 else 0 end`;

/** The rows equal to `last` on a key, or after it (`after`); null when no row can be after it on that key. */
function compare(eb: AnyBuilder, key: Key, last: Row, after: boolean): Expression<SqlBool> | null | true {
  const value = last[key.column];
  if (key.kind === 'isNull') {
    if (after) return value === null ? null : eb(sql.ref(key.column), 'is', null);
    return value === null ? eb(sql.ref(key.column), 'is', null) : eb(sql.ref(key.column), 'is not', null);
  }
  // Among empty values the "is null" key already decided: all equal, none after.
  if (value === null || value === undefined) return after ? null : true;
  return eb(sql.ref(key.column), after ? (key.direction === 'asc' ? '>' : '<') : '=', value as never);
}

/** The rows after `last` in the keyset order: (k1 > v1) or (k1 = v1 and k2 > v2) or ... */
function afterRow(keys: readonly Key[], last: Row) {
  return (eb: AnyBuilder) => {
    const alternatives: Expression<SqlBool>[] = [];
    for (let j = 0; j < keys.length; j++) {
      const after = compare(eb, keys[j], last, true);
      if (after === null) continue;
      const equal = keys.slice(0, j).map((key) => compare(eb, key, last, false)).filter((e): e is Expression<SqlBool> => e !== true && e !== null);
      const parts = [...equal, ...(after === true ? [] : [after])];
      if (parts.length > 0) alternatives.push(parts.length === 1 ? parts[0] : eb.and(parts));
    }
    return alternatives.length > 0 ? eb.or(alternatives) : eb.lit(false);
  };
}

/**
 * The rows an export writes: the same scope and `where` as the list (the `scopedRows` source), in the list's
 * order, in batches read by keyset (each batch starts after the last row of the one before, never OFFSET), so
 * a million-row export reads each row once and never holds more than a batch. Empty values sort last. The
 * query is checked before the first batch is read.
 */
export function exportRows(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  query: ExportQuery,
  batch = BATCH,
): AsyncGenerator<Row[]> {
  const { fields, names } = servedColumns(definition);
  const where = compileWhere(fields, query.where, dialectOf(db));
  const order = parseOrder(fields, query.order, definition.defaultOrder);
  const nullable = new Set(fields.filter((f) => f.nullable === true).map((f) => f.name));
  const keys = keysOf(order, nullable);
  const selected = [...new Set([...(query.select ?? names), ...order.map((t) => t.column)])];
  const ids = query.ids;
  async function* batches() {
    let last: Row | null = null;
    for (;;) {
      let page = scopedRows(db, definition, scope, where).select(selected);
      if (ids) page = page.where('id', 'in', ids.length > 0 ? [...ids] : [0]);
      if (last) page = page.where(afterRow(keys, last));
      for (const key of keys) page = key.kind === 'isNull' ? page.orderBy(isNullExpr(key.column), 'asc') : page.orderBy(key.column, key.direction);
      const rows = (await page.limit(batch).execute()) as Row[];
      if (rows.length > 0) yield rows;
      if (rows.length < batch) return;
      last = rows[rows.length - 1];
    }
  }
  return batches();
}

/** How many rows `exportRows` would yield for the same query and scope. */
export async function countExportRows(db: Kysely<Database>, definition: ResourceDefinition, scope: ScopePredicate | null, query: Pick<ExportQuery, 'where' | 'ids'>): Promise<number> {
  const { fields } = servedColumns(definition);
  let base = scopedRows(db, definition, scope, compileWhere(fields, query.where, dialectOf(db)));
  if (query.ids) base = base.where('id', 'in', query.ids.length > 0 ? [...query.ids] : [0]);
  const row = (await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()) as { n: number | string };
  return Number(row.n);
}
