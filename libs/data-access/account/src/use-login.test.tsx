import { getStoredLogin } from '@crewbase/auth';
import { adminProfileFixture, fakeTokens } from '@crewbase/domain/testing';
import { act, renderHook } from '@testing-library/react';
import { accountQueries } from './account.queries';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';
import { useLogin } from './use-login';

describe('useLogin', () => {
  it('stores the login and drops what was cached for the previous person', async () => {
    const tokens = fakeTokens('refresh-new');
    const sent = fakeApi('admin', () => json(200, tokens));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.adminProfile().queryKey, { ...adminProfileFixture, fullName: 'Previous Person' });

    const { result } = renderHook(() => useLogin('admin'), { wrapper });
    await act(() => result.current.mutateAsync({ email: 'admin@crewbase.test', password: 'Crewbase!2026' }));

    expect(sent[0]).toMatchObject({ method: 'POST', path: 'admin/auth/login', bearer: null });
    expect(getStoredLogin('admin')).toEqual(tokens);
    expect(localStorage.getItem('crewbase.admin.marker')).toBe('1');
    expect(queryClient.getQueryData(accountQueries.adminProfile().queryKey)).toBeUndefined();
  });

  it('stores nothing and keeps the server message when the sign-in is refused', async () => {
    fakeApi('staff', () => json(403, { statusCode: 403, error: 'Forbidden', message: 'Activate your account before signing in.' }));
    const { wrapper } = freshQueryClient();
    const { result } = renderHook(() => useLogin('staff'), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ email: 'new.staff@crewbase.test', password: 'x' }).catch(() => undefined);
    });
    expect(result.current.error?.message).toBe('Activate your account before signing in.');
    expect(getStoredLogin('staff')).toBeNull();
  });
});
