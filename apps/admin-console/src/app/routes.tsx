// The console's route tree. Every screen is a lazy chunk, so signing in downloads only the sign-in screen, and the
// signed-in screens' routes are a chunk of their own (signed-in-routes.tsx), loaded on the first navigation into
// them (console-routes.tsx); a route starts its screen's queries while the code loads (PrefetchQuery), with the same
// query options the screen uses.
import { PrefetchQuery } from '@crewbase/api-client';
import { GuestOnly, RequireArea, UnknownPathRedirect } from '@crewbase/auth';
import { accountQueries } from '@crewbase/data-access-account';
import { lazyScreen } from '@crewbase/ui';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../features/layout/route-handle';
import { DocumentTitle } from './document-title';
import { env } from './env';
import { lazyElement } from './lazy-element';
import { paths } from './paths';

const LoginScreen = lazyScreen(() => import('../features/auth/login-screen').then((m) => ({ default: m.LoginScreen })));
const ActivateScreen = lazyScreen(() => import('../features/auth/activate-screen').then((m) => ({ default: m.ActivateScreen })));
const PrivacyScreen = lazyScreen(() => import('../features/privacy/privacy-screen').then((m) => ({ default: m.PrivacyScreen })));
const AdminLayout = lazyScreen(() => import('../features/layout/admin-layout').then((m) => ({ default: m.AdminLayout })));
const handle = (title: string, breadcrumbs?: RouteHandle['breadcrumbs']): RouteHandle => ({ title, breadcrumbs });

export interface AppRoutesOptions {
  /** How to leave for the staff portal (a full page load); tests pass a spy. */
  leaveTo?: (url: string) => void;
}

/** The console's routes, with the signed-in screens' routes (signed-in-routes.tsx) under the layout once loaded. */
export function appRoutes({ leaveTo }: AppRoutesOptions = {}, signedIn: RouteObject[] = []): RouteObject[] {
  return [
    {
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
              element: <PrefetchQuery query={accountQueries.adminProfile()}>{lazyElement(AdminLayout)}</PrefetchQuery>,
              children: signedIn,
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
