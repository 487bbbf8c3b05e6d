import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLoanChange } from './loans-cache';

/**
 * PATCH admin/loan-request/{id}/repayment-plan/set-to-paid ("Mark as Paid"): the loan moves to REPAYMENT_IN_PROGRESS,
 * or COMPLETED with the last installment; 409 if that installment is already paid.
 */
export function useSetInstallmentPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, installmentId }: { id: string; installmentId: string }) => loansApi.admin.setInstallmentPaid(id, { installmentId }),
    onSuccess: (saved) => refreshAfterLoanChange(queryClient, 'admin', saved),
  });
}
