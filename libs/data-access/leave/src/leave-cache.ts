// What every leave change refreshes: the answer replaces the cached detail, and every list and balance refetches
// (a new, changed or withdrawn request moves the days left and the lists, in either app). Inactive ones too: the
// app never refetches on mount, so a list left behind would otherwise come back stale.
import type { Area, LeaveRequestDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { leaveQueries } from './leave.queries';

export async function refreshAfterLeaveChange(queryClient: QueryClient, area: Area, saved: LeaveRequestDetail): Promise<void> {
  const detail = area === 'staff' ? leaveQueries.myDetail(saved.id) : leaveQueries.adminDetail(saved.id);
  queryClient.setQueryData(detail.queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: leaveQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: leaveQueries.balances(), refetchType: 'all' }),
    // Any other cached copy of the same request (the other area's).
    queryClient.invalidateQueries({
      queryKey: leaveQueries.details(),
      refetchType: 'all',
      predicate: (query) => query.queryKey.at(-1) === saved.id && query.queryKey[2] !== detail.queryKey[2],
    }),
  ]);
}

export async function refreshAfterLeaveRemoved(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: leaveQueries.details(), predicate: (query) => query.queryKey.at(-1) === id });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: leaveQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: leaveQueries.balances(), refetchType: 'all' }),
  ]);
}
