// Spec section 8 through the configured client: bearer, early refresh, single-flight refresh, reload and sign-out.
import { getStoredLogin, setStoredLogin } from '@crewbase/auth';
import { adminProfileFixture, fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { authApi } from './auth-api';
import { profileApi } from './profile-api';
import { configureApiClient } from './configure-api-client';
import { dashboardApi } from './dashboard-api';
import { staffApi } from './staff-api';
import { systemApi } from './system-api';
import {
  API_URL,
  bearerOf,
  errorResponse,
  fakeAuthServer,
  flush,
  installFakeLocks,
  jsonResponse,
  mockFetch,
  pathOf,
} from './testing/fake-api';

function setUp(login = { access_token: fakeAccessToken(600), refresh_token: 'refresh-1' }) {
  setStoredLogin('admin', login);
  const server = fakeAuthServer('admin', login);
  const fetchMock = mockFetch(server.handler);
  const reloadPage = vi.fn();
  const redirectTo = vi.fn();
  configureApiClient({ baseUrl: API_URL, area: 'admin', reloadPage, redirectTo });
  return { login, server, fetchMock, reloadPage, redirectTo };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bearer', () => {
  it('sends the stored access token', async () => {
    const { login, fetchMock } = setUp();
    await expect(profileApi.adminProfile()).resolves.toEqual(adminProfileFixture);
    expect(bearerOf(fetchMock.mock.calls[0][0] as Request)).toBe(login.access_token);
  });
});

