// The signed-in screens' routes: the admin layout's children (routes.tsx). A chunk of their own, loaded on the
// first navigation into them (console-routes.tsx), so the sign-in's first load does not carry every feature's route table
// (README, "Front-end bundles").
import { PrefetchQuery } from '@crewbase/api-client';
import { dashboardQueries } from '@crewbase/data-access-dashboard';
import { lazyScreen } from '@crewbase/ui';
import type { RouteObject } from 'react-router';
import { adminProfileRoutes } from '../features/admin-profiles/admin-profile-routes';
import { bankDetailChangeRoutes } from '../features/bank-detail-changes/bank-detail-change-routes';
import { inventoryRoutes } from '../features/inventory/inventory-routes';
import type { RouteHandle } from '../features/layout/route-handle';
import { messagesRoutes } from '../features/messages/messages-routes';
import { payrollRoutes } from '../features/payroll/payroll-routes';
import { performanceRoutes } from '../features/performance/performance-routes';
import { reportsRoutes } from '../features/reports/reports-routes';
import { requestRoutes } from '../features/requests/request-routes';
import { scheduleRoutes } from '../features/schedule/schedule-routes';
import { settingsRoutes } from '../features/settings/settings-routes';
import { staffProfileRoutes } from '../features/staff-profiles/staff-profile-routes';
import { lazyElement } from './lazy-element';
import { paths } from './paths';

const DashboardScreen = lazyScreen(() =>
  import('../features/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })),
);
const NotificationsScreen = lazyScreen(() =>
  import('../features/notifications/notifications-screen').then((m) => ({ default: m.NotificationsScreen })),
);
const ProfileScreen = lazyScreen(() => import('../features/profile/profile-screen').then((m) => ({ default: m.ProfileScreen })));
const UpdateProfileScreen = lazyScreen(() =>
  import('../features/profile/update-profile-screen').then((m) => ({ default: m.UpdateProfileScreen })),
);

const handle = (title: string, breadcrumbs?: RouteHandle['breadcrumbs']): RouteHandle => ({ title, breadcrumbs });

export function signedInRoutes(): RouteObject[] {
  return [
    {
      path: paths.dashboard,
      element: <PrefetchQuery query={dashboardQueries.staffMetrics()}>{lazyElement(DashboardScreen)}</PrefetchQuery>,
      handle: handle('Dashboard'),
    },
    {
      path: paths.profile,
      element: lazyElement(ProfileScreen),
      handle: handle('My Profile', [{ label: 'Dashboard', to: paths.dashboard }, { label: 'My Profile' }]),
    },
    {
      path: paths.updateProfile,
      element: lazyElement(UpdateProfileScreen),
      handle: handle('Edit Profile', [
        { label: 'Dashboard', to: paths.dashboard },
        { label: 'My Profile', to: paths.profile },
        { label: 'Edit Profile' },
      ]),
    },
    {
      path: paths.notifications,
      element: lazyElement(NotificationsScreen),
      handle: handle('Notifications', [{ label: 'Dashboard', to: paths.dashboard }, { label: 'Notifications' }]),
    },
    ...requestRoutes(),
    ...messagesRoutes(),
    ...scheduleRoutes(),
    ...staffProfileRoutes(),
    ...bankDetailChangeRoutes(),
    ...adminProfileRoutes(),
    ...settingsRoutes(),
    ...performanceRoutes(),
    ...payrollRoutes(),
    ...inventoryRoutes(),
    ...reportsRoutes(),
  ];
}
