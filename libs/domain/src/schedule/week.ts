// Week arithmetic for schedules. A week starts on Sunday (the spec's date helpers) and is named by its week key:
// the ISO date (YYYY-MM-DD) of that Sunday. Dates are calendar dates, computed in UTC so no time zone or daylight
// saving change can move a day.
import { z } from 'zod';
import { weekdaySchema } from '../enums';
import { addDays, todayIso } from '../requests/calendar';

export type Weekday = z.infer<typeof weekdaySchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Weekdays in the order a week runs: Sunday first. */
export const weekdaysInWeekOrder: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const toUtc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);

/** The weekday of a date. */
export const weekdayOf = (isoDate: string): Weekday => weekdaysInWeekOrder[new Date(toUtc(isoDate)).getUTCDay()];

/** The week key (its Sunday) of the week holding a date. */
export const weekKeyOf = (isoDate: string): string => addDays(isoDate, -new Date(toUtc(isoDate)).getUTCDay());

/** The week key of the week holding an instant (default now), on the API's calendar (UTC). */
export const currentWeekKey = (now: Date = new Date()): string => weekKeyOf(todayIso(now));

/** Moves a week key by whole weeks. */
export const addWeeks = (weekKey: string, weeks: number): string => addDays(weekKey, weeks * 7);

/** Days from the week's Sunday: sunday 0 ... saturday 6. */
export const weekdayOffset = (weekday: Weekday): number => weekdaysInWeekOrder.indexOf(weekday);

/** The date of a weekday in a week. */
export const dateOfWeekday = (weekKey: string, weekday: Weekday): string => addDays(weekKey, weekdayOffset(weekday));

/** The seven days of a week, Sunday first. */
export const daysOfWeek = (weekKey: string): Array<{ dayOfWeek: Weekday; date: string }> =>
  weekdaysInWeekOrder.map((dayOfWeek, i) => ({ dayOfWeek, date: addDays(weekKey, i) }));

/** Whether a string is a week key: a real date that falls on a Sunday. */
export const isWeekKey = (value: string): boolean => isIsoDate(value) && weekdayOf(value) === 'sunday';

/** A week key in a request: the Sunday that starts the week, YYYY-MM-DD. */
export const weekKeySchema = z
  .string()
  .refine(isIsoDate, { message: 'Give the week as a date, YYYY-MM-DD.' })
  .refine((v) => !isIsoDate(v) || weekdayOf(v) === 'sunday', {
    message: 'A week starts on Sunday: give the date of its Sunday.',
  })
  .describe('The week key: the date (YYYY-MM-DD) of the Sunday that starts the week');

/** A week key from any text (an address, a link): a Sunday stays, another date moves to its week's Sunday, anything else is null. */
export const toWeekKey = (value: string | null | undefined): string | null => {
  if (!value) return null;
  if (isWeekKey(value)) return value;
  return isIsoDate(value) ? weekKeyOf(value) : null;
};

/** A week and its neighbours, as a week navigator steps through them: all week keys except `lastDay` (its Saturday). */
export interface WeekSteps {
  week: string;
  lastDay: string;
  previous: string;
  next: string;
  /** The week holding today, on the API's calendar (UTC). */
  current: string;
}

export const weekSteps = (week: string, now: Date = new Date()): WeekSteps => ({
  week,
  lastDay: addDays(week, 6),
  previous: addWeeks(week, -1),
  next: addWeeks(week, 1),
  current: currentWeekKey(now),
});
