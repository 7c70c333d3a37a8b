import { checkDecimals, divideExact, exactToString, parseExact } from './exact-decimal';
import type { Numeric } from './exact-decimal';

/**
 * Abbreviation suffixes (spec 000 §5 helpers): k, M, G, T, P, E for 10^3 to 10^18.
 * 1234 → "1.2k", 1500000 → "1.5M", 999 → "999", 999950 → "1M" (a result that rounds up to 1000 of a
 * unit moves to the next unit). Decisions: base 1000 (not 1024), `digits` decimals (default 1) rounded
 * half away from zero with trailing zeros dropped, negative values keep their sign, a value that is not a
 * number gives "". Beyond E the number of E grows (1e21 → "1000E").
 */

const UNITS = [
  { symbol: '', exponent: 0 },
  { symbol: 'k', exponent: 3 },
  { symbol: 'M', exponent: 6 },
  { symbol: 'G', exponent: 9 },
  { symbol: 'T', exponent: 12 },
  { symbol: 'P', exponent: 15 },
  { symbol: 'E', exponent: 18 },
] as const;

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

export function abbreviate(value: Numeric, digits = 1): string {
  checkDecimals(digits);
  const exact = parseExact(value);
  if (!exact) return '';
  const magnitude = exactToString(exact).replace(/^-/, '').split('.')[0].replace(/^0+/, '').length;
  const first = Math.min(Math.max(Math.floor((magnitude - 1) / 3), 0), UNITS.length - 1);
  for (let index = first; index < UNITS.length; index++) {
    const unit = UNITS[index];
    const scaled = divideExact(exact, { units: 10n ** BigInt(unit.exponent), scale: 0 }, digits);
    if (!scaled) break;
    const text = trimZeros(exactToString(scaled));
    const last = index === UNITS.length - 1;
    if (last || text.replace(/^-/, '').split('.')[0].length <= 3) return `${text}${unit.symbol}`;
  }
  return '';
}
