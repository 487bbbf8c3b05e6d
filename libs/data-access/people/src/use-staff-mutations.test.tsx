import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { fakeAccessToken } from '@crewbase/domain/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { peopleQueries } from './people.queries';
import { useStaffMutations } from './use-staff-mutations';

const id = '7d8f4a52-0f1e-4b8e-9d55-0c1c7b8f6a11';
const staff = {
  id, staffId: 'STF-0009', firstName: 'Grace', lastName: 'Mensah', fullName: 'Grace Mensah', email: 'grace@crewbase.test',
  phoneNumber: null, avatar: null, gender: null, dateOfBirth: null, address: null, status: 'Active', department: null,
  jobTitle: null, jobTitleName: null, location: null, staffRole: null, dailySalary: 15000, bank: null, accountNumber: null,
  benefits: [], driverLicence: null, terminationReason: null, accountName: null, nextOfKin: { name: null, relationship: null, phoneNumber: null }, activated: true, invitation: null, dateJoined: null, createdAt: 'x', updatedAt: 'x',
};
const row = { id, staffId: 'STF-0009', firstName: 'Grace', lastName: 'Mensah', fullName: 'Grace Mensah', email: 'grace@crewbase.test', status: 'Active', department: null, jobTitleName: null, createdAt: 'x' };

it('terminating puts the answer in the detail and refetches the lists, even off screen', async () => {
  setStoredLogin('admin', { access_token: fakeAccessToken(600), refresh_token: 'r' });
  const sent: string[] = [];
  let status = 'Active';
  globalThis.fetch = vi.fn(async (request: Request) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
    if (request.method === 'POST') status = 'Terminated';
    const body = request.method === 'GET' ? { data: [{ ...row, status }], count: 1, total: 1, page: 1, pageCount: 1 } : { ...staff, status, terminationReason: 'Left' };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  configureApiClient({ baseUrl: 'http://localhost:3000/api', area: 'admin', reloadPage: vi.fn(), redirectTo: vi.fn() });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  await queryClient.fetchQuery(peopleQueries.staffList({ page: 1 }));

  const { result } = renderHook(() => useStaffMutations(), { wrapper });
  await act(() => result.current.terminate.mutateAsync({ id, reason: 'Left the company' }));

  expect(queryClient.getQueryData(peopleQueries.staffDetail(id).queryKey)?.status).toBe('Terminated');
  expect(queryClient.getQueryData(peopleQueries.staffList({ page: 1 }).queryKey)?.data[0].status).toBe('Terminated');
  expect(sent).toEqual(['GET /api/admin/staff', `POST /api/admin/staff/terminate/${id}`, 'GET /api/admin/staff']);
});
