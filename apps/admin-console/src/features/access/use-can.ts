// What the signed-in admin's role may do, from the live profile (refetched on every navigation, see
// useLivePermissions). The one way the console asks: screens, row actions, route guards and the role editor.
// Only for hiding and guarding: the API checks every call again. An action whose form reads other lists is granted
// only with those reads too (actionNeeds), so nothing offered ends at a picker the API refuses.
import { accountQueries } from '@crewbase/data-access-account';
import { hasPermission, type PermissionAction, type PermissionResource } from '@crewbase/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { mayAct } from './action-needs';

/**
 * Known resources and actions are checked by type; a catalogue permission read from the API passes as text.
 * `{ form: false }` asks about an action that opens no form (Suspend, Reactivate: a status change on the record), so
 * only the permission counts, not the reads the action's form needs.
 */
export type Can = (resource: PermissionResource | (string & {}), action: PermissionAction | (string & {}), options?: { form?: boolean }) => boolean;

export function useCan(): Can {
  const profile = useQuery(accountQueries.adminProfile());
  const role = profile.data?.role;
  return useCallback(
    (resource, action, { form = true } = {}) => (role ? (form ? mayAct(role, resource, action) : hasPermission(role, resource, action)) : false),
    [role],
  );
}

export type AdminCan = (action: PermissionAction) => boolean;

// The same answer bound to one resource, for screens that only ever ask about their own.
export function useAdminCan(resource: PermissionResource): AdminCan {
  const can = useCan();
  return useCallback((action: PermissionAction) => can(resource, action), [can, resource]);
}
