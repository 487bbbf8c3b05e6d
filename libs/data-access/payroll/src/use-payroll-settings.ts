// Saving the payroll settings (tax bands by effective date, pension and housing-fund rates, pay day, day-rate divisor).
// 400 names each field the server refused; runs already approved keep what they were calculated with.
import { payrollApi } from '@crewbase/api-client';
import type { UpdatePayrollSettingsInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshPayroll } from './payroll-cache';
import { payrollQueries } from './payroll.queries';

export function useSavePayrollSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePayrollSettingsInput) => payrollApi.admin.settings.update(input),
    onSuccess: (saved) => refreshPayroll(queryClient, { saved: { queryKey: payrollQueries.settings().queryKey, data: saved } }),
  });
}
