// What the signed-in admin's role may do with a resource, read from the profile the layout already loaded.
// Only for hiding what the role cannot do: the API checks every call again.
import { accountQueries } from '@crewbase/data-access-account';
import { hasPermission, type PermissionAction, type PermissionResource } from '@crewbase/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

export type AdminCan = (action: PermissionAction) => boolean;

export function useAdminCan(resource: PermissionResource): AdminCan {
  const profile = useQuery(accountQueries.adminProfile());
  const role = profile.data?.role;
  return useCallback((action: PermissionAction) => (role ? hasPermission(role, resource, action) : false), [role, resource]);
}
