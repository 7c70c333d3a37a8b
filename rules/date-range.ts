import { isCalendarDate } from './calendar';

/**
 * Date-only ranges (spec 000 §5, 001 §9): a date becomes the whole day, 00:00:00 to 23:59:59, in the
 * format yyyy-MM-dd HH:mm:ss.
 *
 * Decisions: a date is "YYYY-M-D" or "YYYY/M/D" (the forms spec 001 §5 recognises on import), written
 * back zero-padded with "-"; a text that is not a real calendar date (Feb 30) gives null; a value that
 * already carries a time is not a date-only value and gives null too.
 */

export const DAY_START = '00:00:00';
export const DAY_END = '23:59:59';

const DATE_ONLY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;

/** "2024/3/5" → "2024-03-05"; null when the text is not a date-only calendar date. */
export function normalizeDate(text: string): string | null {
  const match = DATE_ONLY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (!isCalendarDate(year, month, day)) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * ("2024-03-05") → ["2024-03-05 00:00:00", "2024-03-05 23:59:59"];
 * ("2024-03-01", "2024-03-31") → ["2024-03-01 00:00:00", "2024-03-31 23:59:59"].
 * Decision: the two ends are not reordered (a range whose start is after its end is the caller's to refuse).
 */
export function dateOnlyRange(start: string, end: string = start): [string, string] | null {
  const from = normalizeDate(start);
  const to = normalizeDate(end);
  return from && to ? [`${from} ${DAY_START}`, `${to} ${DAY_END}`] : null;
}
