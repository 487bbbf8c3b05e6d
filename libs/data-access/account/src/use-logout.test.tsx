import { getStoredLogin, hasAreaMarker, setStoredLogin } from '@crewbase/auth';
import { fakeTokens, staffProfileFixture } from '@crewbase/domain/testing';
import { useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { accountQueries } from './account.queries';
import { fakeApi, freshQueryClient, json } from './testing/query-wrapper';
import { useLogout, type LogoutOptions } from './use-logout';

/** An API answer the test hands over when it chooses, to look at the moment before the server replies. */
function heldAnswer() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { answer, release: (response: Response) => release(response) };
}

/** A signed-in screen: it reads the profile, and would read it again if its cache went while it is mounted. */
function ProfileScreen() {
  const profile = useQuery(accountQueries.staffProfile());
  return <p>{profile.data?.fullName ?? 'Loading'}</p>;
}

/** The signed-in layout as both apps build it: its screens, or "Logging Out" once the person asked to leave. */
function Layout({ options }: { options?: LogoutOptions }) {
  const { loggingOut, logOut } = useLogout('staff', options);
  if (loggingOut) return <p role="status">Logging Out</p>;
  return (
    <>
      <ProfileScreen />
      <button onClick={logOut}>Log Out</button>
    </>
  );
}

describe('useLogout', () => {
  it('forgets the login once the signed-in screens are gone, so none asks for its data again without it', async () => {
    const login = fakeTokens('refresh-7');
    setStoredLogin('staff', login);
    const sent = fakeApi('staff', (path) => (path === 'staff/auth/profile' ? json(200, staffProfileFixture) : new Response(null, { status: 204 })));
    const { queryClient, wrapper } = freshQueryClient();
    const onSignedOut = vi.fn();
    render(<Layout options={{ onSignedOut }} />, { wrapper });
    expect(await screen.findByText(staffProfileFixture.fullName)).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Log Out' }).click());

    // In that same commit: the screens are gone and this browser has forgotten the session.
    expect(screen.getByRole('status')).toHaveTextContent('Logging Out');
    expect({ login: getStoredLogin('staff'), marker: hasAreaMarker('staff'), cached: queryClient.getQueryCache().getAll().length }).toEqual({
      login: null,
      marker: false,
      cached: 0,
    });
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    // The profile was read once, while signed in; the server was asked to revoke the tokens captured before.
    expect(sent.map((s) => s.path)).toEqual(['staff/auth/profile', 'staff/auth/logout']);
    expect(sent[1]).toEqual({ method: 'POST', path: 'staff/auth/logout', bearer: login.access_token, body: { refresh_token: 'refresh-7' } });
  });

  it('lets a request already on its way be answered before it ends the session that request carries', async () => {
    setStoredLogin('staff', fakeTokens('refresh-6'));
    const profile = heldAnswer();
    const sent = fakeApi('staff', (path) => (path === 'staff/auth/profile' ? profile.answer : new Response(null, { status: 204 })));
    const { wrapper } = freshQueryClient();
    const onSignedOut = vi.fn();
    render(<Layout options={{ onSignedOut }} />, { wrapper });
    await waitFor(() => expect(sent.map((s) => s.path)).toEqual(['staff/auth/profile']));

    act(() => screen.getByRole('button', { name: 'Log Out' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Logging Out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The profile's answer is still on its way: the session it was sent with is not revoked yet.
    expect(sent.map((s) => s.path)).toEqual(['staff/auth/profile']);
    expect(onSignedOut).not.toHaveBeenCalled();

    profile.release(json(200, staffProfileFixture));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(sent.map((s) => s.path)).toEqual(['staff/auth/profile', 'staff/auth/logout']);
  });

  it('leaves only after the server answered and the shortest "Logging Out" was shown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setStoredLogin('staff', fakeTokens('refresh-8'));
      const held = heldAnswer();
      fakeApi('staff', () => held.answer);
      const { wrapper } = freshQueryClient();
      const onSignedOut = vi.fn();
      const { result } = renderHook(() => useLogout('staff', { onSignedOut, minimumMs: 1000 }), { wrapper });

      act(() => result.current.logOut());
      expect(getStoredLogin('staff')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(onSignedOut).not.toHaveBeenCalled();

      held.release(new Response(null, { status: 204 }));
      await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('can leave as soon as this browser forgot the session, while the server still revokes it', async () => {
    setStoredLogin('admin', fakeTokens('refresh-9'));
    const held = heldAnswer();
    const sent = fakeApi('admin', () => held.answer);
    const { wrapper } = freshQueryClient();
    const onSignedOut = vi.fn();
    const { result } = renderHook(() => useLogout('admin', { onSignedOut, waitForServer: false }), { wrapper });

    act(() => result.current.logOut());
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(getStoredLogin('admin')).toBeNull();
    expect(sent).toEqual([expect.objectContaining({ path: 'admin/auth/logout', body: { refresh_token: 'refresh-9' } })]);
    held.release(new Response(null, { status: 204 }));
  });

  it('still signs out when the API cannot be reached or refuses', async () => {
    setStoredLogin('staff', fakeTokens());
    fakeApi('staff', () => json(401, { statusCode: 401, error: 'Unauthorized', message: 'Expired' }));
    const { queryClient, wrapper } = freshQueryClient();
    queryClient.setQueryData(accountQueries.staffProfile().queryKey, staffProfileFixture);
    const onSignedOut = vi.fn();

    const { result } = renderHook(() => useLogout('staff', { onSignedOut }), { wrapper });
    act(() => result.current.logOut());

    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(getStoredLogin('staff')).toBeNull();
    expect(queryClient.getQueryData(accountQueries.staffProfile().queryKey)).toBeUndefined();
  });

  it('asks the API nothing when nobody was signed in, and still leaves', async () => {
    const sent = fakeApi('admin', () => new Response(null, { status: 204 }));
    const { wrapper } = freshQueryClient();
    const onSignedOut = vi.fn();

    const { result } = renderHook(() => useLogout('admin', { onSignedOut }), { wrapper });
    act(() => result.current.logOut());

    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    expect(sent).toHaveLength(0);
  });
});
