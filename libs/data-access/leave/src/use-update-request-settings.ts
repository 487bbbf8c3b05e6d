import { requestSettingsApi } from '@crewbase/api-client';
import { loanQueries } from '@crewbase/data-access-loans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveQueries } from './leave.queries';

export type UpdateRequestSettingsFields = Parameters<typeof requestSettingsApi.update>[0];

/** PUT admin/request-settings: the answer replaces the cached settings; balances follow the new entitlement. */
export function useUpdateRequestSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRequestSettingsFields) => requestSettingsApi.update(input),
    onSuccess: async (saved) => {
      queryClient.setQueryData(leaveQueries.requestSettings().queryKey, saved);
      // Loan ceilings live in the loans cache: balances there refetch too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: leaveQueries.balances(), refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: loanQueries.balances(), refetchType: 'all' }),
      ]);
    },
  });
}
