import { bankDetailChangeStatusSchema } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { staff } from './staff';

export const bankDetailChangeStatusEnum = pgEnum('bank_detail_change_status', bankDetailChangeStatusSchema.options as unknown as ['PENDING', ...Array<'APPROVED' | 'REJECTED' | 'WITHDRAWN'>]);

/**
 * Bank details a staff member asked to change (self-service): the details on file then and the ones asked for. They
 * reach the staff row only when an admin approves. At most one PENDING per person (the partial unique index).
 */
export const bankDetailChanges = pgTable(
  'bank_detail_changes',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    status: bankDetailChangeStatusEnum('status').notNull().default('PENDING'),
    fromBankCode: text('from_bank_code'),
    fromAccountNumber: text('from_account_number'),
    fromAccountName: text('from_account_name'),
    toBankCode: text('to_bank_code').notNull(),
    toAccountNumber: text('to_account_number').notNull(),
    toAccountName: text('to_account_name').notNull(),
    /** The note given with the latest decision. */
    decisionNote: text('decision_note'),
    /** The workflow kit's soft deletion; bank-detail changes offer no delete, so these stay empty. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: uuid('deleted_by_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_detail_changes_one_pending_idx').on(t.staffId).where(sql`${t.status} = 'PENDING'`),
    index('bank_detail_changes_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    // A search on the person's name finds the matching staff (staff trigram index), then their live rows here and
    // counts them (or by status) from this index alone.
    index('bank_detail_changes_live_staff_id_created_at_id_idx').on(t.staffId, t.createdAt, t.id, t.status).where(sql`${t.deletedAt} is null`),
    // The list's order; staff_id so a search on the person's name walks this index alone, asking the staff index of
    // names (staff_search_names_idx) about each row's person, never either table.
    index('bank_detail_changes_created_at_idx').on(t.createdAt, t.id, t.staffId, t.deletedAt),
    index('bank_detail_changes_status_idx').on(t.status),
    // The status filter with the list's order over live rows, from the index alone.
    // staff_id: PostgreSQL 15 wants the column of a left join it drops before it counts from an index alone.
    index('bank_detail_changes_live_status_created_at_id_idx').on(t.status, t.createdAt, t.id, t.staffId).where(sql`${t.deletedAt} is null`),
  ],
);
