import { authApi } from '@crewbase/api-client';
import { clearStoredLogin, getStoredLogin } from '@crewbase/auth';
import type { Area, AuthTokens } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface LogoutOptions {
  /** Where to go once signed out (the sign-in screen): called after `minimumMs` and the server's answer. */
  onSignedOut?: () => void;
  /** How long "Logging Out" shows at least (the staff portal's one second). */
  minimumMs?: number;
  /**
   * Whether to leave only once the server has answered (the staff portal: its sign-in screen shows after the old
   * session was revoked wherever possible), or as soon as this browser has forgotten it (the admin console).
   */
  waitForServer?: boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Log Out of `area`, for both apps. `logOut()` sets `loggingOut`; the caller (the signed-in layout) then renders
 * no signed-in screen ("Logging Out" instead). In the commit that took those screens away, this browser forgets
 * the session: the tokens are captured, then the stored login, its marker and everything cached go before any
 * network call, so a tab closed or reloaded from then on comes back signed out. Forgotten any earlier, a screen
 * still mounted would ask for its data again without a login and be refused (401s). Then the API is asked to
 * revoke the captured refresh token, best effort (offline or an expired session must not keep anyone signed in),
 * and `onSignedOut` runs (after the server's answer unless `waitForServer: false`). Never fails.
 */
export function useLogout(area: Area, { onSignedOut, minimumMs = 0, waitForServer = true }: LogoutOptions = {}) {
  const queryClient = useQueryClient();
  const { mutateAsync: revoke, ...state } = useMutation({
    mutationFn: async (login: AuthTokens | null) => {
      try {
        await authApi.logout(area, login);
      } catch {
        // The server session ends on its own when the refresh token expires.
      }
    },
  });
  const [loggingOut, setLoggingOut] = useState(false);
  const logOut = useCallback(() => setLoggingOut(true), []);

  // The latest callback, without restarting the effect when a caller passes a new function each render.
  const leave = useRef(onSignedOut);
  leave.current = onSignedOut;

  const started = useRef(false);
  useEffect(() => {
    if (!loggingOut || started.current) return;
    started.current = true;
    const login = getStoredLogin(area);
    clearStoredLogin(area);
    queryClient.removeQueries();
    const revoked = revoke(login).catch(() => undefined);
    void Promise.all([pause(minimumMs), waitForServer ? revoked : undefined]).then(() => leave.current?.());
  }, [loggingOut, area, minimumMs, waitForServer, queryClient, revoke]);

  return { ...state, loggingOut, logOut };
}
