// Log Out (spec sections 2 and 9): "Logging Out" shows for LOGOUT_DELAY_MS, then the person lands on the sign-in
// screen. The shared useLogout ends the session as soon as "Logging Out" has replaced the screens, not after the
// pause: a tab closed or reloaded during that second must not come back signed in.
import { useLogout } from '@crewbase/data-access-account';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';

export const LOGOUT_DELAY_MS = 1000;

export function useDelayedLogout() {
  const navigate = useNavigate();
  const { loggingOut, logOut } = useLogout('staff', {
    minimumMs: LOGOUT_DELAY_MS,
    onSignedOut: () => navigate(paths.auth.login, { replace: true }),
  });
  return { loggingOut, logOut };
}
