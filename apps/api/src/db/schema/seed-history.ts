import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Which one-off seed steps have run, so the demo company is created once and not re-created after edits. */
export const seedHistory = pgTable('seed_history', {
  name: text('name').primaryKey(),
  ...timestamps,
});
