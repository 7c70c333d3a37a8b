import { isCalendarDate, isoDate } from './calendar';

/**
 * Mainland resident identity number (spec 000 §5; GB 11643-1999), checked against
 * tests/vectors/resident_id.json.
 *
 * 18 digits: 6-digit area, birth date YYYYMMDD, 3-digit sequence, check character (ISO 7064 MOD 11-2,
 * 0-9 or X). Legacy 15 digits: 6-digit area, birth date YYMMDD read as 19YY, 3-digit sequence, no check.
 *
 * Spec 000 §5 says only "with date checks"; the vector file's rule text adds GB 11643-1999 and the
 * ISO 7064 MOD 11-2 check digit, and we follow the vectors.
 *
 * Decisions (neither settles them):
 * - the birth date must be a real day (no Feb 30, no month 13), not after today, and for 18 digits in
 *   1800 or later (the vectors accept a birth year of 1880 and reject 1111 and 2070);
 * - the first two digits must be a province-level code of GB/T 2260 (11-15, 21-23, 31-37, 41-46, 50-54,
 *   61-65), or 71 (Taiwan), 81 (Hong Kong), 82 (Macao), 83 (the Taiwan residents' residence permit);
 *   the remaining four area digits are not checked against a list (codes change every year);
 * - a lowercase x is accepted as the check character (it is how the number is often typed);
 * - no white space or separators; callers trim.
 */

const PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54,
  61, 62, 63, 64, 65, 71, 81, 82, 83,
]);
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** The ISO 7064 MOD 11-2 check character for the first 17 digits. */
export function residentIdCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(first17[i]), 0);
  return CHECK_CHARACTERS[sum % 11];
}

function isBirthDate(year: number, month: number, day: number, today: string): boolean {
  if (!isCalendarDate(year, month, day)) return false;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}` <= today;
}

/** `now` decides what "not after today" means (local time zone); tests pass a fixed one. */
export function isResidentId(value: string, now: Date = new Date()): boolean {
  const today = isoDate(now);
  if (/^[0-9]{17}[0-9Xx]$/.test(value)) {
    const year = Number(value.slice(6, 10));
    return (
      PROVINCES.has(Number(value.slice(0, 2))) &&
      year >= 1800 &&
      isBirthDate(year, Number(value.slice(10, 12)), Number(value.slice(12, 14)), today) &&
      residentIdCheckCharacter(value) === value[17].toUpperCase()
    );
  }
  if (/^[0-9]{15}$/.test(value)) {
    return (
      PROVINCES.has(Number(value.slice(0, 2))) &&
      isBirthDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)), today)
    );
  }
  return false;
}
