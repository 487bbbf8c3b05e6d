// What every performance change refreshes. A KPI edit, a score or an approval moves lists, other records' details
// (a cycle's review counts, an appraisal's rewards) and the metrics, so everything under performanceQueries.all()
// refetches, inactive queries too: the app never refetches on mount, so a screen left behind would come back stale.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { performanceQueries } from './performance.queries';

export interface PerformanceRefreshOptions {
  /** The changed record's detail and the server's answer for it: cached as it is instead of fetched again. */
  saved?: { queryKey: QueryKey; data: unknown };
  /** A deleted record's detail: forgotten (asking for it again would only find it gone). */
  removed?: QueryKey;
}

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

export async function refreshPerformance(queryClient: QueryClient, { saved, removed }: PerformanceRefreshOptions = {}): Promise<void> {
  if (removed) queryClient.removeQueries({ queryKey: removed, exact: true });
  if (saved) queryClient.setQueryData(saved.queryKey, saved.data);
  await queryClient.invalidateQueries({
    queryKey: performanceQueries.all(),
    refetchType: 'all',
    predicate: (query) => !(saved && sameKey(query.queryKey, saved.queryKey)),
  });
}
