import { exactToString, parseExact } from './exact-decimal';
import type { Numeric } from './exact-decimal';

/**
 * The thousands-separator filter (spec 000 §5 helpers; 001 §5 "pasted commas stripped"): group the
 * integer digits of a number in threes with "," (the zh-CN grouping, the same as en), and strip the
 * separators again.
 */

/** Groups the integer digits of an already plain numeric text: "-1234567.891" → "-1,234,567.891". */
export function groupDigits(plain: string): string {
  return plain.replace(/^([+-]?)([0-9]+)/, (_, sign: string, whole: string) => sign + whole.replace(/\B(?=(?:[0-9]{3})+$)/g, ','));
}

/**
 * Adds thousands separators, keeping the decimals as they are: 1234567.891 → "1,234,567.891",
 * "-0012" → "-12", 1e21 → "1,000,000,000,000,000,000,000". Decision: a value that is not a number is
 * returned as text unchanged (a filter must not lose what the user sees); null and undefined give "".
 */
export function addThousands(value: Numeric | null | undefined): string {
  if (value === null || value === undefined) return '';
  const exact = parseExact(typeof value === 'string' ? stripThousands(value) : value);
  return exact ? groupDigits(exactToString(exact)) : String(value);
}

/**
 * Removes thousands separators: "1,234,567.89" → "1234567.89". Decision: both the ASCII comma and the
 * full-width comma "，" (typed or pasted from Chinese documents) are removed, nothing else.
 */
export function stripThousands(text: string): string {
  return text.replace(/[,，]/g, '');
}
