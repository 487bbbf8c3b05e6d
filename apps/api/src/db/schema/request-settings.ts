import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The company's request rules (one row, id 'company'): leave entitlement and money ceilings. */
export const requestSettings = pgTable(
  'request_settings',
  {
    id: text('id').primaryKey().default('company'),
    leaveDaysPerYear: integer('leave_days_per_year').notNull().default(20),
    loanMaxAmount: numeric('loan_max_amount', { precision: 14, scale: 2 }).notNull().default('500000.00'),
    loanMaxRepaymentMonths: integer('loan_max_repayment_months').notNull().default(12),
    medicalMaxAmount: numeric('medical_max_amount', { precision: 14, scale: 2 }).notNull().default('250000.00'),
    paymentRequestMaxAmount: numeric('payment_request_max_amount', { precision: 14, scale: 2 }).notNull().default('2000000.00'),
    updatedById: uuid('updated_by_id'),
    ...timestamps,
  },
  (t) => [check('request_settings_single_row_check', sql`${t.id} = 'company'`)],
);
