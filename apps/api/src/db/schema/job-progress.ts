import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * What a running background job last said about itself (done of total, a sentence), by the queue's job id. The
 * queue (pg-boss, schema `pgboss`) keeps state, tries and result; this table only the progress a screen shows.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    jobId: uuid('job_id').primaryKey(),
    name: text('name').notNull(),
    done: integer('done').notNull(),
    total: integer('total').notNull(),
    message: text('message').notNull(),
    ...timestamps,
  },
  (t) => [index('job_progress_updated_at_idx').on(t.updatedAt)],
);
