import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { requestColumns } from './request-columns';
import { paymentRequestCategoryEnum, paymentRequestStatusEnum } from './request-enums';

/** Payment requests (admin "Requests"): vendor payments, claims, contracts and staff tips, for a staff member. */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: id(),
    ...requestColumns(),
    category: paymentRequestCategoryEnum('category').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    description: text('description').notNull(),
    status: paymentRequestStatusEnum('status').notNull().default('PENDING'),
    paid: boolean('paid').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payment_requests_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    // A search on the person's name finds the matching staff (staff trigram index), then their live rows here and
    // counts them (or by status) from this index alone.
    index('payment_requests_live_staff_id_created_at_id_idx').on(t.staffId, t.createdAt, t.id, t.status).where(sql`${t.deletedAt} is null`),
    // The list's default order (created_at, id) over live rows and its status filter with that order: a page, a deep
    // page and a count are read from the index alone (index-only scans; the scope is deleted_at is null).
    index('payment_requests_created_at_idx').on(t.createdAt),
    // The list's order; staff_id so a search on the person's name walks this index alone, asking the staff index of
    // names (staff_search_names_idx) about each row's person, never either table.
    index('payment_requests_live_created_at_id_idx').on(t.createdAt, t.id, t.staffId).where(sql`${t.deletedAt} is null`),
    // staff_id: PostgreSQL 15 wants the column of a left join it drops before it counts from an index alone.
    index('payment_requests_live_status_created_at_id_idx').on(t.status, t.createdAt, t.id, t.staffId).where(sql`${t.deletedAt} is null`),
    index('payment_requests_status_idx').on(t.status),
    index('payment_requests_category_idx').on(t.category),
    index('payment_requests_amount_idx').on(t.amount),
    check('payment_requests_amount_check', sql`${t.amount} > 0`),
  ],
);
