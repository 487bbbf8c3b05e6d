// Shift times and the one clash rule. Times are wall-clock HH:mm at the location. A shift whose end time is earlier
// than its start time ends on the next day (22:00-06:00 runs overnight); equal times are refused. Two shifts of one
// person clash when their spans overlap; touching ends (a 06:00 end and a 06:00 start) do not clash.
import { z } from 'zod';
import { addDays } from '../requests/calendar';
import { formatCalendarDay } from '@crewbase/locale';
import { dateOfWeekday, type Weekday } from './week';

export const shiftTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Give the time as HH:mm on a 24-hour clock, e.g. 08:30.' })
  .describe('Wall-clock time at the location, HH:mm (24-hour)');

export const MINUTES_PER_DAY = 1440;

export const timeToMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** True when the shift ends on the day after it starts. */
export const isOvernightShift = (startTime: string, endTime: string): boolean => timeToMinutes(endTime) < timeToMinutes(startTime);

/** Length in minutes; 0 when start equals end (not a valid shift). */
export function shiftMinutes(startTime: string, endTime: string): number {
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  return end >= start ? end - start : end + MINUTES_PER_DAY - start;
}

export const SHIFT_TIMES_EQUAL_MESSAGE =
  'A shift ends after it starts: give an end time different from the start time (an earlier end time means the next day).';

/** The span of a shift as local date-times `YYYY-MM-DDTHH:mm`; these strings compare correctly as text. */
export interface ShiftSpan {
  startsAt: string;
  endsAt: string;
}

export function shiftSpan(date: string, startTime: string, endTime: string): ShiftSpan {
  const endDate = isOvernightShift(startTime, endTime) ? addDays(date, 1) : date;
  return { startsAt: `${date}T${startTime}`, endsAt: `${endDate}T${endTime}` };
}

export const shiftSpanInWeek = (weekKey: string, dayOfWeek: Weekday, startTime: string, endTime: string): ShiftSpan =>
  shiftSpan(dateOfWeekday(weekKey, dayOfWeek), startTime, endTime);

/** Half-open spans [start, end) overlap. */
export const spansOverlap = (a: ShiftSpan, b: ShiftSpan): boolean => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** "22:00-06:00 (next day)" for messages people read. */
export const formatShiftTimes = (startTime: string, endTime: string): string =>
  `${startTime}-${endTime}${isOvernightShift(startTime, endTime) ? ' (next day)' : ''}`;

const capitalise = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** "Monday 23 November 2026, 22:00-06:00 (next day)", in the product's locale (never an ISO date). */
export const formatShiftWhen = (dayOfWeek: Weekday, date: string, startTime: string, endTime: string): string =>
  `${date ? formatCalendarDay(date) : capitalise(dayOfWeek)}, ${formatShiftTimes(startTime, endTime)}`;
