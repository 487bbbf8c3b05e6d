import type { Area } from '@crewbase/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathOf } from './login-path-of';
import { useAreaMarker } from './use-area-marker';

export interface RequireAreaProps {
  area: Area;
  /** Rendered when signed in; defaults to the child routes' <Outlet />. */
  children?: ReactNode;
}

/**
 * Route element for the signed-in part of an area. Without the area's marker it sends the person to
 * the login screen, remembering where they were going as `?next=` (see nextPathAfterLogin).
 */
export function RequireArea({ area, children }: RequireAreaProps) {
  const signedIn = useAreaMarker(area);
  const location = useLocation();
  if (signedIn) return children ?? <Outlet />;
  const next = `${location.pathname}${location.search}${location.hash}`;
  return <Navigate to={`${loginPathOf(area)}?${new URLSearchParams({ next })}`} replace />;
}
