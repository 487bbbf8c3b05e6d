import { getStoredLogin, setStoredLogin } from '@crewbase/auth';
import { adminProfileFixture, fakeAccessToken } from '@crewbase/domain/testing';
import { ApiError } from './api-error';
import { authApi } from './auth-api';
import { profileApi } from './profile-api';
import { configureApiClient } from './configure-api-client';
import { API_URL, bearerOf, jsonBodyOf, errorResponse, jsonResponse, mockFetch, pathOf } from './testing/fake-api';

const tokens = { access_token: fakeAccessToken(900), refresh_token: 'refresh-9' };

function setUp(handler: (request: Request) => Response | Promise<Response>) {
  const fetchMock = mockFetch(handler);
  const reloadPage = vi.fn();
  configureApiClient({ baseUrl: API_URL, area: 'admin', reloadPage, redirectTo: vi.fn() });
  const sent = () => fetchMock.mock.calls.map(([request]) => request as Request);
  return { fetchMock, reloadPage, sent };
}

describe('authApi', () => {
  it('signs in with a normalised email and hands back the tokens without storing them', async () => {
    const { sent } = setUp(() => jsonResponse(200, tokens));
    await expect(authApi.login('admin', { email: '  Admin@Crewbase.TEST ', password: 'Crewbase!2026' })).resolves.toEqual(tokens);
    const [request] = sent();
    expect(request.method).toBe('POST');
    expect(pathOf(request)).toBe('admin/auth/login');
    expect(jsonBodyOf(request)).toEqual({ email: 'admin@crewbase.test', password: 'Crewbase!2026' });
    expect(getStoredLogin('admin')).toBeNull();
  });

  it('refuses invalid input like the API would, field by field, without calling it', async () => {
    const { fetchMock } = setUp(() => jsonResponse(200, tokens));
    const error = await authApi.login('staff', { email: 'not-an-email', password: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).fieldErrors()).toEqual({ email: 'Enter a valid email address', password: 'Enter your password' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server field errors of a refused profile update', async () => {
    setStoredLogin('admin', tokens);
    setUp(() => errorResponse(400, 'Check the highlighted fields.', [{ path: 'phoneNumber', message: 'That number is taken' }]));
    const error = (await profileApi.updateAdminProfile({ firstName: 'Grace', lastName: 'M', phoneNumber: '+233 20 000 0000' }).catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors()).toEqual({ phoneNumber: 'That number is taken' });
  });

  it('updates the admin profile through POST admin/update-profile', async () => {
    setStoredLogin('admin', tokens);
    const { sent } = setUp(() => jsonResponse(200, adminProfileFixture));
    await expect(profileApi.updateAdminProfile({ firstName: ' Grace ', lastName: 'Mensah', phoneNumber: '' })).resolves.toEqual(adminProfileFixture);
    const [request] = sent();
    expect(pathOf(request)).toBe('admin/update-profile');
    expect(bearerOf(request)).toBe(tokens.access_token);
    expect(jsonBodyOf(request)).toEqual({ firstName: 'Grace', lastName: 'Mensah', phoneNumber: null });
  });

  it('walks the password reset: forgot, verify, reset (204)', async () => {
    const { sent } = setUp((request) => {
      switch (pathOf(request)) {
        case 'staff/auth/forgot-password':
          return jsonResponse(202, { message: 'If that email is registered, a code is on its way.' });
        case 'staff/auth/verify-reset-code':
          return jsonResponse(200, { reset_token: 'reset-1' });
        default:
          return new Response(null, { status: 204 });
      }
    });
    await expect(authApi.forgotPassword({ email: 'staff@crewbase.test' })).resolves.toEqual({ message: expect.any(String) });
    await expect(authApi.verifyResetCode({ email: 'staff@crewbase.test', code: '123456' })).resolves.toEqual({ reset_token: 'reset-1' });
    await expect(
      authApi.resetPassword({ reset_token: 'reset-1', password: 'NewPass123', confirmPassword: 'NewPass123' }),
    ).resolves.toBeUndefined();
    expect(sent().map(pathOf)).toEqual(['staff/auth/forgot-password', 'staff/auth/verify-reset-code', 'staff/auth/reset-password']);
    expect(sent().every((request) => bearerOf(request) === null)).toBe(true);
  });

  it('activates an account with the whole form and answers with a login', async () => {
    const { sent } = setUp(() => jsonResponse(200, tokens));
    const input = { email: 'new.staff@crewbase.test', code: '123456', password: 'Welcome123', confirmPassword: 'Welcome123' };
    await expect(authApi.activate('staff', input)).resolves.toEqual(tokens);
    expect(jsonBodyOf(sent()[0])).toEqual(input);
    expect(pathOf(sent()[0])).toBe('staff/auth/activate');
  });

  it('activates a new admin at the admin area\'s endpoint', async () => {
    const { sent } = setUp(() => jsonResponse(200, tokens));
    const input = { email: 'new.admin@crewbase.test', code: '123456', password: 'Welcome123', confirmPassword: 'Welcome123' };
    await expect(authApi.activate('admin', input)).resolves.toEqual(tokens);
    expect(pathOf(sent()[0])).toBe('admin/auth/activate');
  });

  it('resends the activation code', async () => {
    setUp(() => jsonResponse(202, { message: 'Sent' }));
    await expect(authApi.resendActivation({ email: 'new.staff@crewbase.test' })).resolves.toEqual({ message: 'Sent' });
  });

  describe('logout', () => {
    it('revokes the stored refresh token', async () => {
      setStoredLogin('admin', tokens);
      const { sent } = setUp(() => new Response(null, { status: 204 }));
      await authApi.logout('admin');
      const [request] = sent();
      expect(pathOf(request)).toBe('admin/auth/logout');
      expect(bearerOf(request)).toBe(tokens.access_token);
      expect(jsonBodyOf(request)).toEqual({ refresh_token: 'refresh-9' });
    });

    it('reports a 401 instead of refreshing or reloading', async () => {
      setStoredLogin('admin', tokens);
      const { fetchMock, reloadPage } = setUp(() => errorResponse(401, 'Expired'));
      await expect(authApi.logout('admin')).rejects.toMatchObject({ status: 401 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(reloadPage).not.toHaveBeenCalled();
      expect(getStoredLogin('admin')).toEqual(tokens);
    });

    it('revokes a login captured earlier, even once it is no longer stored', async () => {
      const { sent } = setUp(() => new Response(null, { status: 204 }));
      await authApi.logout('admin', tokens);
      const [request] = sent();
      expect(pathOf(request)).toBe('admin/auth/logout');
      expect(bearerOf(request)).toBe(tokens.access_token);
      expect(jsonBodyOf(request)).toEqual({ refresh_token: 'refresh-9' });
      expect(getStoredLogin('admin')).toBeNull();
    });

    it('does nothing when nobody is signed in', async () => {
      const { fetchMock } = setUp(() => new Response(null, { status: 204 }));
      await authApi.logout('admin');
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  describe('refresh', () => {
    it('renews and stores the login now', async () => {
      setStoredLogin('admin', tokens);
      const fresh = { access_token: fakeAccessToken(900, { sub: 'u2' }), refresh_token: 'refresh-10' };
      const { sent } = setUp(() => jsonResponse(200, fresh));
      await expect(authApi.refresh('admin')).resolves.toEqual(fresh);
      expect(getStoredLogin('admin')).toEqual(fresh);
      expect(bearerOf(sent()[0])).toBe('refresh-9');
    });

    it('belongs to the configured area only', async () => {
      setUp(() => jsonResponse(200, tokens));
      await expect(authApi.refresh('staff')).rejects.toThrow(/admin area/);
    });
  });
});
