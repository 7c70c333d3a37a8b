import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Dialect } from '../../db/connection.js';
import type { OrderTerm } from './order.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is known at run time only
type AnyBuilder = ExpressionBuilder<any, any>;
type Row = Readonly<Record<string, unknown>>;

/**
 * Whether the list's `order by <column> <direction>` puts empty values (NULL) first on `dialect`. The list
 * writes no NULLS FIRST/LAST, so each engine's own rule holds: SQLite sorts NULL as the smallest value,
 * PostgreSQL as the largest. The keyset follows the same rule, so an export is the list's rows in its order.
 */
export function nullsFirst(dialect: Dialect, direction: OrderTerm['direction']): boolean {
  return dialect === 'sqlite' ? direction === 'asc' : direction === 'desc';
}

/** The primary key is never empty: its terms need no NULL branch. */
const NEVER_NULL = new Set(['id']);

/** The rows on the same place as `value` on one term: equal, or, when it is empty, empty too (`= NULL` is never true). */
function same(eb: AnyBuilder, column: string, value: unknown): Expression<SqlBool> {
  return value === null || value === undefined ? eb(column, 'is', null) : eb(column, '=', value as never);
}

/** The rows after `value` on one term in the list's order, or null when none can be (an empty value sorted last). */
function after(eb: AnyBuilder, term: OrderTerm, value: unknown, dialect: Dialect): Expression<SqlBool> | null {
  const first = nullsFirst(dialect, term.direction);
  const nullable = !NEVER_NULL.has(term.column);
  if (value === null || value === undefined) return first ? eb(term.column, 'is not', null) : null;
  const beyond = eb(term.column, term.direction === 'asc' ? '>' : '<', value as never);
  // Empty values sorted last come after every value; `>`/`<` alone would never reach them.
  return nullable && !first ? eb.or([beyond, eb(term.column, 'is', null)]) : beyond;
}

/**
 * The rows after `last` in the order `order` (which ends in the unique id, so it is total): for each term,
 * equal on every term before it and after on it, ORed. Any sort column may hold NULL, whatever its field
 * declares (a stashed draft leaves required fields empty), so each term places NULL as the engine's order does.
 */
export function afterRow(order: readonly OrderTerm[], last: Row, dialect: Dialect) {
  return (eb: AnyBuilder): Expression<SqlBool> => {
    const alternatives: Expression<SqlBool>[] = [];
    for (let j = 0; j < order.length; j++) {
      const beyond = after(eb, order[j], last[order[j].column], dialect);
      if (!beyond) continue;
      const equal = order.slice(0, j).map((term) => same(eb, term.column, last[term.column]));
      alternatives.push(equal.length === 0 ? beyond : eb.and([...equal, beyond]));
    }
    return alternatives.length > 0 ? eb.or(alternatives) : eb.lit(false);
  };
}
