// Profiles > Staffs routes, inside the admin layout. A role without the permission that forces one of these
// addresses gets the "You do not have access" state.
import { lazyScreen } from '@crewbase/ui';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';

const StaffListScreen = lazyScreen(() => import('./staff-list-screen').then((m) => ({ default: m.StaffListScreen })));
const CreateStaffScreen = lazyScreen(() => import('./create-staff-screen').then((m) => ({ default: m.CreateStaffScreen })));
const StaffImportScreen = lazyScreen(() => import('./staff-import-screen').then((m) => ({ default: m.StaffImportScreen })));
const StaffDetailScreen = lazyScreen(() => import('./staff-detail-screen').then((m) => ({ default: m.StaffDetailScreen })));

const trail = (...more: Breadcrumb[]): Breadcrumb[] => [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Staffs', to: paths.profilesStaffs },
  ...more,
];
const handle = (title: string, breadcrumbs: Breadcrumb[]): RouteHandle => ({ title, breadcrumbs });

export const staffProfileRoutes = (): RouteObject[] => [
  {
    element: <RequirePermission resource="staff" action="read" what="staff profiles" />,
    children: [
      {
        path: paths.profilesStaffs,
        element: lazyElement(StaffListScreen),
        handle: handle('Staffs', [{ label: 'Dashboard', to: paths.dashboard }, { label: 'Staffs' }]),
      },
      {
        path: paths.profilesStaffsCreate,
        element: (
          <RequirePermission resource="staff" action="create" what="Add New Staff">
            {lazyElement(CreateStaffScreen)}
          </RequirePermission>
        ),
        handle: handle('Add New Staff', trail({ label: 'Add New Staff' })),
      },
      {
        path: paths.profilesStaffsImport,
        element: (
          <RequirePermission resource="staff" action="create" what="Import staff">
            {lazyElement(StaffImportScreen)}
          </RequirePermission>
        ),
        handle: handle('Import staff', trail({ label: 'Import staff' })),
      },
      {
        path: paths.profilesStaffDetail,
        element: lazyElement(StaffDetailScreen),
        handle: handle('Staff Profile', trail({ label: 'Staff Profile' })),
      },
    ],
  },
];
