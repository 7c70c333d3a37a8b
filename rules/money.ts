import { checkDecimals, exactToString, parseExact, roundExact } from './exact-decimal';
import type { ExactDecimal, Numeric } from './exact-decimal';
import { groupDigits, stripThousands } from './thousands';

/**
 * The money and number format (spec 000 §9, spec 001 §9): Chinese locale grouping ("," every three
 * digits, the same as en), 2 decimals by default, rounded half away from zero (四舍五入). The one
 * formatter of amounts, quantities and percentages: table cells and summary rows (fields/money, number,
 * percent), statistics tips, the money input's display. Pure string arithmetic on exact decimals rather
 * than floats or Intl.NumberFormat, so 1.005 is "1.01" (not toFixed's "1.00"), -0.004 is "0.00" (not
 * "-0.00"), a 20-digit amount keeps every digit, and browser and server give the same text whatever their
 * ICU data. The field codecs planned beside rules/ (codecs/, docs/architecture.md §2) take it as their number format.
 */

export interface MoneyFormatOptions {
  /** Decimal places, 0-100; default 2. Rounded half away from zero (四舍五入). */
  decimals?: number;
  /** At least this many places: zeros past it are dropped ("up to 3 decimals" is { decimals: 3, minDecimals: 0 }). Default: decimals. */
  minDecimals?: number;
  /** Group the integer digits with ","; default true. */
  grouping?: boolean;
  /** Move the decimal point this many places right first: 2 shows the ratio 0.1234 as "12.34". Default 0. */
  shift?: number;
}

function shifted({ units, scale }: ExactDecimal, places: number): ExactDecimal {
  return scale >= places ? { units, scale: scale - places } : { units: units * 10n ** BigInt(places - scale), scale: 0 };
}

/** Drops zeros at the end of the decimals, keeping at least `keep` places. */
function trimDecimals(plain: string, decimals: number, keep: number): string {
  if (keep >= decimals) return plain;
  const [whole, fraction] = plain.split('.');
  const kept = fraction.slice(0, keep) + fraction.slice(keep).replace(/0+$/, '');
  return kept === '' ? whole : `${whole}.${kept}`;
}

/**
 * 1234567.8 → "1,234,567.80"; "1,234.5" → "1,234.50" (separators in the input are read); -0.004 →
 * "0.00" (never "-0.00"). Decision: null, undefined and anything that is not a number give "".
 */
export function formatMoney(value: Numeric | null | undefined, options: MoneyFormatOptions | number = {}): string {
  const { decimals = 2, minDecimals = decimals, grouping = true, shift = 0 } = typeof options === 'number' ? { decimals: options } : options;
  checkDecimals(decimals);
  checkDecimals(minDecimals);
  checkDecimals(shift);
  if (value === null || value === undefined) return '';
  const exact = parseExact(typeof value === 'string' ? stripThousands(value) : value);
  if (!exact) return '';
  const plain = trimDecimals(exactToString(roundExact(shifted(exact, shift), decimals)), decimals, minDecimals);
  return grouping ? groupDigits(plain) : plain;
}
