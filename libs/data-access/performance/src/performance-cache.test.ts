import { QueryClient } from '@tanstack/react-query';
import { refreshPerformance } from './performance-cache';
import { performanceQueries } from './performance.queries';

/** A cache holding a review, a cycle, the reviews list and the metrics, each counting its fetches. */
async function seeded() {
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
  };
  await seed('review r-1', performanceQueries.review('r-1').queryKey, { id: 'r-1', status: 'Pending_Approval' });
  await seed('reward w-1', performanceQueries.reward('w-1').queryKey, { id: 'w-1' });
  await seed('cycle c-1', performanceQueries.cycle('c-1').queryKey, { id: 'c-1', reviewCount: 3 });
  await seed('reviews', performanceQueries.reviewList({ page: 1 }).queryKey, { data: [], total: 0 });
  await seed('metrics', performanceQueries.metrics().queryKey, { waitingApproval: 1 });
  for (const name of Object.keys(fetches)) fetches[name] = 0;
  return { queryClient, fetches };
}

describe('refreshPerformance', () => {
  it('keeps the answer for the changed record and refetches every other performance list, detail and the metrics', async () => {
    const { queryClient, fetches } = await seeded();
    await refreshPerformance(queryClient, { saved: { queryKey: performanceQueries.review('r-1').queryKey, data: { id: 'r-1', status: 'Completed' } } });

    expect(queryClient.getQueryData(performanceQueries.review('r-1').queryKey)).toEqual({ id: 'r-1', status: 'Completed' });
    expect(fetches).toEqual({ 'review r-1': 0, 'reward w-1': 1, 'cycle c-1': 1, reviews: 1, metrics: 1 });
  });

  it('never asks for a deleted record again and forgets it, while the rest refreshes', async () => {
    const { queryClient, fetches } = await seeded();
    await refreshPerformance(queryClient, { removed: performanceQueries.reward('w-1').queryKey });

    expect(queryClient.getQueryData(performanceQueries.reward('w-1').queryKey)).toBeUndefined();
    expect(fetches).toMatchObject({ 'reward w-1': 0, reviews: 1, metrics: 1 });
  });
});
