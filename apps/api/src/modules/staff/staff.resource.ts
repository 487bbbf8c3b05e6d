// The staff list (GET /api/admin/staff) and its export: one resource definition (platform/resource).
import { staffListFields, staffStatusSchema, type StaffListItem } from '@crewbase/domain';
import { eq, sql } from 'drizzle-orm';
import { departments, jobTitles, staff } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource, orNull } from '../../platform/resource';

const fullName = sql<string>`(${staff.firstName} || ' ' || ${staff.lastName})`;

export const staffResource = defineResource({
  name: 'staff',
  title: 'Staff',
  permission: 'staff',
  table: staff,
  id: staff.id,
  joins: [
    { table: departments, on: eq(departments.id, staff.departmentId) },
    { table: jobTitles, on: eq(jobTitles.id, staff.jobTitleId) },
  ],
  fields: {
    staffId: { expr: staff.staffId, type: 'text', notNull: true },
    fullName: { expr: fullName, type: 'text', notNull: true },
    firstName: { expr: staff.firstName, type: 'text', notNull: true },
    lastName: { expr: staff.lastName, type: 'text', notNull: true },
    createdAt: { expr: staff.createdAt, type: 'timestamp', notNull: true },
    'department.name': { expr: departments.name, type: 'text' },
    jobTitleName: { expr: jobTitles.name, type: 'text' },
    status: { expr: staff.status, type: 'enum', values: staffStatusSchema.options, notNull: true },
  } satisfies Record<(typeof staffListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: {
    id: staff.id,
    staffId: staff.staffId,
    firstName: staff.firstName,
    lastName: staff.lastName,
    email: staff.email,
    status: staff.status,
    departmentId: staff.departmentId,
    departmentName: orNull(departments.name),
    jobTitleName: orNull(jobTitles.name),
    createdAt: staff.createdAt,
  },
  toItem: ({ departmentId, departmentName, createdAt, ...row }): StaffListItem => ({
    ...row,
    fullName: `${row.firstName} ${row.lastName}`,
    department: departmentId && departmentName ? { id: departmentId, name: departmentName } : null,
    createdAt: createdAt.toISOString(),
  }),
  exportColumns: exportColumns<StaffListItem>()([
    { header: 'Staff ID', type: 'text', value: (s) => s.staffId },
    { header: 'Full name', type: 'text', value: (s) => s.fullName },
    { header: 'Email', type: 'text', value: (s) => s.email },
    { header: 'Department', type: 'text', value: (s) => s.department?.name },
    { header: 'Job title', type: 'text', value: (s) => s.jobTitleName },
    { header: 'Status', type: 'text', value: (s) => s.status },
    { header: 'Created', type: 'datetime', value: (s) => s.createdAt },
  ]),
});
