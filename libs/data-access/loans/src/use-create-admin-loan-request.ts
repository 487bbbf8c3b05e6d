import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLoanChange } from './loans-cache';

export type CreateAdminLoanRequestFields = Parameters<typeof loansApi.admin.create>[0];

/** POST admin/loan-request on behalf of a staff member (staffId = staff uuid). */
export function useCreateAdminLoanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminLoanRequestFields) => loansApi.admin.create(input),
    onSuccess: (saved) => refreshAfterLoanChange(queryClient, 'admin', saved),
  });
}
