import { addExact, checkDecimals, divideExact, exactToString, multiplyExact, negateExact, parseExact, roundExact } from './exact-decimal';
import type { ExactDecimal, Numeric } from './exact-decimal';

/**
 * Arithmetic without floating-point error (spec 000 §5 helpers: "arithmetic defaulting to 2 decimals").
 * Operands are numbers or numeric strings; the exact result is rounded half away from zero (四舍五入) to
 * `decimals` places (default 2) and returned as a number: add(0.1, 0.2) is 0.3, multiply(1.005, 1) is
 * 1.01. Decisions: an operand that is not a number (NaN, Infinity, "", "abc") gives NaN, and so does a
 * division by zero; `decimals` must be a whole number from 0 to 100 (RangeError otherwise). For amounts
 * beyond what a Number holds exactly (about 15 significant digits) use `toFixedString`, which keeps every
 * digit.
 */

export type { Numeric } from './exact-decimal';

export const DEFAULT_DECIMALS = 2;

function binary(a: Numeric, b: Numeric, decimals: number, op: (x: ExactDecimal, y: ExactDecimal) => ExactDecimal | null): number {
  checkDecimals(decimals);
  const x = parseExact(a);
  const y = parseExact(b);
  const result = x && y ? op(x, y) : null;
  return result ? Number(exactToString(roundExact(result, decimals))) : Number.NaN;
}

export function add(a: Numeric, b: Numeric, decimals = DEFAULT_DECIMALS): number {
  return binary(a, b, decimals, addExact);
}

export function subtract(a: Numeric, b: Numeric, decimals = DEFAULT_DECIMALS): number {
  return binary(a, b, decimals, (x, y) => addExact(x, negateExact(y)));
}

export function multiply(a: Numeric, b: Numeric, decimals = DEFAULT_DECIMALS): number {
  return binary(a, b, decimals, multiplyExact);
}

export function divide(a: Numeric, b: Numeric, decimals = DEFAULT_DECIMALS): number {
  return binary(a, b, decimals, (x, y) => divideExact(x, y, decimals));
}

/** The exact sum of the values; one that is not a number adds nothing: sum([0.1, 0.2, 0.005]) is 0.305. */
export function sum(values: readonly Numeric[]): number {
  let total: ExactDecimal = { units: 0n, scale: 0 };
  for (const value of values) {
    const exact = parseExact(value);
    if (exact) total = addExact(total, exact);
  }
  return Number(exactToString(total));
}

/** The value rounded half away from zero to `decimals` places (default 2); NaN when not a number. */
export function round(value: Numeric, decimals = DEFAULT_DECIMALS): number {
  const text = toFixedString(value, decimals);
  return text === '' ? Number.NaN : Number(text);
}

/** The exact value with exactly `decimals` places ("1234.50"), no grouping; '' when not a number. */
export function toFixedString(value: Numeric, decimals = DEFAULT_DECIMALS): string {
  checkDecimals(decimals);
  const exact = parseExact(value);
  return exact ? exactToString(roundExact(exact, decimals)) : '';
}
