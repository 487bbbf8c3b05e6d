import { authApi } from '@crewbase/api-client';
import { clearStoredLogin } from '@crewbase/auth';
import type { ResetPasswordInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Sets the new password. The API ends every session of the person, so any staff login stored here goes too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => authApi.resetPassword(input),
    onSuccess: () => {
      clearStoredLogin('staff');
      queryClient.removeQueries();
    },
  });
}
