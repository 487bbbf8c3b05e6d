import type { Area } from '@crewbase/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { nextPathAfterLogin } from './next-path-after-login';
import { useAreaMarker } from './use-area-marker';

export interface GuestOnlyProps {
  area: Area;
  /** Rendered when signed out; defaults to the child routes' <Outlet />. */
  children?: ReactNode;
}

/**
 * Route element for the sign-in screens: signed-in people go to the area's dashboard,
 * or to the `?next=` path they were heading to when it is a safe one.
 */
export function GuestOnly({ area, children }: GuestOnlyProps) {
  const signedIn = useAreaMarker(area);
  const location = useLocation();
  if (!signedIn) return children ?? <Outlet />;
  return <Navigate to={nextPathAfterLogin(location.search, area)} replace />;
}
