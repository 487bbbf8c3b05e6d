// Every answer carries a Permissions-Policy; token and authenticated JSON answers carry Cache-Control: no-store.
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { PERMISSIONS_POLICY } from './security-headers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('token answers and authenticated JSON are never stored by a browser or proxy', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: 'staff@crewbase.test', password: 'Crewbase!2026' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const { access_token, refresh_token } = login.json();
    const refreshed = await t.app.inject({ url: '/api/staff/auth/refresh', headers: bearer(refresh_token) });
    expect(refreshed.headers['cache-control']).toBe('no-store');
    const profile = await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(access_token) });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
    const admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
    const list = await t.app.inject({ url: '/api/admin/users', headers: bearer(admin) });
    expect(list.headers['cache-control']).toBe('no-store');
  });

  it('every answer carries the Permissions-Policy, refusals and unknown addresses included', async () => {
    for (const url of ['/api/health', '/api/staff/auth/profile', '/api/no-such-route']) {
      const response = await t.app.inject({ url });
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('camera=()');
  });
});
