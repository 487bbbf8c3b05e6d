// A pay run's life: create (DRAFT) for a month and scope, calculate or recalculate (a background job: the answer's
// calculateJobId is followed with payrollQueries.calculateProgress), approve (locks it; 409 naming each account that
// fails the NUBAN check), mark paid with a payment reference, delete before approval. 409 when its state forbids the step.
import { payrollApi } from '@crewbase/api-client';
import type { CreatePayRunInput, PayRunDetail } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPayroll } from './payroll-cache';
import { payrollQueries } from './payroll.queries';

const runs = payrollApi.admin.payRun;

export function usePayRunActions() {
  const queryClient = useQueryClient();
  const settle = (saved: PayRunDetail) => refreshPayroll(queryClient, { saved: { queryKey: payrollQueries.payRun(saved.id).queryKey, data: saved } });
  return {
    create: useMutation({ mutationFn: (input: CreatePayRunInput) => runs.create(input), onSuccess: settle }),
    calculate: useMutation({ mutationFn: (id: string) => runs.calculate(id), onSuccess: settle }),
    approve: useMutation({ mutationFn: (id: string) => runs.approve(id), onSuccess: settle }),
    markPaid: useMutation({
      mutationFn: ({ id, paymentReference }: { id: string; paymentReference: string }) => runs.markPaid(id, { paymentReference }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (id: string) => runs.remove(id),
      onSuccess: (_done, id) => refreshPayroll(queryClient, { removed: payrollQueries.payRun(id).queryKey }),
    }),
  };
}
