// Which browser origins may call the API: the configured apps', and in development the same apps reached as
// 127.0.0.1 or localhost alike (opening http://127.0.0.1:4200 must not leave the portal unable to sign in).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const STAFF_PORT = 4211;
const ADMIN_PORT = 4311;
const appUrls = { STAFF_APP_URL: `http://localhost:${STAFF_PORT}`, ADMIN_APP_URL: `http://localhost:${ADMIN_PORT}` };
const SECRET = 'a-production-secret-that-is-long-enough-0123456789';

async function appFor(env: NodeJS.ProcessEnv): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'crewbase-cors-'));
  try {
    return await buildTestApp({ corsOrigins: loadConfig({ ...env, ...appUrls, DATA_DIR: dataDir }).corsOrigins });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const allowedOrigin = async (t: TestApp, origin: string) => {
  const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/staff/auth/login', headers: { origin, 'access-control-request-method': 'POST' } });
  const simple = await t.app.inject({ url: '/api/health', headers: { origin } });
  expect(simple.headers['access-control-allow-origin']).toBe(preflight.headers['access-control-allow-origin']);
  return preflight.headers['access-control-allow-origin'];
};

describe('CORS in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appFor({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('answers the staff portal and the admin console by localhost and by 127.0.0.1 on their ports', async () => {
    for (const origin of [`http://localhost:${STAFF_PORT}`, `http://127.0.0.1:${STAFF_PORT}`, `http://localhost:${ADMIN_PORT}`, `http://127.0.0.1:${ADMIN_PORT}`]) {
      expect(await allowedOrigin(t, origin)).toBe(origin);
    }
  });

  it('lets a refused page read the health check without CORS, so the app can say the API is up but refused it', async () => {
    const health = await t.app.inject({ url: '/api/health', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(health.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const other = await t.app.inject({ url: '/api/public/banks', headers: { origin: 'http://127.0.0.1:5173' } });
    expect(other.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('refuses other ports and other hosts', async () => {
    expect(await allowedOrigin(t, 'http://127.0.0.1:5173')).toBeUndefined();
    expect(await allowedOrigin(t, `http://192.168.1.20:${STAFF_PORT}`)).toBeUndefined();
    expect(await allowedOrigin(t, 'http://evil.example')).toBeUndefined();
  });
});

describe('CORS in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appFor({ NODE_ENV: 'production', JWT_SECRET: SECRET });
  });
  afterAll(() => t.close());

  it('answers only the configured origins', async () => {
    expect(await allowedOrigin(t, `http://localhost:${STAFF_PORT}`)).toBe(`http://localhost:${STAFF_PORT}`);
    expect(await allowedOrigin(t, `http://localhost:${ADMIN_PORT}`)).toBe(`http://localhost:${ADMIN_PORT}`);
    expect(await allowedOrigin(t, `http://127.0.0.1:${STAFF_PORT}`)).toBeUndefined();
    expect(await allowedOrigin(t, `http://127.0.0.1:${ADMIN_PORT}`)).toBeUndefined();
  });
});
