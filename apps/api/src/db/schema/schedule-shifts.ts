// One person's shift at one location. Times are wall clock at the location; starts_at/ends_at hold the span as local
// date-times (an end time earlier than the start ends the next day), so clash checks are one range query.
import { weekdaySchema, type Weekday } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, pgTable, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { locations } from './locations';
import { staff } from './staff';
import { users } from './users';

export const scheduleWeekdayEnum = pgEnum('schedule_weekday', weekdaySchema.options as unknown as [Weekday, ...Weekday[]]);

export const scheduleShifts = pgTable(
  'schedule_shifts',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    /** The week key: the Sunday that starts the week. */
    week: date('week', { mode: 'string' }).notNull(),
    dayOfWeek: scheduleWeekdayEnum('day_of_week').notNull(),
    shiftDate: date('shift_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    startsAt: timestamp('starts_at', { mode: 'string' }).notNull(),
    endsAt: timestamp('ends_at', { mode: 'string' }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('schedule_shifts_staff_starts_at_idx').on(t.staffId, t.startsAt),
    index('schedule_shifts_location_date_idx').on(t.locationId, t.shiftDate),
    index('schedule_shifts_week_idx').on(t.week),
    check('schedule_shifts_ends_after_start_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
