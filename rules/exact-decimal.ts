/**
 * Exact decimal numbers on BigInt: value = units / 10^scale. The machinery behind ./arithmetic.ts,
 * ./money.ts and ./abbreviate.ts, so that 0.1 + 0.2 is 0.3 and a 20-digit amount keeps every digit.
 */

export interface ExactDecimal {
  units: bigint;
  scale: number;
}

export type Numeric = number | string;

const NUMERIC = /^([+-]?)([0-9]*)(?:\.([0-9]*))?(?:[eE]([+-]?[0-9]+))?$/;
const pow10 = (n: number) => 10n ** BigInt(n);
/** Exponents beyond this are refused rather than expanded (a Number's own reach is 1e-324 to 1e308). */
const MAX_EXPONENT = 1000;

/**
 * Reads a number or a numeric string ("12", "-0.5", ".5", "1e-7", "1.5E+21"; surrounding white space
 * ignored). null for NaN, Infinity, the empty string, exponents beyond ±1000 and anything else; grouping
 * commas are not read here (strip them first: ./thousands.ts).
 */
export function parseExact(value: Numeric): ExactDecimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = NUMERIC.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  if ((whole === '' && fraction === '') || Math.abs(Number(exponent)) > MAX_EXPONENT) return null;
  const units = BigInt(`${whole}${fraction}` || '0') * (sign === '-' ? -1n : 1n);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * pow10(-scale), scale: 0 };
}

/** n / d rounded half away from zero (四舍五入, also for negative values). */
function divideRounded(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  const abs = (x: bigint) => (x < 0n ? -x : x);
  if (abs(r) * 2n < abs(d)) return q;
  return (n < 0n) !== (d < 0n) ? q - 1n : q + 1n;
}

/** The value at exactly `decimals` places, rounded half away from zero. */
export function roundExact(value: ExactDecimal, decimals: number): ExactDecimal {
  if (value.scale <= decimals) return { units: value.units * pow10(decimals - value.scale), scale: decimals };
  return { units: divideRounded(value.units, pow10(value.scale - decimals)), scale: decimals };
}

function align(a: ExactDecimal, b: ExactDecimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function addExact(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareExact(a: ExactDecimal, b: ExactDecimal): number {
  const [x, y] = align(a, b);
  return x === y ? 0 : x < y ? -1 : 1;
}

export function negateExact(a: ExactDecimal): ExactDecimal {
  return { units: -a.units, scale: a.scale };
}

export function multiplyExact(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** a / b at `decimals` places, rounded half away from zero; null when b is 0. */
export function divideExact(a: ExactDecimal, b: ExactDecimal, decimals: number): ExactDecimal | null {
  if (b.units === 0n) return null;
  const n = a.units * pow10(b.scale + decimals);
  const d = b.units * pow10(a.scale);
  return { units: divideRounded(n, d), scale: decimals };
}

/** Plain notation with exactly `scale` decimals ("-1234.50"); never an exponent, never "-0". */
export function exactToString({ units, scale }: ExactDecimal): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const text = scale > 0 ? `${whole}.${digits.slice(digits.length - scale)}` : whole;
  return negative ? `-${text}` : text;
}

/** Throws unless `decimals` is a whole number from 0 to 100. */
export function checkDecimals(decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(`decimals must be a whole number from 0 to 100, got ${decimals}`);
  }
  return decimals;
}
