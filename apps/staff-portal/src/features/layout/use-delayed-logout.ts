// Log Out (spec sections 2 and 9): "Logging Out" shows for LOGOUT_DELAY_MS, then the person lands on the sign-in
// screen. The session itself ends at once, not after the pause: a tab closed or reloaded during that second
// must not come back signed in.
import { storageKeys } from '@crewbase/auth';
import { useLogout } from '@crewbase/data-access-account';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

export const LOGOUT_DELAY_MS = 1000;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * useLogout reads the stored login to revoke it on the server and forgets it only once the API has answered,
 * so the area marker (what every guard checks) goes first, synchronously. Remove this once the lib can end the
 * local session before its network call.
 */
const dropAreaMarker = () => {
  try {
    localStorage.removeItem(storageKeys.marker('staff'));
  } catch {
    // Storage unavailable: useLogout still clears what it can.
  }
};

export function useDelayedLogout() {
  const { mutateAsync: logout } = useLogout('staff');
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const started = useRef(false);

  const logOut = useCallback(() => {
    if (started.current) return;
    started.current = true;
    dropAreaMarker();
    setLoggingOut(true);
    // Leave only when both the pause is over and the session is gone, so a slow API cannot leave a login behind
    // for whoever signs in next (useLogout never rejects, but stay on the safe side if it ever does).
    void Promise.all([pause(LOGOUT_DELAY_MS), logout().catch(() => undefined)]).then(() =>
      navigate(paths.auth.login, { replace: true }),
    );
  }, [logout, navigate]);

  return { loggingOut, logOut };
}
