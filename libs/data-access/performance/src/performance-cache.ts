// What every performance change refreshes. A KPI edit, a score or an approval moves lists, other records' details
// (a cycle's review counts, an appraisal's rewards) and the metrics, so everything under performanceQueries.all()
// refetches, inactive queries too: the app never refetches on mount, so a screen left behind would come back stale.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { performanceQueries } from './performance.queries';

export interface PerformanceRefreshOptions {
  /** The changed record's detail and the server's answer for it: cached as it is instead of fetched again. */
  saved?: { queryKey: QueryKey; data: unknown };
  /** A deleted record's detail: never asked for again (it would only be a 404), and forgotten once no screen shows it. */
  removed?: QueryKey;
}

/** Long enough for the screen that deleted the record to have moved on (it navigates right after). */
const FORGET_AFTER_MS = 1000;

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

export async function refreshPerformance(queryClient: QueryClient, { saved, removed }: PerformanceRefreshOptions = {}): Promise<void> {
  if (removed) {
    // A screen still showing it keeps its copy until it leaves; removing it under the screen would fetch it again.
    const forget = () => queryClient.removeQueries({ queryKey: removed, exact: true, type: 'inactive' });
    forget();
    setTimeout(forget, FORGET_AFTER_MS);
  }
  if (saved) queryClient.setQueryData(saved.queryKey, saved.data);
  const skipped = [saved?.queryKey, removed].filter((key): key is QueryKey => key !== undefined);
  await queryClient.invalidateQueries({
    queryKey: performanceQueries.all(),
    refetchType: 'all',
    predicate: (query) => !skipped.some((key) => sameKey(query.queryKey, key)),
  });
}
