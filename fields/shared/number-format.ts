import { isEmpty } from '../types';

/** A finite number from a stored value (PostgreSQL numerics may arrive as text), else null. */
export function toNumber(value: unknown): number | null {
  if (isEmpty(value) || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Chinese-locale grouping (spec 000 §9 money format), `min`..`max` decimals. */
export function groupedNumber(value: number, minDecimals: number, maxDecimals: number): string {
  return numberFormat(minDecimals, maxDecimals).format(value);
}

// A formatter costs far more to build than to use, and a table formats thousands of cells with a handful of precisions.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${minDecimals}:${maxDecimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    formats.set(key, format);
  }
  return format;
}

// The first zh-CN formatter of a page loads the locale's number data (about 14 ms in Chromium here); the
// money format is built as this code loads, so a list's first frame of cells does not pay it.
numberFormat(2, 2);
