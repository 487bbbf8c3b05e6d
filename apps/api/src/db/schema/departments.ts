import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    /** How many staff rows point here, kept by the database (migration 0027's staff triggers). */
    staffCount: integer('staff_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('departments_name_lower_idx').on(sql`lower(${t.name})`), index('departments_created_at_idx').on(t.createdAt)],
);
