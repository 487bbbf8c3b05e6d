// One payslip's actions: mark paid with a payment reference (its loan installments are set to paid, so the loan moves
// on), recalculate from its current inputs (409 once its run is approved), resend the "payslip ready" mail (paid slips),
// delete (runs not yet approved).
import { payrollApi } from '@crewbase/api-client';
import type { PayslipDetail } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPayroll } from './payroll-cache';
import { payrollQueries } from './payroll.queries';

const slips = payrollApi.admin.payslip;

export function usePayslipActions() {
  const queryClient = useQueryClient();
  const settle = (saved: PayslipDetail) => refreshPayroll(queryClient, { saved: { queryKey: payrollQueries.payslip(saved.id).queryKey, data: saved } });
  return {
    markPaid: useMutation({
      mutationFn: ({ id, paymentReference }: { id: string; paymentReference: string }) => slips.markPaid(id, { paymentReference }),
      onSuccess: settle,
    }),
    recalculate: useMutation({ mutationFn: (id: string) => slips.recalculate(id), onSuccess: settle }),
    resendMail: useMutation({ mutationFn: (id: string) => slips.resendMail(id), onSuccess: () => refreshPayroll(queryClient) }),
    remove: useMutation({
      mutationFn: (id: string) => slips.remove(id),
      onSuccess: (_done, id) => refreshPayroll(queryClient, { removed: payrollQueries.payslip(id).queryKey }),
    }),
  };
}
