import { getStoredLogin, hasAreaMarker, setStoredLogin } from '@crewbase/auth';
import { fakeTokens, staffProfileFixture } from '@crewbase/domain/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { accountQueries } from './account.queries';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';
import { useLogout } from './use-logout';

/** An API answer the test hands over when it chooses, to look at the moment before the server replies. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release: (response: Response) => release(response) };
}

describe('useLogout', () => {
  it('revokes the refresh token, then forgets the login and the cache', async () => {
    setStoredLogin('staff', fakeTokens('refresh-7'));
    const sent = fakeApi('staff', () => new Response(null, { status: 204 }));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.staffProfile().queryKey, staffProfileFixture);

    const { result } = renderHook(() => useLogout('staff'), { wrapper });
    await act(() => result.current.mutateAsync());

    expect(sent).toEqual([expect.objectContaining({ method: 'POST', path: 'staff/auth/logout', body: { refresh_token: 'refresh-7' } })]);
    expect(getStoredLogin('staff')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('forgets the login, the marker and the cache the moment it is called, before the API answers', async () => {
    const login = fakeTokens('refresh-8');
    setStoredLogin('staff', login);
    const held = heldAnswer();
    const sent = fakeApi('staff', () => held.answer);
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.staffProfile().queryKey, staffProfileFixture);
    const { result } = renderHook(() => useLogout('staff'), { wrapper });

    let done: Promise<void> = Promise.resolve();
    let rightAfterTheCall: unknown;
    act(() => {
      done = result.current.mutateAsync();
      // Read synchronously: what a reload or a closed tab at this instant would find.
      rightAfterTheCall = {
        login: getStoredLogin('staff'),
        marker: hasAreaMarker('staff'),
        cached: queryClient.getQueryCache().getAll().length,
      };
    });
    expect(rightAfterTheCall).toEqual({ login: null, marker: false, cached: 0 });

    // The server is still asked to revoke the tokens captured before they were forgotten.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: 'staff/auth/logout',
      bearer: login.access_token,
      body: { refresh_token: 'refresh-8' },
    });
    expect(result.current.isPending).toBe(true);

    held.release(new Response(null, { status: 204 }));
    await act(() => done);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('tells a mutate caller when the server has answered, as the admin console waits for', async () => {
    setStoredLogin('admin', fakeTokens());
    const held = heldAnswer();
    fakeApi('admin', () => held.answer);
    const { wrapper } = freshQueryClient();
    const { result } = renderHook(() => useLogout('admin'), { wrapper });
    const onSettled = vi.fn();

    act(() => result.current.mutate(undefined, { onSettled }));
    expect(hasAreaMarker('admin')).toBe(false);
    expect(onSettled).not.toHaveBeenCalled();

    held.release(new Response(null, { status: 204 }));
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
  });

  it('still signs out when the API cannot be reached or refuses', async () => {
    setStoredLogin('staff', fakeTokens());
    fakeApi('staff', () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' }));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.staffProfile().queryKey, staffProfileFixture);

    const { result } = renderHook(() => useLogout('staff'), { wrapper });
    await act(() => result.current.mutateAsync());

    expect(result.current.isSuccess).toBe(true);
    expect(getStoredLogin('staff')).toBeNull();
    expect(queryClient.getQueryData(accountQueries.staffProfile().queryKey)).toBeUndefined();
  });

  it('asks the API nothing when nobody was signed in', async () => {
    const sent = fakeApi('staff', () => new Response(null, { status: 204 }));
    const { wrapper } = freshQueryClient();

    const { result } = renderHook(() => useLogout('staff'), { wrapper });
    await act(() => result.current.mutateAsync());

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sent).toHaveLength(0);
  });
});
