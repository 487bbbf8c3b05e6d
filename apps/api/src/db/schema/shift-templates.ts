import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { locations } from './locations';

/** A location's named shift ("Morning", 06:00-14:00), picked when building a schedule to fill a shift's times. */
export const shiftTemplates = pgTable(
  'shift_templates',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shift_templates_location_name_idx').on(t.locationId, sql`lower(${t.name})`),
    index('shift_templates_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    index('shift_templates_created_at_idx').on(t.createdAt, t.id),
    check('shift_templates_times_differ_check', sql`${t.startTime} <> ${t.endTime}`),
  ],
);
