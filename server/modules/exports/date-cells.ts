import { DATE_FORMAT, DATETIME_FORMAT } from '../../../codecs/index.js';
import type { ExportColumn } from './columns.js';

/**
 * Dates in an export are Excel dates (issue 41 item 15): a date cell holding the day's serial number under a date
 * format, so Excel sorts, filters and computes with them, shown as the list shows them (the column's timeFormat).
 */

const STORED = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** dayjs's tokens as Excel writes them; after an hour `mm` is minutes to Excel too. */
const TOKENS: Readonly<Record<string, string>> = { YYYY: 'yyyy', YY: 'yy', MM: 'mm', M: 'm', DD: 'dd', D: 'd', HH: 'hh', H: 'h', mm: 'mm', m: 'm', ss: 'ss', s: 's' };

/**
 * Excel's format for a dayjs pattern (YYYY-MM-DD → yyyy-mm-dd, YYYY年MM月 → yyyy"年"mm"月"), or undefined for a
 * pattern Excel cannot show (a token it lacks, a 12-hour clock): such a column is written as text.
 */
export function excelDateFormat(pattern: string): string | undefined {
  let format = '';
  for (const [token] of pattern.matchAll(/YYYY|YY|MM|M|DD|D|HH|H|mm|m|ss|s|[A-Za-z]+|[^A-Za-z]+/g)) {
    const excel = TOKENS[token];
    if (excel !== undefined) format += excel;
    else if (/[A-Za-z]/.test(token)) return undefined;
    else format += /^[-/:. ]+$/.test(token) ? token : `"${token.replace(/"/g, '')}"`;
  }
  return format;
}

/** A date or datetime column's Excel format: its timeFormat's, else the list's default; undefined: written as text. */
export function dateFormatOf(column: ExportColumn): string | undefined {
  if (column.type !== 'date' && column.type !== 'datetime') return undefined;
  return excelDateFormat(column.timeFormat ?? (column.type === 'date' ? DATE_FORMAT : DATETIME_FORMAT));
}

/** Excel's serial of 1970-01-01 (1900 date system). */
const UNIX_EPOCH_SERIAL = 25569;
const DAY_MS = 86_400_000;

/**
 * A stored date (YYYY-MM-DD) or moment (YYYY-MM-DD HH:mm:ss) as Excel's serial day number, its time of day the
 * fraction: what a date cell holds (written as the number itself, which saves exceljs a Date per cell). The stored
 * text has no zone, so its wall-clock time is read as UTC. Null for text in another shape (written as it is).
 */
export function excelDate(value: unknown): number | null {
  const match = typeof value === 'string' ? STORED.exec(value) : null;
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(ms);
  // 2026-02-30 would roll over to March: not a day, so not a date cell; Excel has no days before 1900.
  if (y < 1900 || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return ms / DAY_MS + UNIX_EPOCH_SERIAL;
}
