// What every payroll change refreshes. A calculation, an approval or a paid slip moves the run, its slips, the lists,
// the staff profile's Payroll tab and (through loans paid by it) more, so everything under payrollQueries.all()
// refetches, inactive queries too: the apps never refetch on mount, so a screen left behind would come back stale.
import { loanQueries } from '@crewbase/data-access-loans';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { payrollQueries } from './payroll.queries';

export interface PayrollRefreshOptions {
  /** The changed record's detail and the server's answer for it: cached as it is instead of fetched again. */
  saved?: { queryKey: QueryKey; data: unknown };
  /** A deleted record's detail: never asked for again (it would only be a 404). */
  removed?: QueryKey;
}

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

export async function refreshPayroll(queryClient: QueryClient, { saved, removed }: PayrollRefreshOptions = {}): Promise<void> {
  if (removed) queryClient.removeQueries({ queryKey: removed, exact: true, type: 'inactive' });
  if (saved) queryClient.setQueryData(saved.queryKey, saved.data);
  const skipped = [saved?.queryKey, removed].filter((key): key is QueryKey => key !== undefined);
  await queryClient.invalidateQueries({
    queryKey: payrollQueries.all(),
    refetchType: 'all',
    predicate: (query) => !skipped.some((key) => sameKey(query.queryKey, key)),
  });
  // Paying a slip sets loan installments to paid: the loans feature's lists and details move too.
  await queryClient.invalidateQueries({ queryKey: loanQueries.all() });
}
