// Columns the four request tables share: whose request, who filed it, the last decision's note, and soft deletion.
import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { areaEnum } from './enums';
import { staff } from './staff';

export const requestColumns = () => ({
  staffId: uuid('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  /** Who filed it: the staff member, or an admin on their behalf. */
  createdByType: areaEnum('created_by_type').notNull(),
  createdById: uuid('created_by_id').notNull(),
  /** The note given with the latest decision. */
  decisionNote: text('decision_note'),
  /** Soft deletion: hidden from every list and detail, kept for the audit trail. */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedById: uuid('deleted_by_id'),
});
