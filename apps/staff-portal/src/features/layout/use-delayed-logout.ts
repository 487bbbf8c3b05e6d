// Log Out (spec sections 2 and 9): "Logging Out" shows for LOGOUT_DELAY_MS, then the session is ended (useLogout
// revokes it on the server, forgets the stored login and the cache) and the person lands on the sign-in screen.
import { useLogout } from '@crewbase/data-access-account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

export const LOGOUT_DELAY_MS = 1000;

export function useDelayedLogout() {
  const { mutate: logout } = useLogout('staff');
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const logOut = useCallback(() => {
    if (timer.current !== undefined) return;
    setLoggingOut(true);
    timer.current = setTimeout(() => {
      logout(undefined, { onSettled: () => navigate(paths.auth.login, { replace: true }) });
    }, LOGOUT_DELAY_MS);
  }, [logout, navigate]);

  return { loggingOut, logOut };
}
