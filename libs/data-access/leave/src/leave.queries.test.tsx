import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { leaveQueries } from './leave.queries';
import { useLeaveDecision } from './use-leave-decision';
import { useWithdrawLeaveRequest } from './use-withdraw-leave-request';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const request = (status: string) => ({
  id: 'l-1', staff, leaveType: { id: 'lt-annual', name: 'Annual', paid: true, documentRequired: false }, startDate: '2026-03-02', endDate: '2026-03-04', days: 3, reason: 'Family', status,
  decisionNote: null, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z', history: [],
});

/** A fake API holding one request and its owner's balance; transitions change both. */
function setUp(area: 'staff' | 'admin') {
  setStoredLogin(area, fakeTokens('r', { area }));
  const state = { status: 'PENDING', remaining: 17 };
  const sent: { method: string; path: string }[] = [];
  globalThis.fetch = vi.fn(async (req: Request) => {
    const path = new URL(req.url).pathname.replace(/^\/api\//, '');
    sent.push({ method: req.method, path });
    if (req.method === 'PATCH') {
      state.status = path.includes('withdraw') ? 'WITHDRAWN' : path.includes('approve') ? 'APPROVED' : state.status;
      if (state.status === 'WITHDRAWN') state.remaining = 20;
    }
    const body = path.endsWith('leave-balance')
      ? { year: 2026, entitlement: 20, used: 0, pending: 20 - state.remaining, remaining: state.remaining }
      : path.endsWith('leave-request')
        ? { data: [request(state.status)], count: 1, total: 1, page: 1, pageCount: 1 }
        : request(state.status);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area, reloadPage: vi.fn(), redirectTo: vi.fn() });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper, sent };
}

describe('leaveQueries', () => {
  it('keys everything under leave, generic to specific', () => {
    expect(leaveQueries.myList({ page: 2 }).queryKey).toEqual(['leave', 'list', 'mine', { page: 2 }]);
    expect(leaveQueries.adminDetail('l-1').queryKey).toEqual(['leave', 'detail', 'admin', 'l-1']);
    expect(leaveQueries.myBalance().queryKey).toEqual(['leave', 'balance', 'mine', 'current']);
    expect(leaveQueries.staffBalance('s-1', 2027).queryKey).toEqual(['leave', 'balance', 'staff', 's-1', 2027]);
  });

  it('withdrawing updates the detail at once and refetches the list and the balance', async () => {
    const { wrapper, sent } = setUp('staff');
    const { result } = renderHook(
      () => ({
        list: useQuery(leaveQueries.myList()),
        detail: useQuery(leaveQueries.myDetail('l-1')),
        balance: useQuery(leaveQueries.myBalance()),
        withdraw: useWithdrawLeaveRequest(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.balance.data?.remaining).toBe(17));
    expect(result.current.detail.data?.status).toBe('PENDING');

    await act(() => result.current.withdraw.mutateAsync({ id: 'l-1' }));

    expect(sent).toContainEqual({ method: 'PATCH', path: 'staff/leave-request/withdraw/l-1' });
    expect(result.current.detail.data?.status).toBe('WITHDRAWN');
    await waitFor(() => expect(result.current.list.data?.data[0].status).toBe('WITHDRAWN'));
    expect(result.current.balance.data?.remaining).toBe(20);
    // The detail came with the answer: it is not fetched again.
    expect(sent.filter((s) => s.path === 'staff/leave-request/l-1')).toHaveLength(1);
  });

  it('an admin decision goes to its spec path and refreshes the admin list', async () => {
    const { wrapper, sent } = setUp('admin');
    const { result } = renderHook(() => ({ list: useQuery(leaveQueries.adminList()), decide: useLeaveDecision() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.data[0].status).toBe('PENDING'));

    await act(() => result.current.decide.mutateAsync({ id: 'l-1', decision: 'approve', note: 'Enjoy' }));

    expect(sent).toContainEqual({ method: 'PATCH', path: 'admin/leave-request/approve/l-1' });
    await waitFor(() => expect(result.current.list.data?.data[0].status).toBe('APPROVED'));
  });
});
