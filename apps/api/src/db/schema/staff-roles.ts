import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** A staff member's standing in a team (Staff, Team Lead, Supervisor, ...), separate from admin roles. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_roles_name_lower_idx').on(sql`lower(${t.name})`), index('staff_roles_created_at_idx').on(t.createdAt)],
);
