import { eq } from 'drizzle-orm';
import { refreshTokens, staff, users } from '../../db/schema';
import { signAccessToken } from '../../platform/tokens';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createStaff, signIn } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sidOf = (accessToken: string): string => JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()).sid;

const login = (area: 'staff' | 'admin', email: string, password = 'Crewbase!2026') =>
  t.app.inject({ method: 'POST', url: `/api/${area}/auth/login`, payload: { email, password } });

describe('sign-in', () => {
  it('signs a staff member in with a token pair whose access token carries sub, area, sid (the sign-in), iat and exp (15 minutes)', async () => {
    const response = await login('staff', 'STAFF@crewbase.test');
    expect(response.statusCode).toBe(200);
    const { access_token, refresh_token } = response.json();
    expect(refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const claims = JSON.parse(Buffer.from(access_token.split('.')[1], 'base64url').toString());
    expect(Object.keys(claims).sort()).toEqual(['area', 'exp', 'iat', 'sid', 'sub']);
    expect(claims.area).toBe('staff');
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('signs both demo admins in', async () => {
    expect((await login('admin', 'admin@crewbase.test')).statusCode).toBe(200);
    expect((await login('admin', 'hr@crewbase.test')).statusCode).toBe(200);
  });

  it.each([
    ['wrong password', 'staff', 'staff@crewbase.test', 'Wrong-password-1'],
    ['unknown user', 'staff', 'nobody@crewbase.test', 'Crewbase!2026'],
    ['staff account at the admin door', 'admin', 'staff@crewbase.test', 'Crewbase!2026'],
    ['admin account at the staff door', 'staff', 'admin@crewbase.test', 'Crewbase!2026'],
  ] as const)('refuses a %s with the one generic 401', async (_case, area, email, password) => {
    const response = await login(area, email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Incorrect email or password.' });
  });

  it('answers a pending account (no password yet) exactly like an unknown email, so it cannot be told apart', async () => {
    const pending = await login('staff', 'new.staff@crewbase.test', 'anything-1');
    const unknown = await login('staff', 'nobody.at.all@crewbase.test', 'anything-1');
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toEqual(unknown.json());
    const pendingAdmin = await login('admin', 'new.staff@crewbase.test', 'anything-1');
    expect(pendingAdmin.json()).toEqual(unknown.json());
  });

  it('tells a pending account to activate only when the right password is given (403)', async () => {
    const person = await createStaff(t.app, { status: 'Pending', passwordHash: t.demoPasswordHash });
    expect((await login('staff', person.email, 'Wrong-password-1')).statusCode).toBe(401);
    const right = await login('staff', person.email);
    expect(right.statusCode).toBe(403);
    expect(right.json().message).toBe('Activate your account before signing in.');
  });

  it.each(['Suspended', 'Resigned', 'Terminated'] as const)('refuses %s staff with a 403 that says why', async (status) => {
    const person = await createStaff(t.app, { status, passwordHash: t.demoPasswordHash });
    const response = await login('staff', person.email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(status === 'Suspended' ? /suspended/ : /closed/);
  });

  it('does not reveal a suspended account to someone with the wrong password', async () => {
    const person = await createStaff(t.app, { status: 'Suspended', passwordHash: t.demoPasswordHash });
    expect((await login('staff', person.email, 'Wrong-password-1')).statusCode).toBe(401);
  });

  it('refuses an inactive admin (403)', async () => {
    const response = await login('admin', 'bola.adewale@crewbase.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/inactive/);
  });

  it('answers 400 naming the fields for a malformed body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: 'not-an-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'password']);
  });
});

describe('access tokens', () => {
  it('refuses a staff token on admin routes and an admin token on staff routes (401)', async () => {
    const staffTokens = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const adminTokens = await signIn(t.app, 'admin', 'admin@crewbase.test');
    const onAdmin = await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(staffTokens.access_token) });
    const onStaff = await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(adminTokens.access_token) });
    expect(onAdmin.statusCode).toBe(401);
    expect(onStaff.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(adminTokens.access_token) })).statusCode).toBe(200);
  });

  it('refuses a missing, malformed, forged or expired token (401)', async () => {
    const [person] = await t.app.database.db.select({ id: staff.id }).from(staff).where(eq(staff.email, 'staff@crewbase.test'));
    const hourAgo = new Date(Date.now() - 3600_000);
    const sid = sidOf((await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token);
    const expired = await signAccessToken(t.config.jwtSecret, { sub: person.id, area: 'staff', sid }, 15 * 60, hourAgo);
    const forged = await signAccessToken('another-secret-another-secret-another-secret', { sub: person.id, area: 'staff', sid }, 900);
    for (const headers of [{}, { authorization: 'Bearer' }, { authorization: 'Basic abc' }, bearer('not.a.jwt'), bearer(forged)]) {
      expect((await t.app.inject({ url: '/api/staff/auth/profile', headers })).statusCode).toBe(401);
    }
    const response = await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/expired/);
  });

  it('applies a suspension at once, even to a token issued before it', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const { access_token } = await signIn(t.app, 'staff', person.email);
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(access_token) })).statusCode).toBe(200);
    await t.app.database.db.update(staff).set({ status: 'Suspended' }).where(eq(staff.id, person.id));
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(access_token) })).statusCode).toBe(401);
  });

  it('refuses tokens issued before tokens_valid_after', async () => {
    const [admin] = await t.app.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@crewbase.test'));
    const sid = sidOf((await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token);
    const earlier = await signAccessToken(t.config.jwtSecret, { sub: admin.id, area: 'admin', sid }, 900, new Date(Date.now() - 60_000));
    expect((await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(earlier) })).statusCode).toBe(200);
    await t.app.database.db.update(users).set({ tokensValidAfter: new Date(Date.now() - 5_000) }).where(eq(users.id, admin.id));
    expect((await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(earlier) })).statusCode).toBe(401);
    const { access_token } = await signIn(t.app, 'admin', 'hr@crewbase.test');
    expect((await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(access_token) })).statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  const refresh = (area: 'staff' | 'admin', token: string) => t.app.inject({ url: `/api/${area}/auth/refresh`, headers: bearer(token) });

  it('rotates: each refresh answers a new pair, and the new refresh token works in turn', async () => {
    const first = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const second = await refresh('staff', first.refresh_token);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(pair.access_token) })).statusCode).toBe(200);
    expect((await refresh('staff', pair.refresh_token)).statusCode).toBe(200);
  });

  it('gives two refreshes with the same token inside the grace window (two tabs) the same working successor', async () => {
    const { refresh_token } = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const [a, b] = await Promise.all([refresh('staff', refresh_token), refresh('staff', refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refresh_token).toBe(b.json().refresh_token);
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(a.json().access_token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(b.json().access_token) })).statusCode).toBe(200);
    expect((await refresh('staff', a.json().refresh_token)).statusCode).toBe(200);
  });

  it('twenty simultaneous refreshes with one token leave one live refresh token, not twenty', async () => {
    const { refresh_token } = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh('staff', refresh_token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const successors = new Set(answers.map((a) => a.json().refresh_token as string));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    // The successor rotates once; the old token again (still in grace) leads to that same, now rotated, successor.
    const next = (await refresh('staff', successor)).json().refresh_token;
    const again = (await refresh('staff', refresh_token)).json().refresh_token;
    expect(again).toBe(successor);
    expect((await refresh('staff', next)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace window; the newest stops working too', async () => {
    const first = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const newest = (await refresh('staff', first.refresh_token)).json();
    // Age the rotation past the 30-second grace window.
    await t.app.database.db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.tokenHash, (await import('../../platform/secrets')).sha256(first.refresh_token)));
    expect((await refresh('staff', first.refresh_token)).statusCode).toBe(401);
    expect((await refresh('staff', newest.refresh_token)).statusCode).toBe(401);
  });

  it('refuses a refresh token of the other area, an unknown one, an access token, and none', async () => {
    const staffPair = await signIn(t.app, 'staff', 'staff@crewbase.test');
    expect((await refresh('admin', staffPair.refresh_token)).statusCode).toBe(401);
    expect((await refresh('staff', 'made-up-token')).statusCode).toBe(401);
    expect((await refresh('staff', staffPair.access_token)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/auth/refresh' })).statusCode).toBe(401);
    // The staff token still works at its own door afterwards.
    expect((await refresh('staff', staffPair.refresh_token)).statusCode).toBe(200);
  });

  it('ends at the family lifetime', async () => {
    const pair = await signIn(t.app, 'admin', 'admin@crewbase.test');
    const { sha256 } = await import('../../platform/secrets');
    await t.app.database.db.update(refreshTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(refreshTokens.tokenHash, sha256(pair.refresh_token)));
    expect((await refresh('admin', pair.refresh_token)).statusCode).toBe(401);
  });

  it('stops refreshing for an account that was deactivated', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const pair = await signIn(t.app, 'staff', person.email);
    await t.app.database.db.update(staff).set({ status: 'Terminated' }).where(eq(staff.id, person.id));
    expect((await refresh('staff', pair.refresh_token)).statusCode).toBe(401);
  });

  it('logout revokes that sign-in only', async () => {
    const one = await signIn(t.app, 'admin', 'admin@crewbase.test');
    const two = await signIn(t.app, 'admin', 'admin@crewbase.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers: bearer(one.access_token), payload: { refresh_token: one.refresh_token } });
    expect(out.statusCode).toBe(204);
    expect((await refresh('admin', one.refresh_token)).statusCode).toBe(401);
    expect((await refresh('admin', two.refresh_token)).statusCode).toBe(200);
  });

  it('logout ends that sign-in\'s access token at once, and only that one', async () => {
    const one = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const two = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const refreshed = (await refresh('staff', one.refresh_token)).json();
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/logout', payload: { refresh_token: refreshed.refresh_token } });
    for (const token of [one.access_token, refreshed.access_token]) {
      const response = await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has ended. Sign in again.');
    }
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(two.access_token) })).statusCode).toBe(200);
  });

  it('a rotated token reused after the grace window ends the access tokens of its sign-in too', async () => {
    const first = await signIn(t.app, 'admin', 'admin@crewbase.test');
    const newest = (await refresh('admin', first.refresh_token)).json();
    const { sha256 } = await import('../../platform/secrets');
    await t.app.database.db.update(refreshTokens).set({ rotatedAt: new Date(Date.now() - 31_000) }).where(eq(refreshTokens.tokenHash, sha256(first.refresh_token)));
    expect((await refresh('admin', first.refresh_token)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(newest.access_token) })).statusCode).toBe(401);
  });

  it('logout works with the refresh token alone, once the access token has expired', async () => {
    const pair = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/auth/logout', payload: { refresh_token: pair.refresh_token } });
    expect(out.statusCode).toBe(204);
    expect((await refresh('staff', pair.refresh_token)).statusCode).toBe(401);
  });

  it('logout of one area cannot revoke a sign-in of the other', async () => {
    const pair = await signIn(t.app, 'staff', 'staff@crewbase.test');
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', payload: { refresh_token: pair.refresh_token } });
    expect(out.statusCode).toBe(204);
    expect((await refresh('staff', pair.refresh_token)).statusCode).toBe(200);
  });
});
