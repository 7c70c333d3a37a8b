import { isoDate } from './calendar';
import type { Lang } from './message';

/**
 * Relative time (spec 000 §9): under 30 s 刚刚; under 1 h minutes; under 24 h hours; under 48 h 1 day
 * ago; otherwise the date, YYYY-MM-DD in the runtime's local time zone.
 *
 * Decisions (the spec is silent):
 * - minutes and hours are whole units rounded down, at least 1: 30 s → 1 分钟前, 59 min 59 s → 59 分钟前,
 *   23 h 59 min → 23 小时前;
 * - a time up to 30 s in the future (clock skew) is 刚刚; further in the future shows the date;
 * - a number (or all-digit string) of at most 11 digits is a Unix time in seconds, longer in
 *   milliseconds; "YYYY-MM-DD[ HH:mm[:ss]]" (or with "/") is local time; any other string goes to
 *   Date.parse; a time that cannot be read gives "".
 */

export type TimeInput = Date | number | string;

export interface RelativeTimeOptions {
  /** Default 'zh'. */
  lang?: Lang;
  /** The present, injectable for tests and for server-side rendering; default Date.now(). */
  now?: Date | number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const WORDS = {
  zh: { justNow: '刚刚', minutes: (n: number) => `${n}分钟前`, hours: (n: number) => `${n}小时前`, day: '1天前' },
  en: {
    justNow: 'just now',
    minutes: (n: number) => (n === 1 ? '1 minute ago' : `${n} minutes ago`),
    hours: (n: number) => (n === 1 ? '1 hour ago' : `${n} hours ago`),
    day: '1 day ago',
  },
} as const;

const LOCAL = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** Milliseconds since the epoch, or NaN. */
export function toEpochMs(time: TimeInput): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return Math.abs(time) < 1e11 ? time * SECOND : time;
  const text = time.trim();
  if (/^\d+$/.test(text)) return toEpochMs(Number(text));
  const local = LOCAL.exec(text);
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime();
  }
  return Date.parse(text);
}

export function relativeTime(time: TimeInput, { lang = 'zh', now = Date.now() }: RelativeTimeOptions = {}): string {
  const at = toEpochMs(time);
  const present = now instanceof Date ? now.getTime() : now;
  if (!Number.isFinite(at) || !Number.isFinite(present)) return '';
  const diff = present - at;
  const words = WORDS[lang];
  if (diff < 30 * SECOND && diff > -30 * SECOND) return words.justNow;
  if (diff > 0 && diff < HOUR) return words.minutes(Math.max(1, Math.floor(diff / MINUTE)));
  if (diff > 0 && diff < DAY) return words.hours(Math.floor(diff / HOUR));
  if (diff > 0 && diff < 2 * DAY) return words.day;
  return isoDate(new Date(at));
}
