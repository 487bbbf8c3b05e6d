import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { departments } from './departments';

export const jobTitles = pgTable(
  'job_titles',
  {
    id: id(),
    name: text('name').notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    /** How many staff rows point here, kept by the database (migration 0027's staff triggers). */
    staffCount: integer('staff_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_titles_name_lower_idx').on(sql`lower(${t.name})`),
    index('job_titles_created_at_idx').on(t.createdAt),
    index('job_titles_department_id_idx').on(t.departmentId),
  ],
);
