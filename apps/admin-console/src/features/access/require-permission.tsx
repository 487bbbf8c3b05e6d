// Route guard: the screens under it open only for a role with the permission; anyone else who forces the URL
// sees the "You do not have access" state instead of a screen that would fail call by call.
import { accountQueries } from '@crewbase/data-access-account';
import type { PermissionAction, PermissionResource } from '@crewbase/domain';
import { ErrorState, PageSpinner } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { NotAllowed } from './not-allowed';
import { useCan } from './use-can';

export interface RequirePermissionProps {
  resource: PermissionResource;
  action?: PermissionAction;
  /** Names the place in the refusal, e.g. "the staff list". */
  what?: string;
  /** Defaults to the nested routes. */
  children?: ReactNode;
}

export function RequirePermission({ resource, action = 'read', what, children }: RequirePermissionProps) {
  // The same cached profile useCan reads; here its loading and failure show too.
  const profile = useQuery(accountQueries.adminProfile());
  const can = useCan();
  if (profile.data) {
    return can(resource, action) ? (children ?? <Outlet />) : <NotAllowed what={what} />;
  }
  if (profile.isError) {
    return <ErrorState title="Your profile could not be loaded" message={profile.error.message} onRetry={() => void profile.refetch()} />;
  }
  return <PageSpinner />;
}
