import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Leave types (Annual, Sick, ...): each with its yearly entitlement and rules. Built-in ones carry a code. */
export const leaveTypes = pgTable(
  'leave_types',
  {
    id: id(),
    /** ANNUAL, SICK, ... for the built-in types (the migration creates them); null for types admins add. */
    code: text('code'),
    name: text('name').notNull(),
    entitlementDays: integer('entitlement_days').notNull(),
    paid: boolean('paid').notNull().default(true),
    documentRequired: boolean('document_required').notNull().default(false),
    countsAgainstBalance: boolean('counts_against_balance').notNull().default(true),
    proRated: boolean('pro_rated').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('leave_types_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('leave_types_code_idx').on(t.code),
    index('leave_types_created_at_idx').on(t.createdAt),
    check('leave_types_entitlement_check', sql`${t.entitlementDays} >= 0`),
  ],
);

/** Public holidays: one a date; leave does not count them and schedules mark them. */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    id: id(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('public_holidays_date_idx').on(t.date)],
);
