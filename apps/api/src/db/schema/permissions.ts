import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** The catalogue: `table_name` is the resource, `name` the action (permissionCatalogue in @crewbase/domain). */
export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    name: text('name').notNull(),
    tableName: text('table_name').notNull(),
    description: text('description'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('permissions_table_name_name_idx').on(t.tableName, t.name),
    index('permissions_created_at_idx').on(t.createdAt),
    index('permissions_name_lower_idx').on(sql`lower(${t.name})`),
    index('permissions_table_name_lower_idx').on(sql`lower(${t.tableName})`),
  ],
);
