import { FormulaError } from './errors';
import { Decimal, type BigNumber } from './math';

/**
 * Bounds on the numbers a formula handles. Values have at most 64 significant digits (the instance's
 * precision); these keep their plain notation short and the work of `^` small, so a formula cannot stall
 * the browser or the server (9^9^9, 10^100^100).
 */
export const MAX_EXPONENT = 100;
/** A value is zero or has a decimal exponent within ±99 (10^-99 ≤ |value| < 10^100): its plain notation stays under ~170 characters. */
export const MAX_MAGNITUDE_DIGITS = 100;

/** `value` when within the bounds; an 'out-of-range' error when not finite or too large or too small. */
export function checkRange(value: BigNumber): BigNumber {
  if (!value.isFinite()) throw new FormulaError('out-of-range', 'the result is not a finite number');
  if (!value.isZero() && Math.abs(value.e) >= MAX_MAGNITUDE_DIGITS) {
    throw new FormulaError('out-of-range', `the number ${value.toSignificantDigits(6).toString()} is out of range (10^-${MAX_MAGNITUDE_DIGITS - 1} to 10^${MAX_MAGNITUDE_DIGITS})`);
  }
  return value;
}

/** Plain decimal text: "0.3", "-12", "12345678901234567890.12", never an exponent. */
export function decimalText(value: BigNumber): string {
  // toFixed() without places writes every digit in plain notation; -0 is written as 0.
  return value.isZero() ? '0' : value.toFixed();
}

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * A variable's value as a number: a finite number, or text holding a plain decimal ("12.50", " -3 ",
 * "1e3"); anything else (empty text, "abc", "1,000", Infinity) is a 'not-a-number' error naming it.
 */
export function toDecimal(value: unknown, what: string): BigNumber {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FormulaError('not-a-number', `${what} is not a finite number`, what);
    return checkRange(new Decimal(value));
  }
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return checkRange(new Decimal(value.trim()));
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : typeof value;
  throw new FormulaError('not-a-number', `${what} is ${shown}, not a number`, what);
}
