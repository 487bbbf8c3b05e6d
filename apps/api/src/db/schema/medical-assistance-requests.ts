import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { requestColumns } from './request-columns';
import { medicalAssistanceStatusEnum } from './request-enums';

/** Medical assistance requests; supporting documents are uploads (media.key) listed in document_keys. */
export const medicalAssistanceRequests = pgTable(
  'medical_assistance_requests',
  {
    id: id(),
    ...requestColumns(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    documentKeys: text('document_keys').array().notNull().default(sql`'{}'::text[]`),
    status: medicalAssistanceStatusEnum('status').notNull().default('PENDING'),
    paid: boolean('paid').notNull().default(false),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('medical_assistance_requests_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    // A search on the person's name finds the matching staff (staff trigram index), then their live rows here and
    // counts them (or by status) from this index alone.
    index('medical_assistance_requests_live_staff_id_created_at_id_idx').on(t.staffId, t.createdAt, t.id, t.status).where(sql`${t.deletedAt} is null`),
    // The list's default order (created_at, id) over live rows and its status filter with that order: a page, a deep
    // page and a count are read from the index alone (index-only scans; the scope is deleted_at is null).
    index('medical_assistance_requests_created_at_idx').on(t.createdAt),
    // The list's order; staff_id so a search on the person's name walks this index alone, asking the staff index of
    // names (staff_search_names_idx) about each row's person, never either table.
    index('medical_assistance_requests_live_created_at_id_idx').on(t.createdAt, t.id, t.staffId).where(sql`${t.deletedAt} is null`),
    // staff_id: PostgreSQL 15 wants the column of a left join it drops before it counts from an index alone.
    index('medical_assistance_requests_live_status_created_at_id_idx').on(t.status, t.createdAt, t.id, t.staffId).where(sql`${t.deletedAt} is null`),
    index('medical_assistance_requests_status_idx').on(t.status),
    index('medical_assistance_requests_amount_idx').on(t.amount),
    check('medical_assistance_requests_amount_check', sql`${t.amount} > 0`),
  ],
);
