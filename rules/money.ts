import { checkDecimals, exactToString, parseExact, roundExact } from './exact-decimal';
import type { Numeric } from './exact-decimal';
import { groupDigits, stripThousands } from './thousands';

/**
 * Money format (spec 000 §9): Chinese locale grouping, 2 decimals by default. Pure string arithmetic
 * rather than Intl.NumberFormat, so a 20-digit amount keeps every digit and browser and server give the
 * same text whatever their ICU data. (fields/shared/number-format.ts formats table cells with Intl; the
 * zh-CN grouping there is the same "," every three digits.)
 */

export interface MoneyFormatOptions {
  /** Decimal places, 0-100; default 2. Rounded half away from zero (四舍五入). */
  decimals?: number;
  /** Group the integer digits with ","; default true. */
  grouping?: boolean;
}

/**
 * 1234567.8 → "1,234,567.80"; "1,234.5" → "1,234.50" (separators in the input are read); -0.004 →
 * "0.00" (never "-0.00"). Decision: null, undefined and anything that is not a number give "".
 */
export function formatMoney(value: Numeric | null | undefined, options: MoneyFormatOptions | number = {}): string {
  const { decimals = 2, grouping = true } = typeof options === 'number' ? { decimals: options } : options;
  checkDecimals(decimals);
  if (value === null || value === undefined) return '';
  const exact = parseExact(typeof value === 'string' ? stripThousands(value) : value);
  if (!exact) return '';
  const plain = exactToString(roundExact(exact, decimals));
  return grouping ? groupDigits(plain) : plain;
}
