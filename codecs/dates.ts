import dayjs from 'dayjs';
import { isCalendarDate } from '../rules';
import { compareWithEmpty, isEmptyValue, type FieldCodec, type Parsed } from './types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Spec 001 §3 timeFormat "timestamp": the value is seconds since 1970, shown as a moment in the viewer's time zone. */
export const TIMESTAMP_FORMAT = 'timestamp';

function fromTimestamp(value: unknown): string {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? dayjs.unix(seconds).format(DATETIME_FORMAT) : String(value);
}

/** A stored date or datetime in `pattern` (dayjs); a value dayjs cannot read is shown as it is. */
export function formatDateValue(value: unknown, pattern: string): string {
  if (isEmptyValue(value)) return '';
  if (pattern === TIMESTAMP_FORMAT) return fromTimestamp(value);
  // What the database stores is already in the pattern most of the time: an export writes a million of these.
  if (typeof value === 'string' && alreadyIn(value, pattern)) return value;
  const parsed = dayjs(String(value));
  return parsed.isValid() ? parsed.format(pattern) : String(value);
}

const STORED_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const STORED_DATETIME = /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/** A real calendar day written exactly as the pattern writes it (dayjs would answer it unchanged). */
function alreadyIn(text: string, pattern: string): boolean {
  const match = pattern === DATE_FORMAT ? STORED_DATE.exec(text) : pattern === DATETIME_FORMAT ? STORED_DATETIME.exec(text) : null;
  // Years under 100 are left to dayjs, which reads them as 19xx (JavaScript's Date does).
  return match !== null && Number(match[1]) >= 100 && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Date (and time) texts as people and spreadsheets write them: 2026-1-5, 2026/1/5, 2026.1.5, 2026年1月5日,
 * 20260105, optionally followed by H:mm or H:mm:ss (with a space or "T"). Spec 001 §5 names yyyy-m-d and
 * yyyy/m/d for import; the others are what Chinese users type and WPS pastes.
 */
const WRITTEN = /^(\d{4})(?:[-/.年](\d{1,2})[-/.月](\d{1,2})日?|(\d{2})(\d{2}))(?:[ T]+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;
/**
 * An Excel serial day number (1900 system), with a fraction for the time of day: 46023 is 2026-01-01.
 * Five digits only (1927-05-18 to 2173-10-14): a typed "2026" is a year, not the serial of 1905-07-18.
 */
const SERIAL = /^\d{5}(?:\.\d+)?$/;

interface Moment {
  date: string;
  time: string | null;
}

function fromSerial(text: string): Moment {
  const total = Math.round(Number(text) * 86_400);
  const seconds = total % 86_400;
  // Excel counts 1900-02-29, a day that never was: serials after it are one day ahead.
  const day = new Date(Date.UTC(1899, 11, 30) + (total - seconds) * 1000);
  const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  if (seconds === 0) return { date, time: null };
  return { date, time: `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}` };
}

function readMoment(text: string): Moment | null {
  const trimmed = text.trim();
  if (SERIAL.test(trimmed)) return fromSerial(trimmed);
  const match = WRITTEN.exec(trimmed);
  if (!match) return null;
  const [, y, m1, d1, m2, d2, h, min, s] = match;
  const [year, month, day] = [Number(y), Number(m1 ?? m2), Number(d1 ?? d2)];
  if (!isCalendarDate(year, month, day)) return null;
  const date = `${y}-${pad(month)}-${pad(day)}`;
  if (h === undefined) return { date, time: null };
  const [hour, minute, second] = [Number(h), Number(min), Number(s ?? 0)];
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { date, time: `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

/** Dates and times compare as their canonical text (YYYY-MM-DD[ HH:mm:ss] orders as time does). */
function compareMoments(a: unknown, b: unknown): number {
  const x = String(a);
  const y = String(b);
  return x === y ? 0 : x < y ? -1 : 1;
}

/** A day, stored as YYYY-MM-DD; shown in the column's timeFormat (spec 001 §9: yyyy-MM-dd by default). */
export const dateCodec: FieldCodec<string> = {
  type: 'date',
  storage: 'date',
  numeric: false,
  align: 'left',
  isEmpty: isEmptyValue,
  format: (value, options) => formatDateValue(value, options.timeFormat ?? DATE_FORMAT),
  parse: (text): Parsed<string> => {
    if (text.trim() === '') return { ok: true, value: null };
    const moment = readMoment(text);
    // A time of day on a date field is refused rather than dropped, unless it is midnight.
    return moment && (moment.time === null || moment.time === '00:00:00') ? { ok: true, value: moment.date } : { ok: false, problem: 'notDate' };
  },
  compare: (a, b) => compareWithEmpty(a, b, compareMoments),
  excelFormat: (options) => (options.timeFormat === TIMESTAMP_FORMAT ? undefined : excelDateFormat(options.timeFormat ?? DATE_FORMAT)),
};

/** A moment, stored as YYYY-MM-DD HH:mm:ss (a date alone is its midnight). */
export const datetimeCodec: FieldCodec<string> = {
  type: 'datetime',
  storage: 'datetime',
  numeric: false,
  align: 'left',
  isEmpty: isEmptyValue,
  format: (value, options) => formatDateValue(value, options.timeFormat ?? DATETIME_FORMAT),
  parse: (text): Parsed<string> => {
    if (text.trim() === '') return { ok: true, value: null };
    const moment = readMoment(text);
    return moment ? { ok: true, value: `${moment.date} ${moment.time ?? '00:00:00'}` } : { ok: false, problem: 'notDatetime' };
  },
  compare: (a, b) => compareWithEmpty(a, b, compareMoments),
  // A timestamp column's cells are its text (seconds are no Excel date).
  excelFormat: (options) => (options.timeFormat === TIMESTAMP_FORMAT ? undefined : excelDateFormat(options.timeFormat ?? DATETIME_FORMAT)),
};

/** dayjs's tokens as Excel writes them; after an hour `mm` is minutes to Excel too. */
const EXCEL_TOKENS: Readonly<Record<string, string>> = { YYYY: 'yyyy', YY: 'yy', MM: 'mm', M: 'm', DD: 'dd', D: 'd', HH: 'hh', H: 'h', mm: 'mm', m: 'm', ss: 'ss', s: 's' };

/**
 * Excel's format for a dayjs pattern (YYYY-MM-DD → yyyy-mm-dd, YYYY年MM月 → yyyy"年"mm"月"), or undefined for a
 * pattern Excel cannot show (a token it lacks, a 12-hour clock): such a column is written as text.
 */
export function excelDateFormat(pattern: string): string | undefined {
  let format = '';
  for (const [token] of pattern.matchAll(/YYYY|YY|MM|M|DD|D|HH|H|mm|m|ss|s|[A-Za-z]+|[^A-Za-z]+/g)) {
    const excel = EXCEL_TOKENS[token];
    if (excel !== undefined) format += excel;
    else if (/[A-Za-z]/.test(token)) return undefined;
    else format += /^[-/:. ]+$/.test(token) ? token : `"${token.replace(/"/g, '')}"`;
  }
  return format;
}
