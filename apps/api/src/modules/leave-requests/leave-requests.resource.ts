// The leave lists (staff: their own; admin: everyone's) and their export: one resource definition. The status
// filters and sorts on what people see (ACTIVE, COMPLETED derived from the dates).
import { leaveRequestListFields, leaveStatusSchema, type LeaveRequest } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { leaveRequests, leaveTypes, staff } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';
import { requestListFields, requestStaffColumns, requestStaffJoin } from '../requests/request-list';
import { leaveRecord, toLeave } from './leave-requests.record';
import { leaveTypeColumns, shownLeaveStatus, shownLeaveStatusConditions, leaveStatusesOfFewRows } from './leave-requests.repository';

const t = leaveRequests;

export const leaveResource = defineResource({
  name: 'leave-requests',
  title: 'Leave requests',
  permission: 'leave-request',
  table: t,
  id: t.id,
  // Left joins along NOT NULL foreign keys (one row each), which PostgreSQL drops when no filter or sort needs them.
  joins: [requestStaffJoin(t.staffId), { table: leaveTypes, on: eq(leaveTypes.id, t.leaveTypeId) }],
  scope: (actor: Actor) => leaveRecord.scope(actor),
  fields: {
    ...requestListFields(t.createdAt),
    // Who is out: leave by the person's department and location, and by type.
    'staff.departmentId': { expr: staff.departmentId, type: 'uuid', sortable: false },
    'staff.locationId': { expr: staff.locationId, type: 'uuid', sortable: false },
    'leaveType.id': { expr: t.leaveTypeId, type: 'uuid', sortable: false },
    'leaveType.name': { expr: leaveTypes.name, type: 'text', notNull: true },
    startDate: { expr: t.startDate, type: 'date', notNull: true },
    endDate: { expr: t.endDate, type: 'date', notNull: true },
    days: { expr: t.days, type: 'number', notNull: true },
    status: { expr: shownLeaveStatus, type: 'enum', values: leaveStatusSchema.options, notNull: true, conditions: shownLeaveStatusConditions, fewRows: leaveStatusesOfFewRows },
  } satisfies Record<(typeof leaveRequestListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: {
    id: t.id,
    startDate: t.startDate,
    endDate: t.endDate,
    days: t.days,
    reason: t.reason,
    shownStatus: shownLeaveStatus,
    decisionNote: t.decisionNote,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    ...requestStaffColumns,
    ...leaveTypeColumns,
  },
  toItem: (row): LeaveRequest => toLeave(row),
  exportColumns: exportColumns<LeaveRequest>()([
    { header: 'Staff ID', type: 'text', value: (l) => l.staff.staffId },
    { header: 'Staff', type: 'text', value: (l) => l.staff.fullName },
    { header: 'Leave type', type: 'text', value: (l) => l.leaveType.name },
    { header: 'Start date', type: 'date', value: (l) => l.startDate },
    { header: 'End date', type: 'date', value: (l) => l.endDate },
    { header: 'Working days', type: 'number', value: (l) => l.days },
    { header: 'Reason', type: 'text', value: (l) => l.reason },
    { header: 'Status', type: 'text', value: (l) => l.status },
    { header: 'Requested', type: 'datetime', value: (l) => l.createdAt },
  ]),
});
