// Public holidays: days no one works, so leave never counts them; shown on the schedules.
import { z } from 'zod';
import { calendarDateSchema, type CalendarDate } from '../requests/calendar';

export const publicHolidaySchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicHoliday = z.infer<typeof publicHolidaySchema>;

export const createPublicHolidayInputSchema = z.object({
  date: calendarDateSchema,
  name: z.string().trim().min(2, 'Enter a name of at least 2 characters').max(80, 'Use at most 80 characters for the name'),
});
export type CreatePublicHolidayInput = z.infer<typeof createPublicHolidayInputSchema>;

export const updatePublicHolidayInputSchema = createPublicHolidayInputSchema.partial();
export type UpdatePublicHolidayInput = z.infer<typeof updatePublicHolidayInputSchema>;

/** `?year=` (this year when left out) or `?from=&to=` (a range, both days included). */
export const publicHolidayQuerySchema = z.object({
  year: z.coerce.number().int().min(2000, 'Give a year from 2000.').max(2100, 'Give a year up to 2100.').optional(),
  from: calendarDateSchema.optional(),
  to: calendarDateSchema.optional(),
});
export type PublicHolidayQuery = z.infer<typeof publicHolidayQuerySchema>;

/**
 * Nigeria's public holidays that fall on the same date every year. Moveable feasts (Good Friday, Easter Monday, Eid)
 * are declared each year and added by an admin.
 */
export const nigeriaFixedPublicHolidays: ReadonlyArray<{ monthDay: string; name: string }> = [
  { monthDay: '01-01', name: "New Year's Day" },
  { monthDay: '05-01', name: "Workers' Day" },
  { monthDay: '06-12', name: 'Democracy Day' },
  { monthDay: '10-01', name: 'Independence Day' },
  { monthDay: '12-25', name: 'Christmas Day' },
  { monthDay: '12-26', name: 'Boxing Day' },
];

export const fixedPublicHolidaysOf = (year: number): Array<{ date: CalendarDate; name: string }> =>
  nigeriaFixedPublicHolidays.map((h) => ({ date: `${year}-${h.monthDay}`, name: h.name }));
