// Calendar dates as ISO text (YYYY-MM-DD), computed in UTC so a date never shifts with the server's time zone.
import { z } from 'zod';

export const calendarDateSchema = z.iso.date({ message: 'Use a date written as YYYY-MM-DD.' });
export type CalendarDate = string;

const DAY_MS = 86_400_000;

const toUtc = (date: CalendarDate): number => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number): CalendarDate => new Date(ms).toISOString().slice(0, 10);

/** Today's date in UTC (the API's calendar). */
export const todayIso = (now: Date = new Date()): CalendarDate => now.toISOString().slice(0, 10);

export const addDays = (date: CalendarDate, days: number): CalendarDate => fromUtc(toUtc(date) + days * DAY_MS);

export const daysInMonth = (year: number, month1: number): number => new Date(Date.UTC(year, month1, 0)).getUTCDate();

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The date `months` months after `date`, on `anchorDay` (default: the date's own day) or the month's last day when
 * the month is shorter: Jan 31 + 1 month = Feb 28 (Feb 29 in a leap year), + 2 months = Mar 31.
 */
export function addMonthsClamped(date: CalendarDate, months: number, anchorDay?: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month1 = (index % 12) + 1;
  const day = Math.min(anchorDay ?? d, daysInMonth(year, month1));
  return `${String(year).padStart(4, '0')}-${String(month1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether a date is Monday to Friday. */
export const isWorkingDay = (date: CalendarDate): boolean => {
  const weekday = new Date(toUtc(date)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

/** Working days (Monday to Friday) from `start` to `end`, both included. 0 when end is before start. */
export function countWorkingDays(start: CalendarDate, end: CalendarDate): number {
  const from = toUtc(start);
  const to = toUtc(end);
  if (to < from) return 0;
  const total = Math.round((to - from) / DAY_MS) + 1;
  const fullWeeks = Math.floor(total / 7);
  let days = fullWeeks * 5;
  const firstWeekday = new Date(from).getUTCDay();
  for (let i = 0; i < total % 7; i += 1) {
    const weekday = (firstWeekday + fullWeeks * 7 + i) % 7;
    if (weekday !== 0 && weekday !== 6) days += 1;
  }
  return days;
}

/** Public holidays, as the dates (YYYY-MM-DD) no one works. */
export type HolidayDates = ReadonlySet<CalendarDate>;

/**
 * Working days from `start` to `end`, both included: Monday to Friday, less the public holidays among them (a holiday
 * on a weekend takes nothing more off). 0 when end is before start.
 */
export function countWorkingDaysExcept(start: CalendarDate, end: CalendarDate, holidays: HolidayDates = new Set()): number {
  let days = countWorkingDays(start, end);
  for (const holiday of holidays) if (holiday >= start && holiday <= end && isWorkingDay(holiday)) days -= 1;
  return days;
}

/** Working days of [start, end] (less public holidays) falling in each calendar year the range touches. */
export function workingDaysByYear(start: CalendarDate, end: CalendarDate, holidays: HolidayDates = new Set()): Map<number, number> {
  const result = new Map<number, number>();
  const firstYear = Number(start.slice(0, 4));
  const lastYear = Number(end.slice(0, 4));
  for (let year = firstYear; year <= lastYear; year += 1) {
    const from = year === firstYear ? start : `${year}-01-01`;
    const to = year === lastYear ? end : `${year}-12-31`;
    const days = countWorkingDaysExcept(from, to, holidays);
    if (days > 0) result.set(year, days);
  }
  return result;
}

/** Whether two inclusive date ranges share at least one day. */
export const dateRangesOverlap = (a: { startDate: CalendarDate; endDate: CalendarDate }, b: { startDate: CalendarDate; endDate: CalendarDate }): boolean =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;
