// Profiles > Admins routes (users permission), inside the admin layout.
import { lazyScreen } from '@crewbase/ui';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../app/lazy-element';
import { paths } from '../../app/paths';
import { RequirePermission } from '../access/require-permission';
import type { Breadcrumb, RouteHandle } from '../layout/route-handle';

const AdminListScreen = lazyScreen(() => import('./admin-list-screen').then((m) => ({ default: m.AdminListScreen })));
const CreateAdminScreen = lazyScreen(() => import('./create-admin-screen').then((m) => ({ default: m.CreateAdminScreen })));
const AdminDetailScreen = lazyScreen(() => import('./admin-detail-screen').then((m) => ({ default: m.AdminDetailScreen })));

const trail = (...more: Breadcrumb[]): Breadcrumb[] => [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Admins', to: paths.profilesAdmins },
  ...more,
];
const handle = (title: string, breadcrumbs: Breadcrumb[]): RouteHandle => ({ title, breadcrumbs });

export const adminProfileRoutes = (): RouteObject[] => [
  {
    element: <RequirePermission resource="users" action="read" what="admin profiles" />,
    children: [
      {
        path: paths.profilesAdmins,
        element: lazyElement(AdminListScreen),
        handle: handle('Admins', [{ label: 'Dashboard', to: paths.dashboard }, { label: 'Admins' }]),
      },
      {
        path: paths.profilesAdminsCreate,
        element: (
          <RequirePermission resource="users" action="create" what="Add New Admin">
            {lazyElement(CreateAdminScreen)}
          </RequirePermission>
        ),
        handle: handle('Add New Admin', trail({ label: 'Add New Admin' })),
      },
      { path: paths.profilesAdminDetail, element: lazyElement(AdminDetailScreen), handle: handle('Admin Profile', trail({ label: 'Admin Profile' })) },
    ],
  },
];
