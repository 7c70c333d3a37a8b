import { isEmpty } from '../types';

/** A finite number from a stored value (PostgreSQL numerics may arrive as text), else null. */
export function toNumber(value: unknown): number | null {
  if (isEmpty(value) || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Chinese-locale grouping (spec 000 §9 money format), `min`..`max` decimals. */
export function groupedNumber(value: number, minDecimals: number, maxDecimals: number): string {
  return new Intl.NumberFormat('zh-CN', { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals }).format(value);
}
