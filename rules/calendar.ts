/** Calendar dates as numbers, shared by the resident-ID rule and the date-only range. */

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether year-month-day (month 1-12) is a day of the Gregorian calendar; Feb 30 is not. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  return [year, month, day].every(Number.isInteger) && year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** YYYY-MM-DD of a Date in the runtime's local time zone. */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
