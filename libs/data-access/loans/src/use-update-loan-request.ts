import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLoanChange } from './loans-cache';

export type UpdateLoanRequestFields = Parameters<typeof loansApi.staff.update>[1] & { id: string };

/** PATCH staff/loan-request/{id}, only while pending (409 otherwise). */
export function useUpdateLoanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateLoanRequestFields) => loansApi.staff.update(id, input),
    onSuccess: (saved) => refreshAfterLoanChange(queryClient, 'staff', saved),
  });
}
