import { exactToString, parseExact, roundExact } from './exact-decimal';

/**
 * Decimal precision input (spec 000 §5 helpers; spec 001 §5: pasted commas are removed, numeric inputs
 * are clamped to ±1e15). For cleaning what is typed or pasted while it is typed; the finished value is
 * then checked by a rule of ./decimal.ts.
 */

/** Spec 001 §5, §9: numeric inputs are clamped to ±1e15. */
export const NUMBER_INPUT_LIMIT = 1e15;

export interface DecimalInputOptions {
  /** The most decimals kept; default 2; 0 drops the point. */
  decimals?: number;
  /** Whether a leading "-" is kept; default false. */
  signed?: boolean;
}

/**
 * "1,234.567" → "1234.56"; "00.5" → "0.5"; "-1" → "1" unless signed; "12a.3.4" → "12.34".
 * Decisions: grouping commas (ASCII and full-width), white space and any other character are dropped;
 * only the first point counts; extra decimals are cut, not rounded (the user is still typing); an
 * unfinished "-", "1." or "" is returned as it is.
 */
export function sanitizeDecimalInput(text: string, { decimals = 2, signed = false }: DecimalInputOptions = {}): string {
  const negative = signed && text.trimStart().startsWith('-');
  const [whole, ...rest] = text.replace(/[^0-9.]/g, '').split('.');
  const integer = whole.replace(/^0+(?=[0-9])/, '');
  const fraction = rest.join('').slice(0, decimals);
  const point = rest.length > 0 && decimals > 0 ? `.${fraction}` : '';
  return `${negative ? '-' : ''}${integer === '' && point !== '' ? '0' : integer}${point}`;
}

/** Only the digits ("numeric-only keyword" of spec 001 §5): "A-12 3" → "123". */
export function digitsOnly(text: string): string {
  return text.replace(/[^0-9]/g, '');
}

export interface ClampOptions {
  /** The lowest value; default -1e15 (never below it). */
  min?: number;
  /** The highest value; default 1e15 (never above it). */
  max?: number;
  /** Decimals the value is rounded to, half away from zero and exactly (1.005 → 1.01); default: not rounded. */
  decimals?: number;
}

/**
 * What a numeric input keeps of a typed value (spec 001 §5: within ±1e15; the range filter's minimum
 * -99999999 is the caller's `min`): clamped, then rounded exactly to `decimals`. NaN stays NaN.
 */
export function clampNumber(value: number, { min = -NUMBER_INPUT_LIMIT, max = NUMBER_INPUT_LIMIT, decimals }: ClampOptions = {}): number {
  if (Number.isNaN(value)) return value;
  const clamped = Math.min(Math.max(value, Math.max(min, -NUMBER_INPUT_LIMIT)), Math.min(max, NUMBER_INPUT_LIMIT));
  if (decimals === undefined) return clamped;
  const rounded = Number(exactToString(roundExact(parseExact(clamped)!, decimals)));
  return Object.is(rounded, -0) ? 0 : rounded;
}
