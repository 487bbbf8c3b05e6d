import { QueryClient } from '@tanstack/react-query';
import { refreshPerformance } from './performance-cache';
import { staffPerformanceQueries } from './staff-performance.queries';

describe('staffPerformanceQueries', () => {
  it('sit under the performance root: a saved review keeps the answer while the dashboard summary, rating and lists refetch', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const fetches: Record<string, number> = {};
    const seed = async (name: string, queryKey: readonly unknown[], data: unknown) => {
      fetches[name] = 0;
      await queryClient.fetchQuery({
        queryKey,
        queryFn: async () => {
          fetches[name] += 1;
          return data;
        },
      });
      fetches[name] = 0;
    };
    await seed('review r-1', staffPerformanceQueries.review('r-1').queryKey, { id: 'r-1', status: 'Not_Started' });
    await seed('summary', staffPerformanceQueries.summary().queryKey, { pendingCount: 1 });
    await seed('rating', staffPerformanceQueries.overallRating().queryKey, { average: null });
    await seed('pending', staffPerformanceQueries.pending({ page: 1 }).queryKey, { data: [], total: 1 });
    await seed('previous', staffPerformanceQueries.previous({ page: 1 }).queryKey, { data: [], total: 0 });

    await refreshPerformance(queryClient, { saved: { queryKey: staffPerformanceQueries.review('r-1').queryKey, data: { id: 'r-1', status: 'Pending_Approval' } } });

    expect(queryClient.getQueryData(staffPerformanceQueries.review('r-1').queryKey)).toEqual({ id: 'r-1', status: 'Pending_Approval' });
    expect(fetches).toEqual({ 'review r-1': 0, summary: 1, rating: 1, pending: 1, previous: 1 });
  });

  it('keep the pending and previous pages apart, and each page apart', () => {
    const keys = [
      staffPerformanceQueries.pending({ page: 1 }).queryKey,
      staffPerformanceQueries.pending({ page: 2 }).queryKey,
      staffPerformanceQueries.previous({ page: 1 }).queryKey,
      staffPerformanceQueries.rewards({ page: 1 }).queryKey,
      staffPerformanceQueries.penalties({ page: 1 }).queryKey,
    ].map((key) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
