import { authApi } from '@crewbase/api-client';
import type { VerifyResetCodeInput } from '@crewbase/domain';
import { useMutation } from '@tanstack/react-query';

/** Exchanges the mailed code for a short-lived reset token. */
export function useVerifyResetCode() {
  return useMutation({ mutationFn: (input: VerifyResetCodeInput) => authApi.verifyResetCode(input) });
}
