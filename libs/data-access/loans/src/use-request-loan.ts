import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLoanChange } from './loans-cache';

export type RequestLoanFields = Parameters<typeof loansApi.staff.create>[0];

/** POST staff/loan-request. A refusal carries field errors (amountRequested over what is available, repaymentMonths). */
export function useRequestLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestLoanFields) => loansApi.staff.create(input),
    onSuccess: (saved) => refreshAfterLoanChange(queryClient, 'staff', saved),
  });
}
