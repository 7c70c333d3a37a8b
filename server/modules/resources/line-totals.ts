import type { Kysely } from 'kysely';
import { isNumericType, storedDecimals } from '../../../codecs/index.js';
import type { ResourceDefinition, ResourceField } from '../../../schemas/generated/resource-definition.js';
import type { Database } from '../../db/tables.js';
import { round, sum } from '../../../rules/index.js';
import { PARENT_KEY } from './children.js';
import type { ChildRows } from './line-check.js';
import { perDefinition } from './registry.js';

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a child's own table
type AnyDb = Kysely<any>;

/** One declared total: the parent's field and the column of a child's rows it sums (ResourceChild.totals). */
interface Total {
  child: string;
  table: string;
  parent: ResourceField;
  column: string;
}


/**
 * The totals a definition declares, checked once when the server builds its routes: each a numeric field of the
 * parent, summed from a numeric field of one child only.
 */
export function declaredTotals(definition: ResourceDefinition): Total[] {
  const totals: Total[] = [];
  for (const child of definition.children ?? []) {
    for (const [name, column] of Object.entries(child.totals ?? {})) {
      const where = `resource ${definition.name}, child ${child.name}: total ${name}`;
      const parent = definition.fields.find((f) => f.name === name);
      if (!parent || !isNumericType(parent.type)) throw new Error(`${where} is not a numeric field of the record`);
      if (!child.fields.some((f) => f.name === column && isNumericType(f.type))) throw new Error(`${where}: ${column} is not a numeric field of the rows`);
      if (totals.some((t) => t.parent.name === name)) throw new Error(`${where} is summed twice`);
      totals.push({ child: child.name, table: child.table, parent, column });
    }
  }
  return totals;
}

/** `declaredTotals` made once per definition. */
export const totalsOf = perDefinition(declaredTotals);

/** The exact sum of the filled values, rounded to the parent field's decimals; null when none is filled (a draft's unfinished rows). */
function totalOf(total: Total, values: readonly unknown[]): number | null {
  const numbers = values.filter((v): v is number | string => typeof v === 'number' || (typeof v === 'string' && v.trim() !== ''));
  if (numbers.length === 0) return null;
  return round(sum(numbers), storedDecimals(total.parent.type as 'int' | 'number' | 'money' | 'percent', {}));
}

function setTotal(answer: Row, total: Total, value: number | null): void {
  if (value !== null) answer[total.parent.name] = value;
}

/**
 * The parent's fields that are the sum of their rows (合同金额 ← lines.amount), for one write: from the rows the
 * body sent (computed, formulas and all), or, when it sent none of a child but set its total, from the rows the
 * record `storedId` already has. A record without rows (or whose rows hold no value in the column yet) keeps the
 * value sent. Answers the fields to write.
 */
export async function lineTotals(db: Kysely<Database>, totals: readonly Total[], rows: ChildRows, storedId: number | null, sent: Readonly<Row>): Promise<Row> {
  const answer: Row = {};
  for (const total of totals) {
    const given = rows.get(total.child);
    if (given !== undefined) {
      setTotal(answer, total, totalOf(total, given.map((row) => row.values[total.column])));
      continue;
    }
    if (storedId === null || !(total.parent.name in sent)) continue;
    const stored = (await (db as unknown as AnyDb).selectFrom(total.table).select(total.column).where(PARENT_KEY, '=', storedId).execute()) as Row[];
    setTotal(answer, total, totalOf(total, stored.map((row) => row[total.column])));
  }
  return answer;
}
