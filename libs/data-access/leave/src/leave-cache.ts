// What every leave change refreshes: the answer replaces the cached detail, and every list and balance refetches
// (a new, changed or withdrawn request moves the days left and the lists, in either app). Inactive ones too: the
// app never refetches on mount, so a list left behind would otherwise come back stale.
import type { Area, LeaveRequestDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { leaveQueries } from './leave.queries';

export async function refreshAfterLeaveChange(queryClient: QueryClient, area: Area, saved: LeaveRequestDetail): Promise<void> {
  // The area that changed it gets the answer; the other area's cached copy of the same request refetches.
  const [own, other] =
    area === 'staff'
      ? [leaveQueries.myDetail(saved.id), leaveQueries.adminDetail(saved.id)]
      : [leaveQueries.adminDetail(saved.id), leaveQueries.myDetail(saved.id)];
  queryClient.setQueryData(own.queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: leaveQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: leaveQueries.balances(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: other.queryKey, refetchType: 'all' }),
  ]);
}

export async function refreshAfterLeaveRemoved(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: leaveQueries.myDetail(id).queryKey });
  queryClient.removeQueries({ queryKey: leaveQueries.adminDetail(id).queryKey });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: leaveQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: leaveQueries.balances(), refetchType: 'all' }),
  ]);
}
