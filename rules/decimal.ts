/**
 * The decimal family (spec 000 §5), checked against tests/vectors/decimal.json (rule decimal_20_2).
 *
 * - isDecimal: non-zero, up to 20 integer digits and up to 2 decimals;
 * - isDecimal3: the same with up to 3 decimals;
 * - isDecimalOrZero, isDecimal3OrZero: the allow-zero variants, 0 accepted, up to 19 integer digits;
 * - isSignedDecimal: an optional minus sign, up to 20 integer digits and 2 decimals, non-zero.
 *
 * Decisions (the spec is silent):
 * - "non-zero" means the value is not 0 (0, 0.0, 0.00 are rejected; 0.01 is accepted); unsigned rules
 *   therefore accept only positive values;
 * - the signed variant is the base rule with a sign, so it is non-zero too ("-0" and "0" rejected);
 *   "-0" is never accepted, not even by a shape that allows zero;
 * - no leading zeros ("01.5"), no "+" sign, no leading or trailing dot ("1.", ".5"), no grouping commas
 *   (strip them first: ./thousands.ts), ASCII digits only, no exponent, no white space.
 */

export interface DecimalShape {
  /** The most digits before the point. */
  integerDigits: number;
  /** The most digits after the point (0: integers only). */
  decimals: number;
  /** Whether a value equal to 0 passes. */
  allowZero?: boolean;
  /** Whether a leading "-" is allowed. */
  signed?: boolean;
}

/** The pattern of a decimal shape, zero included (zero is excluded separately). */
export function decimalPattern({ integerDigits, decimals, signed = false }: DecimalShape): RegExp {
  const fraction = decimals > 0 ? `(?:\\.[0-9]{1,${decimals}})?` : '';
  return new RegExp(`^${signed ? '-?' : ''}(?:0|[1-9][0-9]{0,${integerDigits - 1}})${fraction}$`);
}

/** A rule for any decimal shape. */
export function decimalRule(shape: DecimalShape): (value: string) => boolean {
  const pattern = decimalPattern(shape);
  return (value) => pattern.test(value) && (/[1-9]/.test(value) || (shape.allowZero === true && !value.startsWith('-')));
}

export const isDecimal = decimalRule({ integerDigits: 20, decimals: 2 });
export const isDecimal3 = decimalRule({ integerDigits: 20, decimals: 3 });
export const isDecimalOrZero = decimalRule({ integerDigits: 19, decimals: 2, allowZero: true });
export const isDecimal3OrZero = decimalRule({ integerDigits: 19, decimals: 3, allowZero: true });
export const isSignedDecimal = decimalRule({ integerDigits: 20, decimals: 2, signed: true });
