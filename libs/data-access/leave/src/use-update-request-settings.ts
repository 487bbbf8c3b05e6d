import { requestSettingsApi } from '@crewbase/api-client';
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
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === 'balance', refetchType: 'all' });
    },
  });
}
