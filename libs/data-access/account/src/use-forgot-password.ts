import { authApi } from '@crewbase/api-client';
import type { RequestCodeInput } from '@crewbase/domain';
import { useMutation } from '@tanstack/react-query';

/** Mails a reset code; the answer is the same whether or not the email exists. */
export function useForgotPassword() {
  return useMutation({ mutationFn: (input: RequestCodeInput) => authApi.forgotPassword(input) });
}
