import { authApi } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import type { ActivateAccountInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** /staff/auth/new-user: proves the activation code, sets the password and signs the new staff member in. */
export function useActivateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivateAccountInput) => authApi.activate(input),
    onSuccess: (tokens) => {
      queryClient.removeQueries();
      setStoredLogin('staff', tokens);
    },
  });
}
