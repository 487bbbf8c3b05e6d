import { getStoredLogin, setStoredLogin } from '@crewbase/auth';
import { act, renderHook } from '@testing-library/react';
import { accountQueries } from './account.queries';
import { staffProfile, freshTokens } from './testing/fixtures';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';
import { useLogout } from './use-logout';

describe('useLogout', () => {
  it('revokes the refresh token, then forgets the login and the cache', async () => {
    setStoredLogin('staff', freshTokens('refresh-7'));
    const sent = fakeApi('staff', () => new Response(null, { status: 204 }));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.staffProfile().queryKey, staffProfile);

    const { result } = renderHook(() => useLogout('staff'), { wrapper });
    await act(() => result.current.mutateAsync());

    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: 'staff/auth/logout', body: { refresh_token: 'refresh-7' } })]);
    expect(getStoredLogin('staff')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('still signs out when the API cannot be reached or refuses', async () => {
    setStoredLogin('staff', freshTokens());
    fakeApi('staff', () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' }));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.staffProfile().queryKey, staffProfile);

    const { result } = renderHook(() => useLogout('staff'), { wrapper });
    await act(() => result.current.mutateAsync());

    expect(result.current.isSuccess).toBe(true);
    expect(getStoredLogin('staff')).toBeNull();
    expect(queryClient.getQueryData(accountQueries.staffProfile().queryKey)).toBeUndefined();
  });
});
