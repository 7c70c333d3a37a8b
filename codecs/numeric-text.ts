import { NUMBER_INPUT_LIMIT, formatMoney, parseExact, roundExact, exactToString, stripThousands } from '../rules';
import type { Numeric } from '../rules';
import type { Parsed } from './types';

/**
 * Numbers as people type them and spreadsheets paste them, read exactly (spec 001 §5: pasted commas removed,
 * numeric inputs within ±1e15). Full-width digits and signs (from Chinese input methods), white space of any
 * kind inside, thousands separators (ASCII or full-width), a decimal comma (23 450,00, 1.234,56), a leading
 * currency sign (¥ ￥ $) and the accounting form "(1,234.00)" for a negative are read; anything else is not a number.
 */
export function cleanNumericText(text: string): string {
  let plain = text
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[．。]/g, '.')
    .replace(/[－—−]/g, '-')
    .replace(/＋/g, '+')
    .replace(/[\s\u00A0\u2000-\u200B\u3000]/g, '');
  plain = stripThousands(decimalComma(plain)).replace(/^([+-]?)[¥￥$]/, '$1');
  const accounting = /^\((.*)\)$/.exec(plain);
  return accounting ? `-${accounting[1]}` : plain;
}

/**
 * A decimal comma as a point, in the two forms a spreadsheet of another locale writes (spaces already gone):
 * 1.234,56 (points grouping thousands) and 23450,00 / 1,5 (one comma with one or two digits after it). A comma
 * followed by three digits stays a thousands separator (18,650 is eighteen thousand), as Chinese texts write it.
 */
function decimalComma(text: string): string {
  const grouped = /^([+-]?[¥￥$]?)(\d{1,3}(?:\.\d{3})+),(\d+)$/.exec(text);
  if (grouped) return `${grouped[1]}${grouped[2].replace(/\./g, '')}.${grouped[3]}`;
  const single = /^([+-]?[¥￥$]?\d+),(\d{1,2})$/.exec(text);
  return single ? `${single[1]}.${single[2]}` : text;
}

/** The bound every numeric value stays within (spec 001 §5). */
export const NUMBER_LIMIT = NUMBER_INPUT_LIMIT;

export interface NumberShape {
  /** Decimals kept: the value is rounded half away from zero to them (as the input shows it). */
  decimals: number;
  /** Whole numbers only: a text with a non-zero fraction is refused rather than rounded. */
  integer?: boolean;
  /** Move the decimal point this many places left first: 2 reads the shown "12.34" (%) as 0.1234. */
  shift?: number;
}

/**
 * A text as a number of `shape`: rounded half away from zero to its decimals, exactly ("1.005" with 2
 * decimals is 1.01); '' is empty. A number past ±1e15 is refused, not clamped: a pasted or imported value
 * must never change silently (a control the user types into clamps instead: rules clampNumber).
 */
export function parseNumberText(text: string, { decimals, integer = false, shift = 0 }: NumberShape): Parsed<number> {
  const plain = cleanNumericText(text);
  if (plain === '') return { ok: true, value: null };
  const read = parseExact(plain);
  if (!read) return { ok: false, problem: 'notNumber' };
  const exact = { units: read.units, scale: read.scale + shift };
  if (integer && exact.scale > 0 && exact.units % 10n ** BigInt(exact.scale) !== 0n) return { ok: false, problem: 'notInteger' };
  const rounded = exactToString(roundExact(exact, integer ? 0 : decimals));
  const value = Number(rounded);
  if (Math.abs(value) > NUMBER_LIMIT) return { ok: false, problem: 'outOfRange', params: { max: formatMoney(NUMBER_LIMIT, 0) } };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** A stored value as exact arithmetic reads it: a number, or numeric text (PostgreSQL numerics arrive as text); else null. */
export function numericOf(value: unknown): Numeric | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') return parseExact(stripThousands(value)) ? stripThousands(value) : null;
  return null;
}

/** A stored value as a finite number, else null (for inputs that hold numbers). */
export function toNumber(value: unknown): number | null {
  const numeric = numericOf(value);
  return numeric === null ? null : Number(numeric);
}

/** Orders two numeric values exactly (every digit of a 20-digit amount counts); not-numbers last. */
export function compareNumeric(a: unknown, b: unknown): number {
  const x = numericOf(a);
  const y = numericOf(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  const ex = parseExact(x)!;
  const ey = parseExact(y)!;
  const scale = Math.max(ex.scale, ey.scale);
  const ux = ex.units * 10n ** BigInt(scale - ex.scale);
  const uy = ey.units * 10n ** BigInt(scale - ey.scale);
  return ux === uy ? 0 : ux < uy ? -1 : 1;
}
