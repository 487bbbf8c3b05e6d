import { setStoredLogin } from '@crewbase/auth';
import { fakeTokens, staffProfileFixture } from '@crewbase/domain/testing';
import { act, renderHook } from '@testing-library/react';
import { accountQueries } from './account.queries';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';
import { useUpdateStaffProfile } from './use-update-staff-profile';

describe('useUpdateStaffProfile', () => {
  it('sends PATCH staff/auth/profile and replaces the cached profile', async () => {
    setStoredLogin('staff', fakeTokens());
    const saved = { ...staffProfileFixture, avatar: '/api/system/media/k1' };
    const sent = fakeApi('staff', () => json(200, saved));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.staffProfile().queryKey, staffProfileFixture);

    const { result } = renderHook(() => useUpdateStaffProfile(), { wrapper });
    await act(() => result.current.mutateAsync({ avatar: '/api/system/media/k1' }));

    expect(sent[0]).toMatchObject({ method: 'PATCH', path: 'staff/auth/profile', body: { avatar: '/api/system/media/k1' } });
    expect(queryClient.getQueryData(accountQueries.staffProfile().queryKey)).toEqual(saved);
  });
});
