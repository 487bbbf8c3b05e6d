// Schedules: the request and answer shapes of /api/admin/schedule/... and /api/staff/schedule/current-week.
import { z } from 'zod';
import { staffStatusSchema, weekdaySchema } from '../enums';
import { namedRefSchema } from '../profile';
import { SHIFT_TIMES_EQUAL_MESSAGE, shiftTimeSchema, timeToMinutes } from './shift';
import { weekKeySchema } from './week';

const idSchema = z.uuid({ message: 'Choose one from the list.' });

/** Adds "a shift ends after it starts" to an object holding startTime and endTime. */
const endsAfterStart = <T extends { startTime: string; endTime: string }>(value: T, ctx: z.RefinementCtx) => {
  if (timeToMinutes(value.startTime) === timeToMinutes(value.endTime)) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: SHIFT_TIMES_EQUAL_MESSAGE });
  }
};

/** One row of create-by-location: who works which day at the location. */
export const locationShiftInputSchema = z
  .object({ dayOfWeek: weekdaySchema, staffId: idSchema, startTime: shiftTimeSchema, endTime: shiftTimeSchema })
  .superRefine(endsAfterStart);
export type LocationShiftInput = z.infer<typeof locationShiftInputSchema>;

/** POST /api/admin/schedule/create-by-location: a week of shifts at one location, all or nothing. */
export const createScheduleByLocationInputSchema = z.object({
  week: weekKeySchema,
  locationId: idSchema,
  shifts: z.array(locationShiftInputSchema).min(1, { message: 'Add at least one shift.' }).max(500),
});
export type CreateScheduleByLocationInput = z.infer<typeof createScheduleByLocationInputSchema>;

/** One row of create-by-staff: where the person works which day. */
export const staffShiftInputSchema = z
  .object({ dayOfWeek: weekdaySchema, locationId: idSchema, startTime: shiftTimeSchema, endTime: shiftTimeSchema })
  .superRefine(endsAfterStart);
export type StaffShiftInput = z.infer<typeof staffShiftInputSchema>;

/** POST /api/admin/schedule/create-by-staff: a week of one person's shifts, all or nothing. */
export const createScheduleByStaffInputSchema = z.object({
  week: weekKeySchema,
  staffId: idSchema,
  shifts: z.array(staffShiftInputSchema).min(1, { message: 'Add at least one shift.' }).max(100),
});
export type CreateScheduleByStaffInput = z.infer<typeof createScheduleByStaffInputSchema>;

/**
 * POST /api/admin/schedule/copy-week: the week before `week` copied into `week` (same days, times, people and places),
 * at one location or everywhere. Like building a week, all or nothing: a clash (409) names every shift that would
 * overlap, and nothing is copied. Shifts of people no longer Active are left out and named in the answer.
 */
export const copyScheduleWeekInputSchema = z.object({
  week: weekKeySchema.describe('The week to fill (its Sunday); the week before it is copied'),
  locationId: idSchema.optional().describe('Only this location; every location when left out'),
});
export type CopyScheduleWeekInput = z.infer<typeof copyScheduleWeekInputSchema>;

/** PATCH /api/admin/schedule/day/{id}: the whole shift again (its person and week stay). */
export const updateShiftInputSchema = z
  .object({ locationId: idSchema, dayOfWeek: weekdaySchema, startTime: shiftTimeSchema, endTime: shiftTimeSchema })
  .superRefine(endsAfterStart);
export type UpdateShiftInput = z.infer<typeof updateShiftInputSchema>;

export const scheduledStaffSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  fullName: z.string(),
  status: staffStatusSchema,
});
export type ScheduledStaff = z.infer<typeof scheduledStaffSchema>;

