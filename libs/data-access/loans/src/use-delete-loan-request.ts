import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLoanRemoved } from './loans-cache';

/** DELETE admin/loan-request/{id} (soft, audited; where the workflow's delete allows, 409 otherwise). */
export function useDeleteLoanRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => loansApi.admin.remove(id),
    onSuccess: (_, id) => refreshAfterLoanRemoved(queryClient, id),
  });
}
