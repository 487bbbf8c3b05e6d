// The error envelope for what the framework itself refuses.
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers 404 for an unknown route, signed in or not', async () => {
    const response = await t.app.inject({ url: '/api/admin/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No route for GET /api/admin/no-such-thing.' });
  });

  it('answers 400, not 500, for broken JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers 415 for a body type the route does not read', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(response.statusCode).toBe(415);
    expect(response.json().statusCode).toBe(415);
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('lists every invalid field of a body with its path', async () => {
    const { access_token } = await signIn(t.app, 'admin', 'admin@crewbase.test');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      headers: bearer(access_token),
      payload: { firstName: '', lastName: 42, phoneNumber: 'call me' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'Enter a first name' },
        { path: 'lastName', message: expect.any(String) },
        { path: 'phoneNumber', message: 'Enter a valid phone number' },
      ]),
    );
  });

  it('sets the security headers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('allows the two app origins and no other', async () => {
    const preflight = (origin: string) =>
      t.app.inject({ method: 'OPTIONS', url: '/api/admin/staff', headers: { origin, 'access-control-request-method': 'GET' } });
    expect((await preflight('http://localhost:4300')).headers['access-control-allow-origin']).toBe('http://localhost:4300');
    expect((await preflight('http://localhost:4200')).headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect((await preflight('http://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document with every Foundation route', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/public/banks',
        '/api/staff/auth/login',
        '/api/admin/auth/login',
        '/api/staff/auth/refresh',
        '/api/staff/auth/activate',
        '/api/staff/auth/reset-password',
        '/api/admin/update-profile',
        '/api/system/media-upload',
        '/api/admin/dashboard/staff/metrics',
        '/api/admin/staff',
        '/api/admin/mail-outbox',
      ]),
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(200);
  });
});
