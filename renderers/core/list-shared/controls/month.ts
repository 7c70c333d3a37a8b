import type { FilterCondition } from '../../../../fields';
import { daysInMonth } from '../../../../rules';
import type { FieldType } from '../../../../schemas/generated/field-type';

/** A month as the month search control edits and the tags show it (spec 001 §9: yyyy-MM). */
const MONTH = /^(\d{4})-(\d{2})$/;
const START = ' 00:00:00';
const END = ' 23:59:59';

function parts(month: string): [string, string] | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const [year, number] = [Number(match[1]), Number(match[2])];
  if (year < 1 || number < 1 || number > 12) return null;
  return [`${month}-01`, `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`];
}

/**
 * The condition for a month (yyyy-MM): on a date field between its first and last day, on a datetime field
 * from 00:00:00 of the first to 23:59:59 of the last (spec 000 §5); on any other field (a month kept as
 * text) the month itself.
 */
export function monthCondition(month: string, type: FieldType): FilterCondition | undefined {
  const days = parts(month);
  if (!days) return undefined;
  if (type === 'date') return ['between', days];
  if (type === 'datetime') return ['between', [`${days[0]}${START}`, `${days[1]}${END}`]];
  return month;
}

/** The month a condition stands for: the month itself, or a range that is exactly one whole month; else null. */
export function monthOf(condition: FilterCondition | undefined): string | null {
  if (typeof condition === 'string') return parts(condition) ? condition : null;
  if (!Array.isArray(condition) || (condition[0] !== 'between' && condition[0] !== 'range')) return null;
  const range = condition[1];
  if (!Array.isArray(range) || range.length !== 2 || typeof range[0] !== 'string' || typeof range[1] !== 'string') return null;
  const month = range[0].slice(0, 7);
  const days = parts(month);
  if (!days) return null;
  const whole = (value: string, day: string, time: string) => value === day || value === `${day}${time}`;
  return whole(range[0], days[0], START) && whole(range[1], days[1], END) ? month : null;
}
