import { codecOf } from '../../../codecs/index.js';
import type { ExportColumn } from './columns.js';

/**
 * Dates in an export are Excel dates (issue 41 item 15): a date cell holding the day's serial number under a date
 * format (the codec's excelFormat), so Excel sorts, filters and computes with them, shown as the list shows them.
 */

const STORED = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** Whether a column writes date cells: a date or datetime column whose format Excel can show (codecs excelFormat). */
export function writesDates(column: ExportColumn): boolean {
  return (column.type === 'date' || column.type === 'datetime') && codecOf(column.type).excelFormat(column) !== undefined;
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
