import { authApi } from '@crewbase/api-client';
import { clearStoredLogin } from '@crewbase/auth';
import type { Area } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Signs out of `area`: asks the API to revoke the refresh token (best effort: offline or an expired session
 * must not keep anyone signed in), then forgets the login and everything cached. Never fails.
 */
export function useLogout(area: Area) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await authApi.logout(area);
      } catch {
        // The server session ends on its own when the refresh token expires.
      }
      clearStoredLogin(area);
      queryClient.removeQueries();
    },
  });
}
