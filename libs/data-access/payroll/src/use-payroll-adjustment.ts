// A correction to an approved or paid pay run: nothing in that run changes, so the correction is recorded as an
// adjustment that the staff member's next calculated run counts as an ADJUSTMENT line. A run already calculated for a
// later month may now be out of date (its inputs changed), so every payroll query refetches; loans are untouched.
import { payrollApi } from '@crewbase/api-client';
import type { CreateAdjustmentInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payrollQueries } from './payroll.queries';

export function useCreatePayrollAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdjustmentInput) => payrollApi.admin.adjustment.create(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payrollQueries.all(), refetchType: 'all' }),
  });
}
