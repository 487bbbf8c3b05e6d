import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Car parks and offices where staff work. */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    name: text('name').notNull(),
    address: text('address'),
    city: text('city'),
    /** How many staff rows point here, kept by the database (migration 0027's staff triggers). */
    staffCount: integer('staff_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('locations_name_lower_idx').on(sql`lower(${t.name})`),
    index('locations_created_at_idx').on(t.createdAt),
    index('locations_city_lower_idx').on(sql`lower(${t.city})`),
  ],
);
