import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { leaveTypes } from './leave-types';
import { requestColumns } from './request-columns';
import { leaveStatusEnum } from './request-enums';

/** Leave requests. ACTIVE and COMPLETED are not stored: they are APPROVED read against today's date. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: id(),
    ...requestColumns(),
    /** Existing requests became Annual when leave types came in; a row written without a type is Annual too. */
    leaveTypeId: uuid('leave_type_id')
      .notNull()
      .default(sql`annual_leave_type_id()`)
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** Working days taken from the balance, fixed when the dates are saved. */
    days: integer('days').notNull(),
    reason: text('reason').notNull(),
    status: leaveStatusEnum('status').notNull().default('PENDING'),
    ...timestamps,
  },
  (t) => [
    index('leave_requests_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    // A search on the person's name finds the matching staff (staff trigram index), then their live rows here and
    // counts them (or by shown status) from this index alone. leave_type_id is in it because PostgreSQL 15 still
    // wants the columns of a left join it has dropped (leave_types) before it reads an index alone.
    index('leave_requests_live_staff_id_created_at_id_idx')
      .on(t.staffId, t.createdAt, t.id, t.leaveTypeId, t.status, t.startDate, t.endDate)
      .where(sql`${t.deletedAt} is null`),
    index('leave_requests_staff_id_start_date_idx').on(t.staffId, t.startDate),
    // The list's default order (created_at, id) over live rows: a page, a deep page and a count from the index alone;
    // with staff_id, a search on the person's name walks it alone too, asking the staff index of names
    // (staff_search_names_idx) about each row's person (leave_type_id: the dropped left join's key, as below).
    index('leave_requests_created_at_idx').on(t.createdAt),
    index('leave_requests_live_created_at_id_idx').on(t.createdAt, t.id, t.staffId, t.leaveTypeId).where(sql`${t.deletedAt} is null`),
    // A stored-status filter (and COMPLETED: approved, read in this order, ended) in the list's order.
    // staff_id and leave_type_id: PostgreSQL 15 wants the column of a left join it drops before it counts from an index alone.
    index('leave_requests_live_status_created_at_id_idx').on(t.status, t.createdAt, t.id, t.staffId, t.leaveTypeId).where(sql`${t.deletedAt} is null`),
    index('leave_requests_start_date_idx').on(t.startDate),
    index('leave_requests_end_date_idx').on(t.endDate),
    index('leave_requests_days_idx').on(t.days),
    index('leave_requests_status_idx').on(t.status),
    index('leave_requests_leave_type_id_idx').on(t.leaveTypeId),
    check('leave_requests_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('leave_requests_days_check', sql`${t.days} > 0`),
  ],
);

export type LeaveRequestRow = typeof leaveRequests.$inferSelect;
