import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Nigerian banks with their CBN codes (GET /api/public/banks). */
export const banks = pgTable(
  'banks',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('banks_code_idx').on(t.code), uniqueIndex('banks_name_lower_idx').on(sql`lower(${t.name})`)],
);
