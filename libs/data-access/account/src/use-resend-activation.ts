import { authApi } from '@crewbase/api-client';
import type { RequestCodeInput } from '@crewbase/domain';
import { useMutation } from '@tanstack/react-query';

/** Sends a new activation code; the answer is the same whether or not the email exists. */
export function useResendActivation() {
  return useMutation({ mutationFn: (input: RequestCodeInput) => authApi.resendActivation(input) });
}
