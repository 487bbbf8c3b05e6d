// Leave requests in SQL. The shown status (ACTIVE, COMPLETED) is derived from the dates in the query itself, so
// lists filter and sort on what people see.
import { leaveRequestListFields, leaveStatusSchema, type CalendarDate, type LeaveStoredStatus } from '@crewbase/domain';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leaveRequests, staff } from '../../db/schema';
import type { ListMemory } from '../../platform/list-memory';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';
import { requestListFields, requestStaffColumns } from '../requests/request-list';

/** APPROVED read against `today`: ACTIVE from the first day, COMPLETED after the last. */
export const shownLeaveStatus = (today: CalendarDate) =>
  sql<string>`(case when ${leaveRequests.status} = 'APPROVED' and ${leaveRequests.endDate} < cast(${today} as date) then 'COMPLETED'
    when ${leaveRequests.status} = 'APPROVED' and ${leaveRequests.startDate} <= cast(${today} as date) then 'ACTIVE'
    else ${leaveRequests.status}::text end)`;

export const leaveListSpec = (today: CalendarDate) =>
  defineListSpec<(typeof leaveRequestListFields)[number]>({
    fields: {
      ...requestListFields(leaveRequests.createdAt),
      startDate: { expr: leaveRequests.startDate, type: 'date' },
      endDate: { expr: leaveRequests.endDate, type: 'date' },
      days: { expr: leaveRequests.days, type: 'number' },
      status: { expr: shownLeaveStatus(today), type: 'enum', values: leaveStatusSchema.options },
    },
    defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
    tieBreaker: leaveRequests.id,
  });

const columns = (today: CalendarDate) => ({
  id: leaveRequests.id,
  staffId: leaveRequests.staffId,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  days: leaveRequests.days,
  reason: leaveRequests.reason,
  storedStatus: leaveRequests.status,
  shownStatus: shownLeaveStatus(today),
  decisionNote: leaveRequests.decisionNote,
  createdAt: leaveRequests.createdAt,
  updatedAt: leaveRequests.updatedAt,
  ...requestStaffColumns,
});

export type LeaveRow = NonNullable<Awaited<ReturnType<typeof findLeave>>>;

export async function listLeave(db: Db, query: ParsedListQuery, scope: SQL, today: CalendarDate, memory: ListMemory) {
  const where = and(scope, query.where);
  const rows = await db
    .select(columns(today))
    .from(leaveRequests)
    .innerJoin(staff, eq(staff.id, leaveRequests.staffId))
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  // Remembered for a few seconds (platform list memory), forgotten after any write.
  const total = await memory.total('leave-requests', where, async () => {
    const [{ total: counted }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(leaveRequests)
    .innerJoin(staff, eq(staff.id, leaveRequests.staffId))
    .where(where);
    return counted;
  });
  return { rows, total };
}

export async function findLeave(db: Db, id: string, scope: SQL, today: CalendarDate) {
  const [row] = await db
    .select(columns(today))
    .from(leaveRequests)
    .innerJoin(staff, eq(staff.id, leaveRequests.staffId))
    .where(and(eq(leaveRequests.id, id), scope));
  return row;
}

/** The staff member's requests that hold days (pending, approved), except `exceptId`. */
export async function heldLeave(db: Db, staffId: string, exceptId?: string) {
  return db
    .select({ startDate: leaveRequests.startDate, endDate: leaveRequests.endDate, status: leaveRequests.status })
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.staffId, staffId),
        isNull(leaveRequests.deletedAt),
        inArray(leaveRequests.status, ['PENDING', 'APPROVED'] satisfies LeaveStoredStatus[]),
        exceptId ? ne(leaveRequests.id, exceptId) : undefined,
      ),
    );
}

export async function insertLeave(db: Db, values: typeof leaveRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(leaveRequests).values(values).returning({ id: leaveRequests.id });
  return row.id;
}

/** Changes the dates of a request still PENDING; false when it moved meanwhile. */
export async function updatePendingLeave(db: Db, id: string, values: { startDate: string; endDate: string; days: number; reason: string }): Promise<boolean> {
  const rows = await db
    .update(leaveRequests)
    .set(values)
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.status, 'PENDING'), isNull(leaveRequests.deletedAt)))
    .returning({ id: leaveRequests.id });
  return rows.length > 0;
}
