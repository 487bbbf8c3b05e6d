// Log Out (spec sections 2 and 9): "Logging Out" shows for LOGOUT_DELAY_MS, then the session is ended and the
// person lands on the sign-in screen.
import { useLogout } from '@crewbase/data-access-account';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

export const LOGOUT_DELAY_MS = 1000;

export function useDelayedLogout() {
  const logout = useLogout('staff');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const { mutateAsync } = logout;
  const logOut = useCallback(() => {
    if (timer.current !== undefined) return;
    setLoggingOut(true);
    timer.current = setTimeout(async () => {
      // The session ends on this device even when the API cannot be reached to revoke it.
      await mutateAsync().catch(() => undefined);
      // Nothing of this person may linger for whoever signs in next on this device.
      queryClient.clear();
      navigate(paths.auth.login, { replace: true });
    }, LOGOUT_DELAY_MS);
  }, [mutateAsync, navigate, queryClient]);

  return { loggingOut, logOut };
}
