// Log Out (spec sections 2 and 9): "Logging Out" shows for LOGOUT_DELAY_MS, then the person lands on the sign-in
// screen. The session itself ends at once, not after the pause (useLogout forgets the login when called): a tab
// closed or reloaded during that second must not come back signed in.
import { useLogout } from '@crewbase/data-access-account';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

export const LOGOUT_DELAY_MS = 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useDelayedLogout() {
  const { mutateAsync: logout } = useLogout('staff');
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const started = useRef(false);

  const logOut = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoggingOut(true);
  }, []);

  // The login is forgotten once "Logging Out" has replaced the screens (this runs in the same commit): forgotten
  // while a dashboard was still mounted, its queries would ask again without a login and be refused (401s).
  const sent = useRef(false);
  useEffect(() => {
    if (!loggingOut || sent.current) return;
    sent.current = true;
    // Leave once the pause is over and the server has answered, so the sign-in screen shows only after the old
    // session was revoked wherever that was possible (useLogout never rejects, but stay safe if it ever does).
    void Promise.all([pause(LOGOUT_DELAY_MS), logout().catch(() => undefined)]).then(() =>
      navigate(paths.auth.login, { replace: true }),
    );
  }, [loggingOut, logout, navigate]);

  return { loggingOut, logOut };
}
