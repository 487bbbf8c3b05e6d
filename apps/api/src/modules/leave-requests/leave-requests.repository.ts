// Leave requests in SQL. The shown status (ACTIVE, COMPLETED) is derived from the dates in the query itself, so
// lists filter and sort on what people see.
import type { LeaveStatus, LeaveStoredStatus } from '@crewbase/domain';
import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leaveRequests, leaveTypes, staff } from '../../db/schema';
import { literal } from '../../platform/list-query';
import { requestStaffColumns } from '../requests/request-list';

/** Today on the server's UTC calendar, as the database reads it (the same day todayIso() gives). */
const utcToday = sql`(now() at time zone 'UTC')::date`;

/** APPROVED read against today: ACTIVE from the first day, COMPLETED after the last. */
export const shownLeaveStatus = sql<string>`(case when ${leaveRequests.status} = 'APPROVED' and ${leaveRequests.endDate} < ${utcToday} then 'COMPLETED'
    when ${leaveRequests.status} = 'APPROVED' and ${leaveRequests.startDate} <= ${utcToday} then 'ACTIVE'
    else ${leaveRequests.status}::text end)`;

/** A stored status written into the statement (one of the enum's own values), not bound. */
const stored = (status: LeaveStoredStatus) => sql`${leaveRequests.status} = ${literal(status)}`;
const approved = stored('APPROVED');

/**
 * Each shown status as conditions on the stored status and the dates, exactly as shownLeaveStatus decides it, so a
 * status filter reads the (status, created_at, id) index and, for ACTIVE, the approved rows' end dates. The statuses
 * are written in: a page kept prepared (resource.ts) then keeps a plan for its status, and the approved rows' partial
 * index, whose predicate names APPROVED, stays usable in that plan.
 */
export const shownLeaveStatusConditions: Record<LeaveStatus, SQL> = {
  PENDING: stored('PENDING'),
  APPROVED: sql`${approved} and ${leaveRequests.endDate} >= ${utcToday} and ${leaveRequests.startDate} > ${utcToday}`,
  ACTIVE: sql`${approved} and ${leaveRequests.endDate} >= ${utcToday} and ${leaveRequests.startDate} <= ${utcToday}`,
  // Started before today too, as every row ends no earlier than it starts (leave_requests_dates_check): said outright,
  // a list by start date, latest first, begins its walk at today instead of reading past all the upcoming leave.
  COMPLETED: sql`${approved} and ${leaveRequests.endDate} < ${utcToday} and ${leaveRequests.startDate} < ${utcToday}`,
  REJECTED: stored('REJECTED'),
  CANCELLED: stored('CANCELLED'),
  WITHDRAWN: stored('WITHDRAWN'),
};

/** The approved leave not over yet: a few weeks' worth however many years the table holds (ListField.fewRows). */
export const leaveStatusesOfFewRows: readonly LeaveStatus[] = ['APPROVED', 'ACTIVE'];

/** The type a leave row shows (its id, name and rules). */
export const leaveTypeColumns = {
  leaveTypeId: leaveTypes.id,
  leaveTypeName: leaveTypes.name,
  leaveTypePaid: leaveTypes.paid,
  leaveTypeDocumentRequired: leaveTypes.documentRequired,
};

export const toLeaveTypeRef = (row: { leaveTypeId: string; leaveTypeName: string; leaveTypePaid: boolean; leaveTypeDocumentRequired: boolean }) => ({
  id: row.leaveTypeId,
  name: row.leaveTypeName,
  paid: row.leaveTypePaid,
  documentRequired: row.leaveTypeDocumentRequired,
});

const columns = {
  id: leaveRequests.id,
  staffId: leaveRequests.staffId,
  startDate: leaveRequests.startDate,
  endDate: leaveRequests.endDate,
  days: leaveRequests.days,
  reason: leaveRequests.reason,
  status: leaveRequests.status,
  shownStatus: shownLeaveStatus,
  decisionNote: leaveRequests.decisionNote,
  createdAt: leaveRequests.createdAt,
  updatedAt: leaveRequests.updatedAt,
  ...requestStaffColumns,
  ...leaveTypeColumns,
};

export type LeaveRow = Awaited<ReturnType<typeof leaveRows>>[number];

/** The leave requests meeting `where`, with their staff member and the status shown today. */
export const leaveRows = (db: Db, where: SQL) =>
  db
    .select(columns)
    .from(leaveRequests)
    .innerJoin(staff, eq(staff.id, leaveRequests.staffId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(where);

/** The staff member's requests that hold days (pending, approved), except `exceptId`. */
export async function heldLeave(db: Db, staffId: string, exceptId?: string) {
  return db
    .select({ startDate: leaveRequests.startDate, endDate: leaveRequests.endDate, status: leaveRequests.status, leaveTypeId: leaveRequests.leaveTypeId })
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

/** The staff member's start date, which pro-rates the entitlement of the year they joined. */
export async function dateJoined(db: Db, staffId: string): Promise<string | null> {
  const [row] = await db.select({ dateJoined: staff.dateJoined }).from(staff).where(eq(staff.id, staffId));
  return row?.dateJoined ?? null;
}
