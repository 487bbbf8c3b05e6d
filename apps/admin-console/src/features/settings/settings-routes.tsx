// Settings routes, inside the admin layout: the settings page, then per area its list, create, view and edit, each
// behind the permission it needs (a forced URL shows "You do not have access").
import type { PermissionAction } from '@crewbase/domain';
import { lazyScreen } from '@crewbase/ui';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';
import type { AreaKey } from './settings-areas';

const load = <M,>(loader: () => Promise<M>, pick: (m: M) => ComponentType) => lazyScreen(() => loader().then((m) => ({ default: pick(m) })));

const SettingsScreen = load(() => import('./settings-screen'), (m) => m.SettingsScreen);
const RolesListScreen = load(() => import('./roles-list-screen'), (m) => m.RolesListScreen);
const CreateRoleScreen = load(() => import('./role-editor-screen'), (m) => () => <m.RoleEditorScreen mode="create" />);
const EditRoleScreen = load(() => import('./role-editor-screen'), (m) => () => <m.RoleEditorScreen mode="edit" />);
const LeaveTypesListScreen = load(() => import('./leave-types-screens'), (m) => m.LeaveTypesListScreen);
const CreateLeaveTypeScreen = load(() => import('./leave-types-screens'), (m) => () => <m.LeaveTypeFormScreen mode="create" />);
const EditLeaveTypeScreen = load(() => import('./leave-types-screens'), (m) => () => <m.LeaveTypeFormScreen mode="edit" />);
const PublicHolidaysScreen = load(() => import('./public-holidays-screen'), (m) => m.PublicHolidaysScreen);
const PermissionsListScreen = load(() => import('./permissions-screens'), (m) => m.PermissionsListScreen);
const CreatePermissionScreen = load(() => import('./permissions-screens'), (m) => m.CreatePermissionScreen);
const PermissionDetailScreen = load(() => import('./permissions-screens'), (m) => m.PermissionDetailScreen);

const handle = (title: string, ...more: Breadcrumb[]): RouteHandle => ({
  title,
  breadcrumbs: [{ label: 'Dashboard', to: paths.dashboard }, { label: 'Settings', to: paths.settings }, ...more],
});

const guarded = (
  resource: Parameters<typeof RequirePermission>[0]['resource'],
  action: PermissionAction,
  what: string,
  Screen: ComponentType,
) => (
  <RequirePermission resource={resource} action={action} what={what}>
    {lazyElement(Screen)}
  </RequirePermission>
);

interface AreaRoutes {
  key: AreaKey;
  title: string;
  singular: string;
  list: string;
  create: string;
  detail: string;
  edit: string;
}

const areas: AreaRoutes[] = [
  { key: 'department', title: 'Departments', singular: 'Department', list: paths.settingsDepartments, create: paths.settingsDepartmentCreate, detail: paths.settingsDepartmentDetail, edit: paths.settingsDepartmentEdit },
  { key: 'job-title', title: 'Job Titles', singular: 'Job Title', list: paths.settingsJobs, create: paths.settingsJobCreate, detail: paths.settingsJobDetail, edit: paths.settingsJobEdit },
  { key: 'staff-role', title: 'Staff Roles', singular: 'Staff Role', list: paths.settingsStaffRoles, create: paths.settingsStaffRoleCreate, detail: paths.settingsStaffRoleDetail, edit: paths.settingsStaffRoleEdit },
  { key: 'location', title: 'Locations', singular: 'Location', list: paths.settingsLocations, create: paths.settingsLocationCreate, detail: paths.settingsLocationDetail, edit: paths.settingsLocationEdit },
];

function areaRoutes(area: AreaRoutes): RouteObject[] {
  const List = load(() => import('./settings-list-screen'), (m) => () => <m.SettingsListScreen areaKey={area.key} />);
  const Create = load(() => import('./settings-form-screen'), (m) => () => <m.SettingsFormScreen areaKey={area.key} mode="create" />);
  const Edit = load(() => import('./settings-form-screen'), (m) => () => <m.SettingsFormScreen areaKey={area.key} mode="edit" />);
  const View = load(() => import('./settings-record-screen'), (m) => () => <m.SettingsRecordScreen areaKey={area.key} />);
  const back = { label: area.title, to: area.list };
  const what = area.title.toLowerCase();
  return [
    { path: area.list, element: guarded(area.key, 'read', what, List), handle: handle(area.title, { label: area.title }) },
    { path: area.create, element: guarded(area.key, 'create', `new ${what}`, Create), handle: handle(`Add ${area.singular}`, back, { label: 'Add' }) },
    { path: area.detail, element: guarded(area.key, 'read', what, View), handle: handle(area.singular, back, { label: 'View' }) },
    { path: area.edit, element: guarded(area.key, 'update', `editing ${what}`, Edit), handle: handle(`Edit ${area.singular}`, back, { label: 'Edit' }) },
  ];
}

const rolesBack = { label: 'Roles', to: paths.settingsRoles };
const permissionsBack = { label: 'Permissions', to: paths.settingsPermissions };
const leaveTypesBack = { label: 'Leave Types', to: paths.settingsLeaveTypes };

export const settingsRoutes = (): RouteObject[] => [
  { path: paths.settings, element: lazyElement(SettingsScreen), handle: { title: 'Settings', breadcrumbs: [{ label: 'Dashboard', to: paths.dashboard }, { label: 'Settings' }] } },
  ...areas.flatMap(areaRoutes),
  { path: paths.settingsRoles, element: guarded('roles', 'read', 'roles', RolesListScreen), handle: handle('Roles', { label: 'Roles' }) },
  { path: paths.settingsRoleCreate, element: guarded('roles', 'create', 'new roles', CreateRoleScreen), handle: handle('Add Role', rolesBack, { label: 'Add' }) },
  { path: paths.settingsRoleEdit, element: guarded('roles', 'update', 'editing roles', EditRoleScreen), handle: handle('Edit Role', rolesBack, { label: 'Edit' }) },
  { path: paths.settingsLeaveTypes, element: guarded('leave-type', 'read', 'leave types', LeaveTypesListScreen), handle: handle('Leave Types', { label: 'Leave Types' }) },
  {
    path: paths.settingsLeaveTypeCreate,
    element: guarded('leave-type', 'create', 'new leave types', CreateLeaveTypeScreen),
    handle: handle('Add Leave Type', leaveTypesBack, { label: 'Add' }),
  },
  {
    path: paths.settingsLeaveTypeEdit,
    element: guarded('leave-type', 'update', 'editing leave types', EditLeaveTypeScreen),
    handle: handle('Edit Leave Type', leaveTypesBack, { label: 'Edit' }),
  },
  {
    path: paths.settingsPublicHolidays,
    element: guarded('public-holiday', 'read', 'public holidays', PublicHolidaysScreen),
    handle: handle('Public Holidays', { label: 'Public Holidays' }),
  },
  { path: paths.settingsPermissions, element: guarded('permissions', 'read', 'permissions', PermissionsListScreen), handle: handle('Permissions', { label: 'Permissions' }) },
  {
    path: paths.settingsPermissionCreate,
    element: guarded('permissions', 'create', 'new permissions', CreatePermissionScreen),
    handle: handle('Add Permission', permissionsBack, { label: 'Add' }),
  },
  {
    path: paths.settingsPermissionDetail,
    element: guarded('permissions', 'read', 'permissions', PermissionDetailScreen),
    handle: handle('Permission', permissionsBack, { label: 'View' }),
  },
];