/** One shift as admins see it. startsAt/endsAt are local date-times (YYYY-MM-DDTHH:mm) at the location. */
export const shiftSchema = z.object({
  id: z.string(),
  week: z.string(),
  dayOfWeek: weekdaySchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** Ends on the next day. */
  overnight: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: namedRefSchema,
  staff: scheduledStaffSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** The answer of create-by-location and create-by-staff: every shift created, in day order. */
export const createScheduleResultSchema = z.object({ week: z.string(), data: z.array(shiftSchema) });
export type CreateScheduleResult = z.infer<typeof createScheduleResultSchema>;

/** The answer of copy-week: the shifts created, the week copied, and the shifts left out (people no longer Active). */
export const copyScheduleWeekResultSchema = createScheduleResultSchema.extend({
  fromWeek: z.string(),
  leftOut: z.array(z.object({ staff: scheduledStaffSchema, shifts: z.number().int() })),
});
export type CopyScheduleWeekResult = z.infer<typeof copyScheduleWeekResultSchema>;

export const scheduleDaySchema = z.object({ dayOfWeek: weekdaySchema, date: z.string(), shifts: z.array(shiftSchema) });
export type ScheduleDay = z.infer<typeof scheduleDaySchema>;

/** GET /api/admin/schedule/week: one location's week, Sunday first. */
export const locationScheduleWeekSchema = z.object({ week: z.string(), location: namedRefSchema, days: z.array(scheduleDaySchema) });
export type LocationScheduleWeek = z.infer<typeof locationScheduleWeekSchema>;

/** GET /api/admin/schedule/staff/{staffId}: one person's week, Sunday first. */
export const staffScheduleWeekSchema = z.object({ week: z.string(), staff: scheduledStaffSchema, days: z.array(scheduleDaySchema) });
export type StaffScheduleWeek = z.infer<typeof staffScheduleWeekSchema>;

/** A row of GET /api/admin/schedule/location: a location's week at a glance. */
export const locationScheduleSummarySchema = z.object({
  location: namedRefSchema,
  week: z.string(),
  shiftCount: z.number().int(),
  staffCount: z.number().int(),
  days: z.array(z.object({ dayOfWeek: weekdaySchema, date: z.string(), shiftCount: z.number().int() })),
});
export type LocationScheduleSummary = z.infer<typeof locationScheduleSummarySchema>;

/** Fields of GET /api/admin/schedule/location (filter/sort). */
export const locationScheduleListFields = ['location.name', 'shiftCount'] as const;
/** Fields of GET /api/admin/schedule/day (filter/sort). */
export const scheduleDayListFields = ['staff.fullName', 'staff.staffId', 'startTime', 'endTime', 'createdAt'] as const;

/** Query of GET /api/admin/schedule/location (plus page, limit, filter, sort). */
export const scheduleOverviewQuerySchema = z.object({
  week: weekKeySchema.optional().describe('Defaults to the current week'),
  search: z.string().max(100).optional().describe('Part of a location name'),
});
/** Query of GET /api/admin/schedule/week. */
export const scheduleWeekQuerySchema = z.object({
  week: weekKeySchema.optional().describe('Defaults to the current week'),
  locationId: idSchema,
});
/** Query of GET /api/admin/schedule/day (plus page, limit, filter, sort). */
export const scheduleDayQuerySchema = z.object({
  week: weekKeySchema,
  dayOfWeek: weekdaySchema,
  locationId: idSchema,
  search: z.string().max(100).optional().describe('Part of a staff name or staff ID'),
});
/** Query of GET /api/admin/schedule/staff/{staffId} and GET /api/staff/schedule/current-week. */
export const scheduleStaffWeekQuerySchema = z.object({ week: weekKeySchema.optional().describe('Defaults to the current week') });

/** One of my shifts (staff portal). */
export const myShiftSchema = z.object({
  id: z.string(),
  dayOfWeek: weekdaySchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  overnight: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: namedRefSchema,
});
export type MyShift = z.infer<typeof myShiftSchema>;

/** GET /api/staff/schedule/current-week: my week, Sunday first; today's shifts are the day with isToday. */
export const myScheduleWeekSchema = z.object({
  week: z.string(),
  today: z.string(),
  days: z.array(z.object({ dayOfWeek: weekdaySchema, date: z.string(), isToday: z.boolean(), shifts: z.array(myShiftSchema) })),
});
export type MyScheduleWeek = z.infer<typeof myScheduleWeekSchema>;
