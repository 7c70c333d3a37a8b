import type { WhereOperator } from '../rules';

/**
 * Number range conditions (spec 001 §5 "Number range filter"), one logic for the query panel's range control
 * and a column's header filter: min and max give between; one side alone uses the chosen operator.
 */

/** A `where` condition as a filter holds it (fields' FilterCondition). */
type FilterCondition = string | number | boolean | [string, unknown];
/** The smallest number a range filter takes unless the field sets its own (spec 001 §5). */
export const DEFAULT_MINIMUM = -99999999;
/** Decimals of a range filter when the column sets no moneyFormat (spec 001 §5). */
export const DEFAULT_PRECISION = 2;

/** The operators a one-sided range may use; min-side ones read back into the min input, the others into max. */
export const SINGLE_SIDED_OPS = ['>=', '>', '=', '<', '<='] as const satisfies readonly WhereOperator[];
export type SingleSidedOp = (typeof SINGLE_SIDED_OPS)[number];
const MIN_SIDE: ReadonlySet<string> = new Set(['>=', '>', '=']);

export interface NumberRange {
  min: number | null;
  max: number | null;
  /** The operator chosen for a one-sided value; null for the default (≥ with min alone, ≤ with max alone). */
  op: SingleSidedOp | null;
}

function isOp(value: unknown): value is SingleSidedOp {
  return (SINGLE_SIDED_OPS as readonly unknown[]).includes(value);
}

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The range a condition stands for (between, or one operator and a value). */
export function rangeOf(condition: FilterCondition | undefined): NumberRange {
  if (!Array.isArray(condition)) {
    const n = numberOrNull(condition);
    return n === null ? { min: null, max: null, op: null } : { min: n, max: null, op: '=' };
  }
  const [op, operand] = condition;
  if ((op === 'between' || op === 'range') && Array.isArray(operand)) return { min: numberOrNull(operand[0]), max: numberOrNull(operand[1]), op: null };
  if (!isOp(op)) return { min: null, max: null, op: null };
  const n = numberOrNull(operand);
  return MIN_SIDE.has(op) ? { min: n, max: null, op } : { min: null, max: n, op };
}

/** Whether an operator bounds the min side (≥, >, =) rather than the max side (<, ≤). */
export function isMinSideOp(op: SingleSidedOp): boolean {
  return MIN_SIDE.has(op);
}

/**
 * The condition of a range: both sides between; one side alone with the chosen operator when it bounds
 * that side (= bounds either), else that side's default (≥ for min, ≤ for max); none nothing.
 */
export function conditionOf({ min, max, op }: NumberRange): FilterCondition | undefined {
  if (min !== null && max !== null) return ['between', [min, max]];
  if (min !== null) return [op && (isMinSideOp(op) || op === '=') ? op : '>=', min];
  if (max !== null) return [op && (!isMinSideOp(op) || op === '=') ? op : '<=', max];
  return undefined;
}

/** A min above max cannot be sent (最小值大于最大值). */
export function isRangeValid(condition: FilterCondition | undefined): boolean {
  const { min, max } = rangeOf(condition);
  return !(min !== null && max !== null && min > max);
}