describe('a 401 with a stored login', () => {
  it('refreshes ONCE for all concurrent failing requests, stores the new login and reloads the page once', async () => {
    const { server, fetchMock, reloadPage, redirectTo } = setUp();
    server.expireAccessTokens();

    const settled = vi.fn();
    void Promise.allSettled([profileApi.adminProfile(), dashboardApi.staffMetrics(), staffApi.list(), profileApi.adminProfile()]).then(settled);

    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(server.state.refreshCalls).toEqual(['refresh-1']);
    expect(fetchMock.mock.calls.filter(([request]) => pathOf(request as Request) === 'admin/auth/refresh')).toHaveLength(1);
    expect(getStoredLogin('admin')).toEqual({ access_token: expect.any(String), refresh_token: 'refresh-2' });
    expect(server.state.validAccess.has(getStoredLogin('admin')!.access_token)).toBe(true);

    // The page is reloading: the requests neither fail on screen nor refresh again, and nobody is signed out.
    await flush();
    expect(settled).not.toHaveBeenCalled();
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('sends the refresh token as bearer to GET {area}/auth/refresh', async () => {
    const { server, fetchMock, reloadPage } = setUp();
    server.expireAccessTokens();
    void profileApi.adminProfile();
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
    const refresh = fetchMock.mock.calls.map(([request]) => request as Request).find((r) => pathOf(r) === 'admin/auth/refresh')!;
    expect(refresh.method).toBe('GET');
    expect(refresh.url).toBe(`${API_URL}/admin/auth/refresh`);
    expect(bearerOf(refresh)).toBe('refresh-1');
  });

  it('when refreshing is refused, clears the stored login and goes to the login page after 500 ms', async () => {
    vi.useFakeTimers();
    const { server, reloadPage, redirectTo } = setUp();
    server.expireAccessTokens();
    server.state.familyRevoked = true;

    const results = await Promise.allSettled([profileApi.adminProfile(), dashboardApi.staffMetrics(), profileApi.adminProfile()]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(401);
    }
    expect(server.state.refreshCalls).toHaveLength(1);
    expect(getStoredLogin('admin')).toBeNull();
    expect(localStorage.getItem('crewbase.admin.marker')).toBeNull();
    expect(reloadPage).not.toHaveBeenCalled();

    vi.advanceTimersByTime(499);
    expect(redirectTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirectTo).toHaveBeenCalledTimes(1);
    expect(redirectTo).toHaveBeenCalledWith('/admin/auth/login');
  });

  it('goes to the staff login page for the staff area', async () => {
    vi.useFakeTimers();
    const login = { access_token: fakeAccessToken(600), refresh_token: 'refresh-1' };
    setStoredLogin('staff', login);
    mockFetch((request) => (pathOf(request) === 'staff/auth/refresh' ? errorResponse(401, 'Refused') : errorResponse(401, 'Expired')));
    const redirectTo = vi.fn();
    configureApiClient({ baseUrl: API_URL, area: 'staff', reloadPage: vi.fn(), redirectTo });

    await expect(profileApi.staffProfile()).rejects.toMatchObject({ status: 401 });
    vi.advanceTimersByTime(500);
    expect(redirectTo).toHaveBeenCalledWith('/staff/auth/login');
    expect(getStoredLogin('staff')).toBeNull();
  });

  it('keeps the login when the refresh could not reach the server, and reports the failure', async () => {
    const { reloadPage, redirectTo, login } = setUp();
    mockFetch((request) => {
      if (pathOf(request) === 'admin/auth/refresh') throw new TypeError('Failed to fetch');
      return errorResponse(401, 'Expired');
    });
    await expect(profileApi.adminProfile()).rejects.toMatchObject({ status: 0 });
    expect(getStoredLogin('admin')).toEqual(login);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(redirectTo).not.toHaveBeenCalled();
  });
});

describe('a 401 without a stored login', () => {
  it('is passed on as an ApiError with the server message, without refreshing', async () => {
    const fetchMock = mockFetch(() => errorResponse(401, 'Incorrect email or password.'));
    const reloadPage = vi.fn();
    configureApiClient({ baseUrl: API_URL, area: 'admin', reloadPage, redirectTo: vi.fn() });

    const error = await authApi.login('admin', { email: 'admin@crewbase.test', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Incorrect email or password.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('is never treated as an expired session on public endpoints, even with a stored login', async () => {
    setStoredLogin('admin', { access_token: fakeAccessToken(600), refresh_token: 'refresh-1' });
    const fetchMock = mockFetch(() => errorResponse(401, 'Incorrect email or password.'));
    configureApiClient({ baseUrl: API_URL, area: 'admin', reloadPage: vi.fn(), redirectTo: vi.fn() });
    await expect(authApi.login('admin', { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bearerOf(fetchMock.mock.calls[0][0] as Request)).toBeNull();
  });
});

describe('proactive refresh', () => {
  it('refreshes before sending when the access token expires within 60 s, without reloading', async () => {
    const { server, fetchMock, reloadPage } = setUp({ access_token: fakeAccessToken(45), refresh_token: 'refresh-1' });

    const answers = await Promise.all([profileApi.adminProfile(), dashboardApi.staffMetrics(), profileApi.adminProfile()]);

    expect(answers[0]).toEqual(adminProfileFixture);
    expect(server.state.refreshCalls).toEqual(['refresh-1']);
    const fresh = getStoredLogin('admin')!;
    expect(fresh.refresh_token).toBe('refresh-2');
    const sent = fetchMock.mock.calls.map(([request]) => request as Request).filter((r) => pathOf(r) !== 'admin/auth/refresh');
    expect(sent.map(bearerOf)).toEqual([fresh.access_token, fresh.access_token, fresh.access_token]);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('refreshes an already expired token before sending', async () => {
    const { server } = setUp({ access_token: fakeAccessToken(-3600), refresh_token: 'refresh-1' });
    await expect(profileApi.adminProfile()).resolves.toEqual(adminProfileFixture);
    expect(server.state.refreshCalls).toHaveLength(1);
  });

  it('leaves a token with more than a minute left alone', async () => {
    const { server } = setUp({ access_token: fakeAccessToken(61), refresh_token: 'refresh-1' });
    await profileApi.adminProfile();
    expect(server.state.refreshCalls).toHaveLength(0);
  });

  it('uses the injected clock', async () => {
    const login = { access_token: fakeAccessToken(600), refresh_token: 'refresh-1' };
    setStoredLogin('admin', login);
    const server = fakeAuthServer('admin', login);
    mockFetch(server.handler);
    configureApiClient({ baseUrl: API_URL, area: 'admin', reloadPage: vi.fn(), redirectTo: vi.fn(), now: () => Date.now() + 590_000 });
    await profileApi.adminProfile();
    expect(server.state.refreshCalls).toHaveLength(1);
  });

  it('signs out when the early refresh is refused', async () => {
    vi.useFakeTimers();
    const { server, redirectTo, fetchMock } = setUp({ access_token: fakeAccessToken(10), refresh_token: 'refresh-1' });
    server.state.familyRevoked = true;
    await expect(profileApi.adminProfile()).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1); // only the refresh: the request itself is not sent
    expect(getStoredLogin('admin')).toBeNull();
    vi.advanceTimersByTime(500);
    expect(redirectTo).toHaveBeenCalledWith('/admin/auth/login');
  });
});

describe('two tabs whose access tokens expire together', () => {
  /** Each "tab" is its own copy of the client modules; they share localStorage, fetch and the Web Locks. */
  async function openTab() {
    vi.resetModules();
    const tab = await import('./index');
    const reloadPage = vi.fn();
    const redirectTo = vi.fn();
    tab.configureApiClient({ baseUrl: API_URL, area: 'admin', reloadPage, redirectTo });
    return { ...tab, reloadPage, redirectTo };
  }

  let locks: ReturnType<typeof installFakeLocks>;
  beforeEach(() => {
    locks = installFakeLocks();
  });
  afterEach(() => locks.uninstall());

  it('both stay signed in after a 401: one refreshes, the other adopts the stored login instead of reusing the rotated token', async () => {
    const login = { access_token: fakeAccessToken(600), refresh_token: 'refresh-1' };
    setStoredLogin('admin', login);
    const server = fakeAuthServer('admin', login);
    mockFetch(server.handler);
    const tabA = await openTab();
    const tabB = await openTab();
    server.expireAccessTokens();

    void tabA.profileApi.adminProfile();
    void tabB.dashboardApi.staffMetrics();

    await vi.waitFor(() => {
      expect(tabA.reloadPage).toHaveBeenCalledTimes(1);
      expect(tabB.reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(server.state.refreshCalls).toEqual(['refresh-1']);
    expect(server.state.familyRevoked).toBe(false);
    expect(getStoredLogin('admin')?.refresh_token).toBe('refresh-2');
    expect(locks.requested).toEqual(['crewbase.admin.refresh', 'crewbase.admin.refresh']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(tabA.redirectTo).not.toHaveBeenCalled();
    expect(tabB.redirectTo).not.toHaveBeenCalled();
  });

  it('both stay signed in when refreshing early: one refresh, and both requests succeed with the new token', async () => {
    const login = { access_token: fakeAccessToken(30), refresh_token: 'refresh-1' };
    setStoredLogin('admin', login);
    const server = fakeAuthServer('admin', login);
    const fetchMock = mockFetch(server.handler);
    const tabA = await openTab();
    const tabB = await openTab();

    const [profile, metrics] = await Promise.all([tabA.profileApi.adminProfile(), tabB.dashboardApi.staffMetrics()]);

    expect(profile.fullName).toBe('Grace Mensah');
    expect(metrics.totalStaff).toBe(42);
    expect(server.state.refreshCalls).toEqual(['refresh-1']);
    expect(server.state.familyRevoked).toBe(false);
    const fresh = getStoredLogin('admin')!;
    const sent = fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => pathOf(r) !== 'admin/auth/refresh');
    expect(sent.map(bearerOf)).toEqual([fresh.access_token, fresh.access_token]);
    expect(tabA.reloadPage).not.toHaveBeenCalled();
    expect(tabB.reloadPage).not.toHaveBeenCalled();
  });

  it('(the fake server really does end the session when a rotated refresh token is reused)', async () => {
    const server = fakeAuthServer('admin', { access_token: 'a', refresh_token: 'refresh-1' });
    const refresh = (token: string) =>
      server.handler(new Request(`${API_URL}/admin/auth/refresh`, { headers: { Authorization: `Bearer ${token}` } }));
    expect(refresh('refresh-1').status).toBe(200);
    expect(refresh('refresh-1').status).toBe(401);
    expect(server.state.familyRevoked).toBe(true);
    expect(refresh('refresh-2').status).toBe(401);
  });
});

describe('network failures', () => {
  it('become an ApiError with status 0 and a human message', async () => {
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    configureApiClient({ baseUrl: API_URL, area: 'admin' });
    const error = await systemApi.banks().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: expect.stringMatching(/could not reach Crewbase/i) });
  });
});

describe('answers', () => {
  it('are checked against their domain schema', async () => {
    setStoredLogin('admin', { access_token: fakeAccessToken(600), refresh_token: 'r' });
    mockFetch(() => jsonResponse(200, { id: 'a-1', fullName: 'Missing most fields' }));
    configureApiClient({ baseUrl: API_URL, area: 'admin' });
    await expect(profileApi.adminProfile()).rejects.toMatchObject({ status: 200, body: { error: 'Unexpected Answer' } });
  });
});
