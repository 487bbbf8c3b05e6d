import { bigint, date, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * The reports' pre-totalled months (issue 15): per report, month of the report's date, the staff member's current
 * department and location, status (and the penalty's kind), the count of source rows and the sums the metrics need.
 * Kept by database triggers on the source tables and on staff (migration `report_totals_triggers`), so every writer
 * keeps them; the metrics read them when the filter is whole months, department, location and status, and read the
 * source rows otherwise. Columns a report does not use stay 0.
 */
export const reportMonthTotals = pgTable(
  'report_month_totals',
  {
    /** licence | licence_day (by expiry day) | leave | loan | loan_unpaid (a loan's unpaid installments) | medical | penalty */
    report: text('report').notNull(),
    /** The first day of the month (licence: of the expiry; licence_day: the expiry day itself). */
    month: date('month', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id'),
    locationId: uuid('location_id'),
    /** The stored status (leave: the saved one; licence: VERIFIED or UNVERIFIED; penalty: PENDING or DEDUCTED). */
    status: text('status').notNull(),
    /** The penalty's kind (APPRAISAL or DIRECT); loan_unpaid: the installments' due month (YYYY-MM); '' for the others. */
    kind: text('kind').notNull().default(''),
    rows: bigint('rows', { mode: 'number' }).notNull().default(0),
    /** Leave: days. */
    days: numeric('days').notNull().default('0'),
    /** Loan: amount requested; medical: amount. */
    requested: numeric('requested').notNull().default('0'),
    /** Loan: amount (approved); penalty: amount in kobo. */
    amount: numeric('amount').notNull().default('0'),
    /** Loan: installments paid. */
    repaid: numeric('repaid').notNull().default('0'),
  },
  (t) => [unique('report_month_totals_bucket').on(t.report, t.month, t.departmentId, t.locationId, t.status, t.kind).nullsNotDistinct()],
);
