import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { settingsQueries } from './settings.queries';
import { useSettingsMutations } from './use-settings-mutations';

const department = { id: 'd1', name: 'Operations', description: null, staffCount: 0, createdAt: 'x', updatedAt: 'x' };

function setUp() {
  setStoredLogin('admin', { access_token: fakeAccessToken(600), refresh_token: 'r' });
  const sent: string[] = [];
  globalThis.fetch = vi.fn(async (request: Request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    const body = request.method === 'GET' ? { data: [department], count: 1, total: 1, page: 1, pageCount: 1 } : department;
    return new Response(JSON.stringify(body), { status: request.method === 'POST' ? 201 : 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'admin', reloadPage: vi.fn(), redirectTo: vi.fn() });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { sent, queryClient, wrapper };
}

describe('useSettingsMutations', () => {
  it('creating a department refetches the department lists, not the other settings', async () => {
    const { sent, queryClient, wrapper } = setUp();
    await queryClient.fetchQuery(settingsQueries.departments.list({ page: 1 }));
    queryClient.setQueryData(settingsQueries.locations.list({ page: 1 }).queryKey, { data: [], count: 0, total: 0, page: 1, pageCount: 0 });
    const { result } = renderHook(() => useSettingsMutations('department'), { wrapper });
    await act(() => result.current.create.mutateAsync({ name: 'Operations' }));
    await waitFor(() => expect(queryClient.getQueryState(settingsQueries.departments.list({ page: 1 }).queryKey)?.isInvalidated).toBe(false));
    expect(queryClient.getQueryState(settingsQueries.locations.list({ page: 1 }).queryKey)?.isInvalidated).toBe(false);
    expect(sent).toEqual(['GET /api/admin/department', 'POST /api/admin/department', 'GET /api/admin/department']);
  });

  it('an edit marks the lists stale and drops the old detail', async () => {
    const { queryClient, wrapper } = setUp();
    queryClient.setQueryData(settingsQueries.departments.detail('d1').queryKey, { ...department, name: 'Old' });
    const { result } = renderHook(() => useSettingsMutations('department'), { wrapper });
    await act(() => result.current.update.mutateAsync({ id: 'd1', input: { name: 'Operations' } }));
    expect(queryClient.getQueryData(settingsQueries.departments.detail('d1').queryKey)).toBeUndefined();
  });
});
