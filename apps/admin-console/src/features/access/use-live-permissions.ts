// A role's permissions can change while its holders are signed in (the API reads them per request). The console
// refetches the profile on every navigation, so the sidebar and the guards follow the role at once.
import { accountQueries } from '@crewbase/data-access-account';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useLivePermissions() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The layout's own query loads the profile on arrival; refetch only when the person moves on.
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.refetchQueries({ queryKey: accountQueries.adminProfile().queryKey, type: 'active' });
  }, [pathname, queryClient]);
}
