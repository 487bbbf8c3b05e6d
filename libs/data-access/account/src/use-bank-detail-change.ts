// The staff member's own bank-detail change: asking for new details and withdrawing them while they wait. Either way
// the profile (which shows the pending change) is read again.
import { bankDetailChangesApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from './account.queries';

export type RequestBankDetailChangeFields = Parameters<typeof bankDetailChangesApi.request>[0];

/** POST staff/bank-detail-change: 400 names the field (a failed NUBAN check on accountNumber), 409 while another waits. */
export function useRequestBankDetailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestBankDetailChangeFields) => bankDetailChangesApi.request(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountQueries.staffProfile().queryKey }),
  });
}

/** PATCH staff/bank-detail-change/withdraw/{id}; 409 when an admin decided first. */
export function useWithdrawBankDetailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => bankDetailChangesApi.withdraw(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.staffProfile().queryKey }),
  });
}
