import { authApi } from '@crewbase/api-client';
import { clearStoredLogin, getStoredLogin } from '@crewbase/auth';
import type { Area, AuthTokens } from '@crewbase/domain';
import { useMutation, useQueryClient, type MutateOptions } from '@tanstack/react-query';
import { useCallback } from 'react';

type LogoutOptions = MutateOptions<void, Error, AuthTokens | null>;

/**
 * Signs out of `area`. This browser forgets the session the moment `mutate`/`mutateAsync` is called: the tokens
 * are captured, then the stored login, its marker and everything cached go before any network call, so a tab
 * closed or reloaded while the request runs comes back signed out. Then the API is asked to revoke the captured
 * refresh token, best effort (offline or an expired session must not keep anyone signed in). Never fails.
 */
export function useLogout(area: Area) {
  const queryClient = useQueryClient();
  const { mutate, mutateAsync, ...state } = useMutation({
    mutationFn: async (login: AuthTokens | null) => {
      try {
        await authApi.logout(area, login);
      } catch {
        // The server session ends on its own when the refresh token expires.
      }
    },
  });

  const forgetLogin = useCallback((): AuthTokens | null => {
    const login = getStoredLogin(area);
    clearStoredLogin(area);
    queryClient.removeQueries();
    return login;
  }, [area, queryClient]);

  const logOut = useCallback((_?: void, options?: LogoutOptions) => mutate(forgetLogin(), options), [mutate, forgetLogin]);
  const logOutAsync = useCallback(
    (_?: void, options?: LogoutOptions) => mutateAsync(forgetLogin(), options),
    [mutateAsync, forgetLogin],
  );

  return { ...state, mutate: logOut, mutateAsync: logOutAsync };
}
