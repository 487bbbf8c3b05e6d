import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { paymentRequestQueries } from './payment-requests.queries';
import { useDeletePaymentRequest } from './use-delete-payment-request';
import { usePaymentRequestDecision } from './use-payment-request-decision';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const payment = (status: string) => ({
  id: 'p-1', staff, category: 'Claims', amount: '15000.00', description: 'Fuel', status, paid: status === 'ISSUED' ? 'PAID' : 'UNPAID',
  issuedAt: null, decisionNote: null, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z', history: [],
});

function setUp() {
  setStoredLogin('admin', fakeTokens('r', { area: 'admin' }));
  const state = { status: 'APPROVED', deleted: false };
  const sent: { method: string; path: string }[] = [];
  globalThis.fetch = vi.fn(async (req: Request) => {
    const path = new URL(req.url).pathname.replace(/^\/api\//, '');
    sent.push({ method: req.method, path });
    if (path.includes('/disburse/')) state.status = 'ISSUED';
    if (req.method === 'DELETE') {
      state.deleted = true;
      return new Response(null, { status: 204 });
    }
    const rows = state.deleted ? [] : [payment(state.status)];
    const body = path.endsWith('payment-requests') ? { data: rows, count: rows.length, total: rows.length, page: 1, pageCount: 1 } : payment(state.status);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'admin', reloadPage: vi.fn(), redirectTo: vi.fn() });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, sent };
}

describe('paymentRequestQueries', () => {
  it('disbursing marks the request issued and paid in the list', async () => {
    const { wrapper, sent } = setUp();
    const { result } = renderHook(() => ({ list: useQuery(paymentRequestQueries.list()), decide: usePaymentRequestDecision() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.data[0].status).toBe('APPROVED'));
    await act(() => result.current.decide.mutateAsync({ id: 'p-1', decision: 'disburse' }));
    expect(sent).toContainEqual({ method: 'PATCH', path: 'admin/payment-requests/disburse/p-1' });
    await waitFor(() => expect(result.current.list.data?.data[0]).toMatchObject({ status: 'ISSUED', paid: 'PAID' }));
  });

  it('a deleted request leaves the list', async () => {
    const { wrapper } = setUp();
    const { result } = renderHook(() => ({ list: useQuery(paymentRequestQueries.list()), remove: useDeletePaymentRequest() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    await act(() => result.current.remove.mutateAsync('p-1'));
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
  });
});
