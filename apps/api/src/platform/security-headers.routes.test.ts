// Every answer carries helmet's headers and a Permissions-Policy, refusals included; token and authenticated JSON
// answers carry Cache-Control: no-store.
import helmet from 'helmet';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { PERMISSIONS_POLICY, SECURITY_HEADERS } from './security-headers';

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

  it("carries helmet's headers on answers, refusals by the sign-in check and unknown addresses alike", async () => {
    for (const url of ['/api/health', '/api/staff/auth/profile', '/api/admin/staff', '/api/no-such-route']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it("sets exactly what helmet's middleware sets, worked out once", async () => {
    const set = new Map<string, string>();
    const recorder = { setHeader: (name: string, value: string) => set.set(name.toLowerCase(), value), removeHeader: () => undefined };
    helmet()({} as never, recorder as never, () => undefined);
    expect(set.size).toBeGreaterThan(10);
    const refusal = await t.app.inject({ url: '/api/staff/auth/profile' });
    for (const [name, value] of set) {
      expect(SECURITY_HEADERS[name]).toBe(value);
      expect(refusal.headers[name]).toBe(value);
    }
  });

  it('lets the API docs keep their own Content-Security-Policy', async () => {
    const redirect = await t.app.inject({ url: '/api/docs' });
    const docs = redirect.statusCode === 302 ? await t.app.inject({ url: new URL(String(redirect.headers.location), 'http://api/api/docs').pathname }) : redirect;
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/html/);
    expect(docs.headers['content-security-policy']).not.toBe(SECURITY_HEADERS['content-security-policy']);
  });
});
