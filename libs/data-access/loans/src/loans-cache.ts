// What every loan change refreshes: the answer replaces the cached detail, and every list and balance refetches.
import type { Area, LoanRequestDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { loanQueries } from './loans.queries';

export async function refreshAfterLoanChange(queryClient: QueryClient, area: Area, saved: LoanRequestDetail): Promise<void> {
  const detail = area === 'staff' ? loanQueries.myDetail(saved.id) : loanQueries.adminDetail(saved.id);
  queryClient.setQueryData(detail.queryKey, saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: loanQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: loanQueries.balances(), refetchType: 'all' }),
    queryClient.invalidateQueries({
      queryKey: loanQueries.details(),
      refetchType: 'all',
      predicate: (query) => query.queryKey.at(-1) === saved.id && query.queryKey[2] !== detail.queryKey[2],
    }),
  ]);
}

export async function refreshAfterLoanRemoved(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: loanQueries.details(), predicate: (query) => query.queryKey.at(-1) === id });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: loanQueries.lists(), refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: loanQueries.balances(), refetchType: 'all' }),
  ]);
}
