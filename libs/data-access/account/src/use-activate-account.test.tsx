import { getStoredLogin } from '@crewbase/auth';
import { fakeTokens } from '@crewbase/domain/testing';
import { act, renderHook } from '@testing-library/react';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';
import { useActivateAccount } from './use-activate-account';
import { useResetPassword } from './use-reset-password';

describe('account activation and password reset', () => {
  it('useActivateAccount signs the new staff member in', async () => {
    const tokens = fakeTokens('refresh-a');
    const sent = fakeApi('staff', () => json(200, tokens));
    const { wrapper } = freshQueryClient();
    const { result } = renderHook(() => useActivateAccount(), { wrapper });

    await act(() =>
      result.current.mutateAsync({ email: 'new.staff@crewbase.test', code: '123456', password: 'Welcome123', confirmPassword: 'Welcome123' }),
    );

    expect(sent[0]).toMatchObject({ path: 'staff/auth/activate', bearer: null });
    expect(getStoredLogin('staff')).toEqual(tokens);
  });

  it('useActivateAccount(\'admin\') activates a new admin and stores the admin login, not a staff one', async () => {
    const tokens = fakeTokens('refresh-admin', { area: 'admin' });
    const sent = fakeApi('admin', () => json(200, tokens));
    const { wrapper } = freshQueryClient();
    const { result } = renderHook(() => useActivateAccount('admin'), { wrapper });

    await act(() =>
      result.current.mutateAsync({ email: 'new.admin@crewbase.test', code: '123456', password: 'Welcome123', confirmPassword: 'Welcome123' }),
    );

    expect(sent[0]).toMatchObject({ path: 'admin/auth/activate', bearer: null });
    expect(getStoredLogin('admin')).toEqual(tokens);
    expect(getStoredLogin('staff')).toBeNull();
  });

  it('useResetPassword forgets any staff login stored here, since the API ended every session', async () => {
    localStorage.setItem('crewbase.staff.login', JSON.stringify(fakeTokens()));
    localStorage.setItem('crewbase.staff.marker', '1');
    fakeApi('staff', () => new Response(null, { status: 204 }));
    const { wrapper } = freshQueryClient();
    const { result } = renderHook(() => useResetPassword(), { wrapper });

    await act(() => result.current.mutateAsync({ reset_token: 'reset-1', password: 'NewPass123', confirmPassword: 'NewPass123' }));

    expect(getStoredLogin('staff')).toBeNull();
  });
});
