import dayjs from 'dayjs';
import { isCalendarDate } from '../rules';
import { compareWithEmpty, isEmptyValue, type FieldCodec, type Parsed } from './types';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATETIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** Spec 001 §3 timeFormat "timestamp": the value is seconds since 1970, shown as a moment in the viewer's time zone. */
export const TIMESTAMP_FORMAT = 'timestamp';
/** A time of day. */
export const TIME_FORMAT = 'HH:mm:ss';
/** Spec 001 §9 "time HH-mm-ss": a time of day as a column or field may ask it shown and stored. */
export const DASHED_TIME_FORMAT = 'HH-mm-ss';

/** Whether a dayjs pattern shows a time of day alone (an hour and no year, month, day or week): HH-mm-ss, HH:mm. */
export function isTimeOnlyFormat(pattern: string | undefined): pattern is string {
  if (pattern === undefined || pattern === TIMESTAMP_FORMAT) return false;
  const tokens = pattern.replace(/\[[^\]]*\]/g, '');
  return /[Hh]/.test(tokens) && !/[YMDdQWwXx]/.test(tokens);
}

/**
 * A time of day as people write it: 9:05, 09:05:30, 14-30-05 (spec 001 §9's HH-mm-ss), 14.30, 14时30分5秒; or the
 * time of a written date and time (a datetime pasted into a time column). Null when it is none.
 */
export function readClock(text: string): { hour: number; minute: number; second: number } | null {
  const trimmed = text.trim();
  const clock = /^(\d{1,2})(?:[:.-]|时)(\d{1,2})(?:(?:[:.-]|分)(\d{1,2})秒?|分)?$/.exec(trimmed);
  const moment = clock ? null : readMoment(trimmed);
  const [hour, minute, second] = clock ? [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)] : moment?.time ? moment.time.split(':').map(Number) : [];
  if (hour === undefined || minute === undefined || second === undefined) return null;
  return hour > 23 || minute > 59 || second > 59 ? null : { hour, minute, second };
}

/** A time of day in a time-only pattern (HH-mm-ss → 14-30-05). */
function clockText(clock: { hour: number; minute: number; second: number }, pattern: string): string {
  return dayjs('2000-01-01T00:00:00').hour(clock.hour).minute(clock.minute).second(clock.second).format(pattern);
}

function fromTimestamp(value: unknown): string {
  const seconds = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,12}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isFinite(seconds) ? dayjs.unix(seconds).format(DATETIME_FORMAT) : String(value);
}

/** A stored date or datetime in `pattern` (dayjs); a value dayjs cannot read is shown as it is. */
export function formatDateValue(value: unknown, pattern: string): string {
  if (isEmptyValue(value)) return '';
  if (pattern === TIMESTAMP_FORMAT) return fromTimestamp(value);
  // A time-only pattern shows a stored time of day (14:30:05, 14-30-05) as well as a moment's time.
  const clock = isTimeOnlyFormat(pattern) && typeof value === 'string' ? readClock(value) : null;
  if (clock) return clockText(clock, pattern);
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

/**
 * A moment, stored as YYYY-MM-DD HH:mm:ss (a date alone is its midnight). A column whose timeFormat is a time of
 * day alone (spec 001 §9: HH-mm-ss; an editable table's `editType: 'time', format: 'HH-mm-ss'`) holds a time of
 * day instead: typed 9:05, 14:30:05 or 14-30-05, kept and shown in that format (as the time picker's value format
 * keeps it), compared as such (its text orders as time does) and exported as text.
 */
export const datetimeCodec: FieldCodec<string> = {
  type: 'datetime',
  storage: 'datetime',
  numeric: false,
  align: 'left',
  isEmpty: isEmptyValue,
  format: (value, options) => formatDateValue(value, options.timeFormat ?? DATETIME_FORMAT),
  parse: (text, options): Parsed<string> => {
    if (text.trim() === '') return { ok: true, value: null };
    if (isTimeOnlyFormat(options.timeFormat)) {
      const clock = readClock(text);
      return clock ? { ok: true, value: clockText(clock, options.timeFormat) } : { ok: false, problem: 'notTime', params: { example: clockText({ hour: 8, minute: 30, second: 0 }, options.timeFormat) } };
    }
    const moment = readMoment(text);
    return moment ? { ok: true, value: `${moment.date} ${moment.time ?? '00:00:00'}` } : { ok: false, problem: 'notDatetime' };
  },
  compare: (a, b) => compareWithEmpty(a, b, compareMoments),
  // A timestamp column's cells are its text (seconds are no Excel date), and so are a time-of-day column's.
  excelFormat: (options) => (options.timeFormat === TIMESTAMP_FORMAT || isTimeOnlyFormat(options.timeFormat) ? undefined : excelDateFormat(options.timeFormat ?? DATETIME_FORMAT)),
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
