import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { medicalQueries } from './medical.queries';
import { useMedicalDecision } from './use-medical-decision';
import { useRequestMedicalAssistance } from './use-request-medical-assistance';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const document = { key: 'k1', name: 'receipt.pdf', url: '/api/system/media/k1', mimeType: 'application/pdf' };
const medical = (status: string, rows: number) => ({
  id: 'm-1', staff, amount: '25000.00', reason: 'Dental', documents: rows ? [document] : [], status, paid: 'UNPAID', issuedAt: null,
  decisionNote: null, createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z', history: [],
});

function setUp(area: 'staff' | 'admin') {
  setStoredLogin(area, fakeTokens('r', { area }));
  const state = { rows: 0, status: 'PENDING' };
  const sent: { method: string; path: string; body: unknown }[] = [];
  globalThis.fetch = vi.fn(async (req: Request) => {
    const path = new URL(req.url).pathname.replace(/^\/api\//, '');
    const text = await req.clone().text();
    sent.push({ method: req.method, path, body: text ? JSON.parse(text) : undefined });
    if (req.method === 'POST') state.rows += 1;
    if (path.includes('/decline/')) state.status = 'DENIED';
    const list = { data: state.rows ? [medical(state.status, 1)] : [], count: state.rows, total: state.rows, page: 1, pageCount: state.rows };
    const body = req.method === 'GET' && path.endsWith('medical-assistance') ? list : medical(state.status, 1);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area, reloadPage: vi.fn(), redirectTo: vi.fn() });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { wrapper, sent, state };
}

describe('medicalQueries', () => {
  it('keys everything under medical-assistance', () => {
    expect(medicalQueries.adminList({ page: 1 }).queryKey).toEqual(['medical-assistance', 'list', 'admin', { page: 1 }]);
  });

  it('a request with documents sends their keys and shows up in the list', async () => {
    const { wrapper, sent } = setUp('staff');
    const { result } = renderHook(() => ({ list: useQuery(medicalQueries.myList()), request: useRequestMedicalAssistance() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));

    await act(() => result.current.request.mutateAsync({ amount: '25000', reason: 'Dental', documents: ['k1'] }));

    expect(sent).toContainEqual({ method: 'POST', path: 'staff/medical-assistance', body: { amount: '25000', reason: 'Dental', documents: ['k1'] } });
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
  });

  it('a list the person left behind is fresh when they come back (the app never refetches on mount)', async () => {
    const { wrapper } = setUp('staff');
    const list = renderHook(() => useQuery(medicalQueries.myList()), { wrapper });
    await waitFor(() => expect(list.result.current.data?.total).toBe(0));
    list.unmount();

    const request = renderHook(() => useRequestMedicalAssistance(), { wrapper });
    await act(() => request.result.current.mutateAsync({ amount: '25000', reason: 'Dental', documents: [] }));

    const again = renderHook(() => useQuery(medicalQueries.myList()), { wrapper });
    await waitFor(() => expect(again.result.current.data?.total).toBe(1));
  });

  it('declining sends the decline path and the answer becomes the detail', async () => {
    const { wrapper, sent } = setUp('admin');
    const { result } = renderHook(() => ({ detail: useQuery(medicalQueries.adminDetail('m-1')), decide: useMedicalDecision() }), { wrapper });
    await waitFor(() => expect(result.current.detail.data?.status).toBe('PENDING'));
    await act(() => result.current.decide.mutateAsync({ id: 'm-1', decision: 'decline', note: 'Not covered' }));
    expect(sent).toContainEqual({ method: 'PATCH', path: 'admin/medical-assistance/decline/m-1', body: { note: 'Not covered' } });
    expect(result.current.detail.data?.status).toBe('DENIED');
  });
});
