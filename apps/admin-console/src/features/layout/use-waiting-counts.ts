// How many requests wait for the signed-in admin's decision, per kind their role may approve (the menu's counts).
// Any change this console makes (a decision, a new request, a delete) may move them, so every successful mutation
// invalidates pendingDecisionQueries.all(); a change made elsewhere shows when the window regains focus.
import { pendingDecisionQueries } from '@crewbase/data-access-dashboard';
import type { PendingDecisions } from '@crewbase/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useWaitingCounts(enabled: boolean): PendingDecisions['waiting'] {
  const queryClient = useQueryClient();
  const summary = useQuery({ ...pendingDecisionQueries.summary(), enabled });

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: pendingDecisionQueries.all() });
        }
      }),
    [queryClient],
  );

  return summary.data?.waiting ?? {};
}
