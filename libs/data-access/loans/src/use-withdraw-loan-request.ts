import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLoanChange } from './loans-cache';

/** PATCH staff/loan-request/withdraw/{id} (pending only). */
export function useWithdrawLoanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }) => loansApi.staff.withdraw(id, { note }),
    onSuccess: (saved) => refreshAfterLoanChange(queryClient, 'staff', saved),
  });
}
