import { setStoredLogin } from '@crewbase/auth';
import { isApiError } from '@crewbase/api-client';
import { adminProfileFixture, fakeTokens } from '@crewbase/domain/testing';
import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { accountQueries } from './account.queries';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';
import { useUpdateAdminProfile } from './use-update-admin-profile';

describe('useUpdateAdminProfile', () => {
  it('puts the saved profile in the cache, so the profile screen shows it without refetching', async () => {
    setStoredLogin('admin', fakeTokens());
    const saved = { ...adminProfileFixture, firstName: 'Grace A.', fullName: 'Grace A. Mensah', phoneNumber: '+233 20 000 0000' };
    const sent = fakeApi('admin', () => json(200, saved));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.adminProfile().queryKey, adminProfileFixture);

    const { result } = renderHook(
      () => ({ profile: useQuery(accountQueries.adminProfile()), update: useUpdateAdminProfile() }),
      { wrapper },
    );
    expect(result.current.profile.data?.fullName).toBe('Grace Mensah');

    await act(() => result.current.update.mutateAsync({ firstName: 'Grace A.', lastName: 'Mensah', phoneNumber: '+233 20 000 0000' }));

    await waitFor(() => expect(result.current.profile.data?.fullName).toBe('Grace A. Mensah'));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST admin/update-profile']);
  });

  it('leaves the cache alone and reports field errors when refused', async () => {
    setStoredLogin('admin', fakeTokens());
    fakeApi('admin', () =>
      json(400, { statusCode: 400, error: 'Bad Request', message: 'Check the fields.', details: [{ path: 'lastName', message: 'Too long' }] }),
    );
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.adminProfile().queryKey, adminProfileFixture);
    const { result } = renderHook(() => useUpdateAdminProfile(), { wrapper });

    const error = await act(() => result.current.mutateAsync({ firstName: 'Grace', lastName: 'M' }).catch((e: unknown) => e));

    expect(isApiError(error) && error.fieldErrors()).toEqual({ lastName: 'Too long' });
    expect(queryClient.getQueryData(accountQueries.adminProfile().queryKey)).toEqual(adminProfileFixture);
  });
});
