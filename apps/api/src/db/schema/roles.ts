import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Admin roles; what each may do lives in role_permissions. */
export const roles = pgTable(
  'roles',
  {
    id: id(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('roles_name_lower_idx').on(sql`lower(${t.name})`),
    index('roles_created_at_idx').on(t.createdAt),
    uniqueIndex('roles_display_name_lower_idx').on(sql`lower(${t.displayName})`),
  ],
);
