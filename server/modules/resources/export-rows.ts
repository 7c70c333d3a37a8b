import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { dialectOf } from '../../db/dialect-of.js';
import { afterRow } from './keyset.js';
import { parseOrder } from './order.js';
import { scopedRows } from './query.js';
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

/** Rows read per query unless the caller says (the app's `exportBatch`; tests make it small). */
export const EXPORT_BATCH = 1000;

type Row = Record<string, unknown>;

/**
 * The rows an export writes: the same scope and `where` as the list (the `scopedRows` source), in the list's
 * order, in batches read by keyset (each batch starts after the last row of the one before, never OFFSET), so
 * a million-row export reads each row once and never holds more than a batch. The order by is the list's own
 * (empty values where the engine puts them, keyset.ts), so the rows and their order are the list's. The query is
 * checked before the first batch is read.
 */
export function exportRows(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  query: ExportQuery,
  batch = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  const { fields, names } = servedColumns(definition);
  const dialect = dialectOf(db);
  const where = compileWhere(fields, query.where, dialect);
  const order = parseOrder(fields, query.order, definition.defaultOrder);
  const selected = [...new Set([...(query.select ?? names), ...order.map((t) => t.column)])];
  const ids = query.ids;
  async function* batches() {
    let last: Row | null = null;
    for (;;) {
      let page = scopedRows(db, definition, scope, where).select(selected);
      if (ids) page = page.where('id', 'in', ids.length > 0 ? [...ids] : [0]);
      if (last) page = page.where(afterRow(order, last, dialect));
      // Exactly the list's order by (query.ts): no NULLS FIRST/LAST, as the keyset expects.
      for (const term of order) page = page.orderBy(term.column, term.direction);
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
