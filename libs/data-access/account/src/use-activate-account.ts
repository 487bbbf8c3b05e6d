import { authApi } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import type { ActivateAccountInput, Area } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Proves the mailed activation code, sets the password and signs the new person in to `area`
 * (/staff/auth/new-user for staff, /admin/auth/activate for admins).
 */
export function useActivateAccount(area: Area = 'staff') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivateAccountInput) => authApi.activate(area, input),
    onSuccess: (tokens) => {
      queryClient.removeQueries();
      setStoredLogin(area, tokens);
    },
  });
}
