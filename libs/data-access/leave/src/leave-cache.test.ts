import { QueryClient } from '@tanstack/react-query';
import type { LeaveRequestDetail } from '@crewbase/domain';
import { refreshAfterLeaveChange, refreshAfterLeaveRemoved } from './leave-cache';
import { leaveQueries } from './leave.queries';

const detail = (id: string, status: string) => ({ id, status }) as unknown as LeaveRequestDetail;

/** A cache holding both areas' copies of l-1, another request, a list and a balance, each counting its fetches. */
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
  await seed('admin l-1', leaveQueries.adminDetail('l-1').queryKey, detail('l-1', 'PENDING'));
  await seed('mine l-1', leaveQueries.myDetail('l-1').queryKey, detail('l-1', 'PENDING'));
  await seed('admin l-2', leaveQueries.adminDetail('l-2').queryKey, detail('l-2', 'PENDING'));
  await seed('list', leaveQueries.adminList({ page: 1 }).queryKey, { data: [], total: 0 });
  await seed('balance', leaveQueries.myBalance().queryKey, { remaining: 17 });
  for (const name of Object.keys(fetches)) fetches[name] = 0;
  return { queryClient, fetches };
}

describe('leave cache refresh', () => {
  it('puts the answer in the deciding area, refetches the other area’s copy, lists and balances, and leaves other requests alone', async () => {
    const { queryClient, fetches } = await seeded();
    await refreshAfterLeaveChange(queryClient, 'admin', detail('l-1', 'APPROVED'));

    expect(queryClient.getQueryData(leaveQueries.adminDetail('l-1').queryKey)).toMatchObject({ status: 'APPROVED' });
    expect(fetches).toEqual({ 'admin l-1': 0, 'mine l-1': 1, 'admin l-2': 0, list: 1, balance: 1 });
  });

  it('forgets both areas’ copies of a deleted request and refetches lists and balances', async () => {
    const { queryClient, fetches } = await seeded();
    await refreshAfterLeaveRemoved(queryClient, 'l-1');

    expect(queryClient.getQueryData(leaveQueries.adminDetail('l-1').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(leaveQueries.myDetail('l-1').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(leaveQueries.adminDetail('l-2').queryKey)).toBeDefined();
    expect(fetches).toMatchObject({ list: 1, balance: 1, 'admin l-2': 0 });
  });
});
