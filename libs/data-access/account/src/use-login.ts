import { authApi } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import type { Area, LoginInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Signs in to `area` and stores the login; nothing cached for whoever used this tab before survives. */
export function useLogin(area: Area) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => authApi.login(area, input),
    onSuccess: (tokens) => {
      queryClient.removeQueries();
      setStoredLogin(area, tokens);
    },
  });
}
