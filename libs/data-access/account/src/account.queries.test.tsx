import { setStoredLogin } from '@crewbase/auth';
import { adminProfileFixture, fakeTokens } from '@crewbase/domain/testing';
import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { accountQueries } from './account.queries';
import { bankQueries } from './bank.queries';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';

describe('accountQueries', () => {
  it('nests every key under all(), so one invalidation covers the account', () => {
    expect(accountQueries.adminProfile().queryKey).toEqual(['account', 'admin-profile']);
    expect(accountQueries.staffProfile().queryKey).toEqual(['account', 'staff-profile']);
    expect(bankQueries.list().queryKey).toEqual(['banks', 'list']);
  });

  it('fetches the admin profile with the stored login and refetches it when the account is invalidated', async () => {
    const login = fakeTokens();
    setStoredLogin('admin', login);
    let name = 'Grace';
    const sent = fakeApi('admin', () => json(200, { ...adminProfileFixture, firstName: name, fullName: `${name} Mensah` }));
    const { queryClient, wrapper } = freshQueryClient();

    const { result } = renderHook(() => useQuery(accountQueries.adminProfile()), { wrapper });
    await waitFor(() => expect(result.current.data?.fullName).toBe('Grace Mensah'));
    expect(sent).toEqual([expect.objectContaining({ method: 'GET', path: 'admin/auth/profile', bearer: login.access_token })]);

    name = 'Gracie';
    await queryClient.invalidateQueries({ queryKey: accountQueries.all() });
    await waitFor(() => expect(result.current.data?.fullName).toBe('Gracie Mensah'));
    expect(sent).toHaveLength(2);
  });
});
