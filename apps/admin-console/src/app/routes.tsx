// The console's route tree. Every screen is a lazy chunk, so signing in downloads only the sign-in screen;
// loaders start the screens' queries while their code loads, with the same query options the screens use.
import { GuestOnly, hasAreaMarker, RequireArea, UnknownPathRedirect } from '@crewbase/auth';
import { accountQueries } from '@crewbase/data-access-account';
import { dashboardQueries } from '@crewbase/data-access-dashboard';
import { lazyScreen } from '@crewbase/ui';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../features/layout/route-handle';
import { staffProfileRoutes } from '../features/staff-profiles/staff-profile-routes';
import { bankDetailChangeRoutes } from '../features/bank-detail-changes/bank-detail-change-routes';
import { adminProfileRoutes } from '../features/admin-profiles/admin-profile-routes';
import { settingsRoutes } from '../features/settings/settings-routes';
import { requestRoutes } from '../features/requests/request-routes';
import { messagesRoutes } from '../features/messages/messages-routes';
import { scheduleRoutes } from '../features/schedule/schedule-routes';
import { payrollRoutes } from '../features/payroll/payroll-routes';
import { performanceRoutes } from '../features/performance/performance-routes';
import { inventoryRoutes } from '../features/inventory/inventory-routes';
import { reportsRoutes } from '../features/reports/reports-routes';
import { DocumentTitle } from './document-title';
import { env } from './env';
import { lazyElement } from './lazy-element';
import { paths } from './paths';
import { RouteError } from './route-error';

const LoginScreen = lazyScreen(() => import('../features/auth/login-screen').then((m) => ({ default: m.LoginScreen })));
const ActivateScreen = lazyScreen(() => import('../features/auth/activate-screen').then((m) => ({ default: m.ActivateScreen })));
const PrivacyScreen = lazyScreen(() => import('../features/privacy/privacy-screen').then((m) => ({ default: m.PrivacyScreen })));
const AdminLayout = lazyScreen(() => import('../features/layout/admin-layout').then((m) => ({ default: m.AdminLayout })));
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

export interface AppRoutesOptions {
  /** How to leave for the staff portal (a full page load); tests pass a spy. */
  leaveTo?: (url: string) => void;
}

export function appRoutes(queryClient: QueryClient, { leaveTo }: AppRoutesOptions = {}): RouteObject[] {
  // Fire-and-forget, and only when signed in (loaders run before RequireArea can redirect): a failed prefetch
  // surfaces in the screen's own error state, not as a route error.
  const prefetch = (start: () => Promise<void>) => () => {
    if (hasAreaMarker('admin')) void start();
    return null;
  };

  return [
    {
      // Whatever the router catches outside a screen's own boundary shows like a failed screen.
      errorElement: <RouteError />,
      element: <DocumentTitle />,
      children: [
        { path: paths.root, element: <Navigate to={paths.dashboard} replace /> },
        { path: paths.admin, element: <Navigate to={paths.dashboard} replace /> },
        { path: paths.privacy, element: lazyElement(PrivacyScreen), handle: handle('Privacy Policy') },
        {
          element: <GuestOnly area="admin" />,
          children: [
            { path: paths.login, element: lazyElement(LoginScreen), handle: handle('Sign In') },
            { path: paths.activate, element: lazyElement(ActivateScreen), handle: handle('Activate Account') },
          ],
        },
        {
          element: <RequireArea area="admin" />,
          children: [
            {
              element: lazyElement(AdminLayout),
              loader: prefetch(() => queryClient.prefetchQuery(accountQueries.adminProfile())),
              children: [
                {
                  path: paths.dashboard,
                  element: lazyElement(DashboardScreen),
                  loader: prefetch(() => queryClient.prefetchQuery(dashboardQueries.staffMetrics())),
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
              ],
            },
          ],
        },
        {
          path: '*',
          element: (
            <UnknownPathRedirect
              currentArea="admin"
              staffAppUrl={env.staffAppUrl}
              adminAppUrl={env.adminAppUrl}
              leaveTo={leaveTo}
            />
          ),
        },
      ],
    },
  ];
}
