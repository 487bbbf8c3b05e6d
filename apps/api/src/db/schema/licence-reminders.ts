import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff';

/**
 * The driver's licence expiry reminders sent (issue 15): one row per staff member, expiry date and threshold (30, 14
 * or 7 days before). The job claims a row with `insert ... on conflict do nothing` before mailing, so a threshold is
 * never mailed twice for the same licence, whatever retries or second runs happen; a renewed licence (new expiry)
 * starts afresh.
 */
export const licenceReminders = pgTable(
  'licence_reminders',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiry: date('expiry', { mode: 'string' }).notNull(),
    thresholdDays: integer('threshold_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.expiry, t.thresholdDays] }),
    check('licence_reminders_threshold_check', sql`${t.thresholdDays} in (30, 14, 7)`),
  ],
);
