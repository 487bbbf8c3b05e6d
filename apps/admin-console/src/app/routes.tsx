// The console's route tree. Every screen is a lazy chunk, so signing in downloads only the sign-in screen, and the
// signed-in screens' routes are a chunk of their own (signed-in-routes.tsx), discovered on the first navigation into
// them (router.ts); loaders start the screens' queries while their code loads, with the same query options the
// screens use.
import { GuestOnly, RequireArea, UnknownPathRedirect } from '@crewbase/auth';
import { accountQueries } from '@crewbase/data-access-account';
import { lazyScreen, PageSpinner } from '@crewbase/ui';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../features/layout/route-handle';
import { DocumentTitle } from './document-title';
import { env } from './env';
import { lazyElement } from './lazy-element';
import { paths } from './paths';
import { prefetchWhenSignedIn } from './prefetch-when-signed-in';
import { RouteError } from './route-error';

const LoginScreen = lazyScreen(() => import('../features/auth/login-screen').then((m) => ({ default: m.LoginScreen })));
const ActivateScreen = lazyScreen(() => import('../features/auth/activate-screen').then((m) => ({ default: m.ActivateScreen })));
const PrivacyScreen = lazyScreen(() => import('../features/privacy/privacy-screen').then((m) => ({ default: m.PrivacyScreen })));
const AdminLayout = lazyScreen(() => import('../features/layout/admin-layout').then((m) => ({ default: m.AdminLayout })));
const handle = (title: string, breadcrumbs?: RouteHandle['breadcrumbs']): RouteHandle => ({ title, breadcrumbs });

/** The signed-in layout's route, under which the signed-in screens' routes are patched in. */
export const SIGNED_IN_ROUTE_ID = 'signed-in';

export interface AppRoutesOptions {
  /** How to leave for the staff portal (a full page load); tests pass a spy. */
  leaveTo?: (url: string) => void;
}

export function appRoutes(queryClient: QueryClient, { leaveTo }: AppRoutesOptions = {}): RouteObject[] {
  return [
    {
      // Whatever the router catches outside a screen's own boundary shows like a failed screen.
      errorElement: <RouteError />,
      // While the first page's routes are being discovered (router.ts), as while a screen's code loads.
      hydrateFallbackElement: <PageSpinner fullScreen />,
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
              id: SIGNED_IN_ROUTE_ID,
              element: lazyElement(AdminLayout),
              loader: prefetchWhenSignedIn(() => queryClient.prefetchQuery(accountQueries.adminProfile())),
              // The signed-in screens' routes are discovered on the first navigation into them (router.ts).
              children: [],
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
