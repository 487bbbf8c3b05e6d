// The four plain settings resources (departments, job titles, staff roles, locations) described once: where they
// live, what their lists show and filter, what their forms ask, and the permission resource that guards them.
// The generic list, record and form screens read this.
import { settingsQueries } from '@crewbase/data-access-settings';
import {
  departmentEndpoints,
  jobTitleEndpoints,
  locationEndpoints,
  staffRoleEndpoints,
  createDepartmentInputSchema,
  createJobTitleInputSchema,
  createLocationInputSchema,
  createStaffRoleInputSchema,
  type Department,
  type JobTitle,
  type Location,
  type PermissionResource,
  type StaffRole,
} from '@crewbase/domain';
import { type DataTableColumn, type DetailListItem, type FilterBarField, formatDate } from '@crewbase/ui';
import type { z } from 'zod';
import { paths } from '../../app/paths';

export type AreaKey = 'department' | 'job-title' | 'staff-role' | 'location';
export type AreaField = 'name' | 'description' | 'departmentId' | 'address' | 'city';

type AnyRecord = Department | JobTitle | StaffRole | Location;

export interface SettingsArea {
  key: AreaKey;
  resource: PermissionResource;
  title: string;
  singular: string;
  listPath: string;
  createPath: string;
  detailPath: string;
  editPath: string;
  queries: typeof settingsQueries.departments;
  /** The list endpoint, whose export the list's Export button downloads. */
  listEndpoint: { path: string };
  columns: DataTableColumn<AnyRecord>[];
  filterFields: FilterBarField[];
  fields: readonly AreaField[];
  schema: z.ZodType<Record<string, unknown>, Record<string, unknown>>;
  details: (record: AnyRecord) => DetailListItem[];
}

const created: DataTableColumn<AnyRecord> = {
  field: 'createdAt',
  headerName: 'Created',
  width: 140,
  valueFormatter: (value: string) => formatDate(value, { month: 'short' }),
};
const staffCount: DataTableColumn<AnyRecord> = { field: 'staffCount', headerName: 'Staff', width: 90, sortable: false };
const nameColumn: DataTableColumn<AnyRecord> = { field: 'name', headerName: 'Name', flex: 1, minWidth: 180 };
const nameFilter: FilterBarField = { field: 'name', label: 'Name' };
const text = (record: AnyRecord, key: string) => (record as unknown as Record<string, string | null>)[key];

export const settingsAreas: Record<AreaKey, SettingsArea> = {
  department: {
    key: 'department',
    resource: 'department',
    title: 'Departments',
    singular: 'Department',
    listPath: paths.settingsDepartments,
    createPath: paths.settingsDepartmentCreate,
    detailPath: paths.settingsDepartmentDetail,
    editPath: paths.settingsDepartmentEdit,
    queries: settingsQueries.departments,
    listEndpoint: departmentEndpoints.list,
    columns: [nameColumn, { field: 'description', headerName: 'Description', flex: 1.5, sortable: false }, staffCount, created],
    filterFields: [nameFilter],
    fields: ['name', 'description'],
    schema: createDepartmentInputSchema,
    details: (r) => [
      { label: 'Name', value: r.name },
      { label: 'Description', value: text(r, 'description') },
      { label: 'Staff', value: String(r.staffCount) },
      { label: 'Created', value: formatDate(r.createdAt) },
    ],
  },
  'job-title': {
    key: 'job-title',
    resource: 'job-title',
    title: 'Job Titles',
    singular: 'Job title',
    listPath: paths.settingsJobs,
    createPath: paths.settingsJobCreate,
    detailPath: paths.settingsJobDetail,
    editPath: paths.settingsJobEdit,
    queries: settingsQueries.jobTitles as unknown as typeof settingsQueries.departments,
    listEndpoint: jobTitleEndpoints.list,
    columns: [
      nameColumn,
      {
        field: 'department.name',
        headerName: 'Department',
        flex: 1,
        valueGetter: (_v, row) => (row as JobTitle).department?.name ?? '—',
      },
      staffCount,
      created,
    ],
    filterFields: [nameFilter, { field: 'department.name', label: 'Department' }],
    fields: ['name', 'departmentId'],
    schema: createJobTitleInputSchema,
    details: (r) => [
      { label: 'Name', value: r.name },
      { label: 'Department', value: (r as JobTitle).department?.name },
      { label: 'Staff', value: String(r.staffCount) },
      { label: 'Created', value: formatDate(r.createdAt) },
    ],
  },
  'staff-role': {
    key: 'staff-role',
    resource: 'staff-role',
    title: 'Staff Roles',
    singular: 'Staff role',
    listPath: paths.settingsStaffRoles,
    createPath: paths.settingsStaffRoleCreate,
    detailPath: paths.settingsStaffRoleDetail,
    editPath: paths.settingsStaffRoleEdit,
    queries: settingsQueries.staffRoles as unknown as typeof settingsQueries.departments,
    listEndpoint: staffRoleEndpoints.list,
    columns: [nameColumn, { field: 'description', headerName: 'Description', flex: 1.5, sortable: false }, staffCount, created],
    filterFields: [nameFilter],
    fields: ['name', 'description'],
    schema: createStaffRoleInputSchema,
    details: (r) => [
      { label: 'Name', value: r.name },
      { label: 'Description', value: text(r, 'description') },
      { label: 'Staff', value: String(r.staffCount) },
      { label: 'Created', value: formatDate(r.createdAt) },
    ],
  },
  location: {
    key: 'location',
    resource: 'location',
    title: 'Locations',
    singular: 'Location',
    listPath: paths.settingsLocations,
    createPath: paths.settingsLocationCreate,
    detailPath: paths.settingsLocationDetail,
    editPath: paths.settingsLocationEdit,
    queries: settingsQueries.locations as unknown as typeof settingsQueries.departments,
    listEndpoint: locationEndpoints.list,
    columns: [nameColumn, { field: 'city', headerName: 'City', flex: 1 }, { field: 'address', headerName: 'Address', flex: 1.5, sortable: false }, staffCount, created],
    filterFields: [nameFilter, { field: 'city', label: 'City' }],
    fields: ['name', 'address', 'city'],
    schema: createLocationInputSchema,
    details: (r) => [
      { label: 'Name', value: r.name },
      { label: 'City', value: text(r, 'city') },
      { label: 'Address', value: text(r, 'address') },
      { label: 'Staff', value: String(r.staffCount) },
      { label: 'Created', value: formatDate(r.createdAt) },
    ],
  },
};
