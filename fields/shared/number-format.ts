import type { Numeric } from '../../rules';
import { isEmpty } from '../types';

/** A finite number from a stored value (PostgreSQL numerics may arrive as text), else null. */
export function toNumber(value: unknown): number | null {
  if (isEmpty(value) || typeof value === 'boolean') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * A stored value as the money formatter (rules/money.ts formatMoney) reads it: a number, or numeric text
 * kept as text so every digit of a PostgreSQL numeric stays exact; null for anything else.
 */
export function numericOf(value: unknown): Numeric | null {
  return typeof value === 'number' || (typeof value === 'string' && !isEmpty(value)) ? value : null;
}
