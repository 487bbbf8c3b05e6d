import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { loanRequests } from './loan-requests';

/** One monthly installment of a disbursed loan. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: id(),
    loanRequestId: uuid('loan_request_id')
      .notNull()
      .references(() => loanRequests.id, { onDelete: 'cascade' }),
    installmentNumber: integer('installment_number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** Null while UNPAID. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidById: uuid('paid_by_id'),
    /** The pay run that deducts it (claimed with `where pay_run_id is null`, so only one ever does). */
    payRunId: uuid('pay_run_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('loan_repayments_loan_request_id_installment_number_idx').on(t.loanRequestId, t.installmentNumber),
    index('loan_repayments_due_date_idx').on(t.dueDate),
    index('loan_repayments_pay_run_id_idx').on(t.payRunId),
    check('loan_repayments_amount_check', sql`${t.amount} >= 0`),
  ],
);
