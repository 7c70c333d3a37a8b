import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { parseOrder } from './order.js';
import { dialectOf, scopedRows } from './query.js';
import { resourceColumns } from './table.js';
import { compileWhere } from './where.js';

export interface ExportQuery {
  where?: unknown;
  order?: string;
}

const BATCH = 1000;

/**
 * The rows an export writes: the same scope and `where` as the list (the `scopedRows` source), in the list's
 * order, in batches so a large export never holds the whole set. The export endpoint (a later issue) takes
 * its scope from the menu's `export` button (`ResourceAccess.button(session, 'export', ...)`). The query is
 * checked before the first batch is read.
 */
export function exportRows(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  query: ExportQuery,
  batch = BATCH,
): AsyncGenerator<Record<string, unknown>[]> {
  const columns = resourceColumns(definition);
  const where = compileWhere(columns, query.where, dialectOf(db));
  const order = parseOrder(columns, query.order, definition.defaultOrder);
  async function* batches() {
    for (let offset = 0; ; offset += batch) {
      let page = scopedRows(db, definition, scope, where).select(columns.map((c) => c.name));
      for (const term of order) page = page.orderBy(term.column, term.direction);
      const rows = (await page.limit(batch).offset(offset).execute()) as Record<string, unknown>[];
      if (rows.length > 0) yield rows;
      if (rows.length < batch) return;
    }
  }
  return batches();
}
