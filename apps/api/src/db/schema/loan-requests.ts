import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { requestColumns } from './request-columns';
import { loanStatusEnum } from './request-enums';

/** Loan requests; the repayment plan of a disbursed loan lives in loan_repayments. */
export const loanRequests = pgTable(
  'loan_requests',
  {
    id: id(),
    ...requestColumns(),
    amountRequested: numeric('amount_requested', { precision: 14, scale: 2 }).notNull(),
    /** The approved amount; null until approved. */
    amount: numeric('amount', { precision: 14, scale: 2 }),
    /** Requested months, then the approved plan length. */
    repaymentMonths: integer('repayment_months').notNull(),
    reason: text('reason').notNull(),
    status: loanStatusEnum('status').notNull().default('PENDING'),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('loan_requests_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    // A search on the person's name finds the matching staff (staff trigram index), then their live rows here and
    // counts them (or by status) from this index alone.
    index('loan_requests_live_staff_id_created_at_id_idx').on(t.staffId, t.createdAt, t.id, t.status).where(sql`${t.deletedAt} is null`),
    // The list's default order (created_at, id) over live rows and its status filter with that order: a page, a deep
    // page and a count are read from the index alone (index-only scans; the scope is deleted_at is null).
    index('loan_requests_created_at_idx').on(t.createdAt),
    // The list's order; staff_id so a search on the person's name walks this index alone, asking the staff index of
    // names (staff_search_names_idx) about each row's person, never either table.
    index('loan_requests_live_created_at_id_idx').on(t.createdAt, t.id, t.staffId).where(sql`${t.deletedAt} is null`),
    // staff_id: PostgreSQL 15 wants the column of a left join it drops before it counts from an index alone.
    index('loan_requests_live_status_created_at_id_idx').on(t.status, t.createdAt, t.id, t.staffId).where(sql`${t.deletedAt} is null`),
    index('loan_requests_status_idx').on(t.status),
    index('loan_requests_amount_requested_idx').on(t.amountRequested),
    index('loan_requests_amount_idx').on(t.amount),
    check('loan_requests_amount_requested_check', sql`${t.amountRequested} > 0`),
    check('loan_requests_amount_check', sql`${t.amount} is null or ${t.amount} > 0`),
    check('loan_requests_repayment_months_check', sql`${t.repaymentMonths} > 0`),
  ],
);
export type LoanRequestRow = typeof loanRequests.$inferSelect;
