import { numericOf } from '../../codecs';
import { computeSplit } from '../../codecs/formula';
import type { EditableColumnSchema } from '../../schemas/generated/editable-table';
import { isSplitSum } from './columns';
import type { EditRow } from './edit-store';

type SplitValues = Record<string, number | string | null | undefined>;

/** A row's values as the split's formulas read them (numbers, exact decimal text). */
function numericValues(row: EditRow): SplitValues {
  const values: SplitValues = {};
  for (const [name, value] of Object.entries(row)) values[name] = numericOf(value);
  return values;
}

/**
 * The derive step of a table's price splits (spec 001 screen 17): each split column's sub-items with a
 * formula computed from the row (3 decimals, 4 for a percent; 0 when the formula fails), and the column's own
 * value, when some sub-items are marked 合计, their sum to its money format or 2. Typed sub-items stay as typed.
 */
export function splitDerive(columns: readonly EditableColumnSchema[]): ((row: EditRow) => EditRow) | undefined {
  const splits = columns.filter((column) => (column.split?.length ?? 0) > 0);
  if (splits.length === 0) return undefined;
  return (row) => {
    const out: EditRow = {};
    for (const column of splits) {
      const items = column.split!;
      const result = computeSplit(items, numericValues({ ...row, ...out }), column.moneyFormat);
      for (const item of items) if (item.formula) out[item.key] = result.values[item.key];
      if (isSplitSum(column)) out[column.prop] = result.summary;
    }
    return out;
  };
}

/** Whether a computed sub-item's formula failed for this row (shown as 0, flagged: spec 001 §5). */
export function splitItemFailed(column: EditableColumnSchema, key: string, row: EditRow): boolean {
  return computeSplit(column.split ?? [], numericValues(row), column.moneyFormat).failed.includes(key);
}

/** A derive step that empties the sub-items the user removed from a split (absent from what the rows send). */
export function droppedDerive(keys: readonly string[]): ((row: EditRow) => EditRow) | undefined {
  if (keys.length === 0) return undefined;
  return () => Object.fromEntries(keys.map((key) => [key, undefined]));
}

/** Derive steps as one: each reads what the ones before it gave. */
export function chainDerive(...steps: (((row: EditRow) => EditRow) | undefined)[]): ((row: EditRow) => EditRow) | undefined {
  const present = steps.filter((step): step is (row: EditRow) => EditRow => step !== undefined);
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return (row) => {
    let out: EditRow = {};
    for (const step of present) out = { ...out, ...step({ ...row, ...out }) };
    return out;
  };
}
