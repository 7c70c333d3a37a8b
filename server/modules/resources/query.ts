import type { Kysely } from 'kysely';
import type { ResourceDefinition } from '../../../schemas/generated/resource-definition.js';
import type { ScopePredicate } from '../../acl/data-scope.js';
import type { Database } from '../../db/tables.js';
import { parseOrder } from './order.js';
import { resourceColumns } from './table.js';
import { compileWhere } from './where.js';

export interface ListQuery {
  where?: unknown;
  page: number;
  limit: number;
  order?: string;
}

export interface ListResult {
  data: Record<string, unknown>[];
  total: number;
}

/** Resource tables are declared, not typed; this module is the one place that queries them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function untyped(db: Kysely<Database>): Kysely<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return db as unknown as Kysely<any>;
}

/** One page of a resource, filtered by the caller's `where` and, always, by their data scope. */
export async function listResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  query: ListQuery,
): Promise<ListResult> {
  const columns = resourceColumns(definition);
  const where = compileWhere(columns, query.where);
  const order = parseOrder(columns, query.order, definition.defaultOrder);
  let base = untyped(db).selectFrom(definition.table);
  if (scope) base = base.where(scope);
  if (where) base = base.where(where);
  let page = base.select(columns.map((c) => c.name));
  for (const term of order) page = page.orderBy(term.column, term.direction);
  const [rows, count] = await Promise.all([
    page.limit(query.limit).offset((query.page - 1) * query.limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows, total: Number(count.total) };
}

/** One record by id, or undefined when it does not exist or lies outside the caller's scope. */
export async function findResource(
  db: Kysely<Database>,
  definition: ResourceDefinition,
  scope: ScopePredicate | null,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  let query = untyped(db)
    .selectFrom(definition.table)
    .select(resourceColumns(definition).map((c) => c.name))
    .where('id', '=', id);
  if (scope) query = query.where(scope);
  return query.executeTakeFirst();
}
