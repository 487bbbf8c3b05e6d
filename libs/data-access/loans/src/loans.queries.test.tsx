import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { loanQueries } from './loans.queries';
import { useRequestLoan } from './use-request-loan';
import { useSetInstallmentPaid } from './use-set-installment-paid';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const installment = (number: number, status: string) => ({
  id: `0b8e2a9c-1d2e-4f3a-8b4c-5d6e7f8a9b0${number}`, number, dueDate: `2026-0${number + 3}-01`, amount: '50000.00', status, paidAt: null,
});
const loan = (paid: number) => ({
  id: 'n-1', staff, amountRequested: '100000.00', amount: '100000.00', repaymentMonths: 2, reason: 'Rent',
  status: paid === 0 ? 'DISBURSED' : paid === 1 ? 'REPAYMENT_IN_PROGRESS' : 'COMPLETED', disbursedAt: '2026-03-01T09:00:00.000Z',
  amountPaid: `${paid * 50000}.00`, amountOutstanding: `${(2 - paid) * 50000}.00`, decisionNote: null,
  createdAt: '2026-02-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z',
  repaymentPlan: [installment(1, paid >= 1 ? 'PAID' : 'UNPAID'), installment(2, paid >= 2 ? 'PAID' : 'UNPAID')], history: [],
});

function setUp(area: 'staff' | 'admin') {
  setStoredLogin(area, fakeTokens('r', { area }));
  const state = { paid: 0 };
  const sent: { method: string; path: string; body: unknown }[] = [];
  globalThis.fetch = vi.fn(async (req: Request) => {
    const path = new URL(req.url).pathname.replace(/^\/api\//, '');
    const text = await req.clone().text();
    sent.push({ method: req.method, path, body: text ? JSON.parse(text) : undefined });
    if (req.method === 'PATCH') state.paid += 1;
    const outstanding = `${(2 - state.paid) * 50000}.00`;
    const body = path.includes('loan-balance')
      ? { ceiling: '500000.00', outstanding, committed: '0.00', available: `${500000 - (2 - state.paid) * 50000}.00`, maxRepaymentMonths: 12 }
      : path.endsWith('loan-request') && req.method === 'GET'
        ? { data: [loan(state.paid)], count: 1, total: 1, page: 1, pageCount: 1 }
        : loan(state.paid);
    return new Response(JSON.stringify(body), { status: req.method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area, reloadPage: vi.fn(), redirectTo: vi.fn() });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, sent };
}

describe('loanQueries', () => {
  it('keys everything under loans', () => {
    expect(loanQueries.myDetail('n-1').queryKey).toEqual(['loans', 'detail', 'mine', 'n-1']);
    expect(loanQueries.staffBalance('s-1').queryKey).toEqual(['loans', 'balance', 'staff', 's-1']);
  });

  it('marking an installment paid shows the new plan at once and refetches the balance', async () => {
    const { wrapper, sent } = setUp('admin');
    const { result } = renderHook(
      () => ({
        detail: useQuery(loanQueries.adminDetail('n-1')),
        balance: useQuery(loanQueries.staffBalance(staff.id)),
        pay: useSetInstallmentPaid(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.balance.data?.outstanding).toBe('100000.00'));
    const first = result.current.detail.data!.repaymentPlan[0];

    await act(() => result.current.pay.mutateAsync({ id: 'n-1', installmentId: first.id }));

    expect(sent).toContainEqual({ method: 'PATCH', path: 'admin/loan-request/n-1/repayment-plan/set-to-paid', body: { installmentId: first.id } });
    expect(result.current.detail.data?.status).toBe('REPAYMENT_IN_PROGRESS');
    expect(result.current.detail.data?.repaymentPlan.map((i) => i.status)).toEqual(['PAID', 'UNPAID']);
    await waitFor(() => expect(result.current.balance.data?.outstanding).toBe('50000.00'));
  });

  it('a new request refetches the staff member’s list', async () => {
    const { wrapper, sent } = setUp('staff');
    const { result } = renderHook(() => ({ list: useQuery(loanQueries.myList()), request: useRequestLoan() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));

    await act(() => result.current.request.mutateAsync({ amountRequested: '100000', repaymentMonths: 2, reason: 'Rent' }));

    expect(sent.filter((s) => s.method === 'GET' && s.path === 'staff/loan-request')).toHaveLength(2);
  });
});
