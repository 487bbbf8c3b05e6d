// Leave as a workflow record: staff see their own; the status shown is derived from the dates (ACTIVE from the first
// day, COMPLETED after the last), and every decision requires the leave still to be shown as it was read, so approved
// leave is cancelled or withdrawn only before it starts.
import { formatDayMonthYear, leaveWorkflow, type LeaveRequest, type LeaveStatus } from '@crewbase/domain';
import { leaveRequests } from '../../db/schema';
import { defineWorkflowRecord } from '../../platform/workflow-record';
import { toRequestStaff } from '../requests/request-list';
import { requestNotices } from '../requests/request-notices';
import { leaveRows, shownLeaveStatus, toLeaveTypeRef, type LeaveRow } from './leave-requests.repository';

export const toLeave = (row: Omit<LeaveRow, 'status' | 'staffId'>): LeaveRequest => ({
  id: row.id,
  staff: toRequestStaff(row),
  leaveType: toLeaveTypeRef(row),
  startDate: row.startDate,
  endDate: row.endDate,
  days: row.days,
  reason: row.reason,
  status: row.shownStatus as LeaveStatus,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const leaveRecord = defineWorkflowRecord({
  resource: 'leave-request',
  label: 'leave request',
  table: leaveRequests,
  workflow: leaveWorkflow,
  owner: leaveRequests.staffId,
  shownStatus: () => shownLeaveStatus,
  rows: leaveRows,
  toItems: async (_db, rows) => rows.map(toLeave),
  notify: requestNotices({
    entity: 'leave-request',
    label: 'leave request',
    describe: (row: LeaveRow) => `${row.days} day${row.days === 1 ? '' : 's'}, ${formatDayMonthYear(row.startDate)} to ${formatDayMonthYear(row.endDate)}`,
    decisions: { approve: 'approved', reject: 'rejected', cancel: 'cancelled' },
  }),
});
