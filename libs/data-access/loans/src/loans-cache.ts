// What every loan change refreshes: the answer replaces the cached detail, and every list and balance refetches.
import type { Area, LoanRequestDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { loanQueries } from './loans.queries';

export async function refreshAfterLoanChange(queryClient: QueryClient, area: Area, saved: LoanRequestDetail): Promise<void> {
  // The area that changed it gets the answer; the other area's cached copy of the same request refetches.
  const [own, other] =
    area === 'staff'
      ? [loanQueries.myDetail(saved.id), loanQueries.adminDetail(saved.id)]
      : [loanQueries.adminDetail(saved.id), loanQueries.myDetail(saved.id)];
  queryClient.setQueryData(own.queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: loanQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: loanQueries.balances(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: other.queryKey, refetchType: 'all' }),
  ]);
}

export async function refreshAfterLoanRemoved(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: loanQueries.myDetail(id).queryKey });
  queryClient.removeQueries({ queryKey: loanQueries.adminDetail(id).queryKey });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: loanQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: loanQueries.balances(), refetchType: 'all' }),
  ]);
}
