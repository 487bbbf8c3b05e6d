import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import type { StaffMetrics } from '@crewbase/domain';
import { fakeTokens } from '@crewbase/domain/testing';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { dashboardQueries } from './dashboard.queries';

const metrics = (totalStaff: number): StaffMetrics => ({
  totalStaff,
  byStatus: [{ status: 'Active', count: totalStaff }],
  byDepartment: [{ departmentId: 'd-1', name: 'Operations', count: totalStaff }],
  joinersByMonth: [{ month: '2026-11', count: 1 }],
  recentJoiners: [],
});

function setUp() {
  // The stored admin login, as contracts.md names it.
  localStorage.setItem('crewbase.admin.login', JSON.stringify(fakeTokens('r', { area: 'admin' })));
  let totalStaff = 42;
  const fetchMock = vi.fn(async (_request: Request) => new Response(JSON.stringify(metrics(totalStaff)), { status: 200 }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'admin' });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper, fetchMock, setTotal: (n: number) => (totalStaff = n) };
}

describe('dashboardQueries', () => {
  it('keys every dashboard query under all()', () => {
    expect(dashboardQueries.staffMetrics().queryKey).toEqual(['dashboard', 'staff-metrics']);
  });

  it('loads the staff metrics from GET admin/dashboard/staff/metrics', async () => {
    const { wrapper, fetchMock } = setUp();
    const { result } = renderHook(() => useQuery(dashboardQueries.staffMetrics()), { wrapper });
    await waitFor(() => expect(result.current.data?.totalStaff).toBe(42));
    const request = fetchMock.mock.calls[0][0];
    expect(new URL(request.url).pathname).toBe('/api/admin/dashboard/staff/metrics');
  });

  it('serves a second screen from the cache and refetches when the dashboard is invalidated', async () => {
    const { wrapper, fetchMock, queryClient, setTotal } = setUp();
    const first = renderHook(() => useQuery(dashboardQueries.staffMetrics()), { wrapper });
    await waitFor(() => expect(first.result.current.data?.totalStaff).toBe(42));

    const second = renderHook(() => useQuery(dashboardQueries.staffMetrics()), { wrapper });
    expect(second.result.current.data?.totalStaff).toBe(42);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setTotal(43);
    await queryClient.invalidateQueries({ queryKey: dashboardQueries.all() });
    await waitFor(() => expect(first.result.current.data?.totalStaff).toBe(43));
    expect(second.result.current.data?.totalStaff).toBe(43);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a refused request as an error, without retrying', async () => {
    const { wrapper, fetchMock } = setUp();
    fetchMock.mockImplementation(async () =>
      new Response(JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'You need the staff:read permission.' }), { status: 403 }),
    );
    const { result } = renderHook(() => useQuery(dashboardQueries.staffMetrics()), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('You need the staff:read permission.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
