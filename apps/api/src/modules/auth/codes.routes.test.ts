// Activation and password reset: one-time codes (expiry, single use, wrong code, attempt limit) and their effects.
import { ONE_TIME_CODE_MAX_ATTEMPTS } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { oneTimeCodes, resetTokens, staff } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, codeIn, createStaff, lastMailTo, signIn } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/staff/auth/${url}`, payload });
const NEW_PASSWORD = 'Fresh-start-2026';

async function resetCodeFor(email: string): Promise<string> {
  expect((await post('forgot-password', { email })).statusCode).toBe(202);
  return codeIn((await lastMailTo(t.app, email))?.text ?? '');
}

describe('activation', () => {
  it('activates the demo person with code 123456: Pending -> Active, signed in, password set', async () => {
    const response = await post('activate', { email: 'new.staff@crewbase.test', code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { access_token } = response.json();
    const profile = await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(access_token) });
    expect(profile.json()).toMatchObject({ fullName: 'Kofi Asante', status: 'Active' });
    expect((await signIn(t.app, 'staff', 'new.staff@crewbase.test', NEW_PASSWORD)).access_token).toBeTruthy();
    // The code was single use and the account is no longer pending.
    const again = await post('activate', { email: 'new.staff@crewbase.test', code: '123456', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(again.statusCode).toBe(400);
  });

  it('mails a fresh code on resend, answering the same whether or not the email exists', async () => {
    const person = await createStaff(t.app, { status: 'Pending', passwordHash: null });
    const known = await post('resend-activation', { email: person.email });
    const unknown = await post('resend-activation', { email: 'nobody@crewbase.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    const mail = await lastMailTo(t.app, person.email);
    expect(mail?.subject).toBe('Your Crewbase activation code');
    const code = codeIn(mail?.text ?? '');
    const response = await post('activate', { email: person.email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong code, and checks the passwords before anything else', async () => {
    const person = await createStaff(t.app, { status: 'Pending', passwordHash: null });
    await post('resend-activation', { email: person.email });
    const wrong = await post('activate', { email: person.email, code: '000000', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('That code is wrong or has expired.');
    const mismatch = await post('activate', { email: person.email, code: '000000', password: NEW_PASSWORD, confirmPassword: 'Other-2026' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details).toEqual([{ path: 'confirmPassword', message: 'Passwords do not match' }]);
    const weak = await post('activate', { email: person.email, code: '000000', password: 'short', confirmPassword: 'short' });
    expect(weak.json().details.map((d: { path: string }) => d.path)).toContain('password');
  });
});

describe('password reset', () => {
  it('resets with a mailed code and ends every session of the person', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const session = await signIn(t.app, 'staff', person.email);
    const code = await resetCodeFor(person.email);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post('verify-reset-code', { email: person.email, code });
    expect(verified.statusCode).toBe(200);
    const { reset_token } = verified.json();
    // Make the old access token unmistakably older than the change (tokens are checked to the second).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await post('reset-password', { reset_token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(204);

    expect((await t.app.inject({ url: '/api/staff/auth/refresh', headers: bearer(session.refresh_token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(session.access_token) })).statusCode).toBe(401);
    const oldPassword = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: person.email, password: 'Crewbase!2026' } });
    expect(oldPassword.statusCode).toBe(401);
    const fresh = await signIn(t.app, 'staff', person.email, NEW_PASSWORD);
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(fresh.access_token) })).statusCode).toBe(200);
    // The reset token was single use.
    expect((await post('reset-password', { reset_token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('answers forgot-password the same for unknown, pending and active people, and mails only the active one', async () => {
    const pending = await createStaff(t.app, { status: 'Pending', passwordHash: null });
    const active = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const answers = await Promise.all(['nobody@crewbase.test', pending.email, active.email].map((email) => post('forgot-password', { email })));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await lastMailTo(t.app, pending.email)).toBeUndefined();
    expect((await lastMailTo(t.app, active.email))?.subject).toBe('Your Crewbase password reset code');
  });

  it('uses a code once', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const code = await resetCodeFor(person.email);
    expect((await post('verify-reset-code', { email: person.email, code })).statusCode).toBe(200);
    const second = await post('verify-reset-code', { email: person.email, code });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('That code is wrong or has expired.');
  });

  it('refuses an expired code', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const code = await resetCodeFor(person.email);
    await t.app.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeCodes.accountId, person.id), eq(oneTimeCodes.purpose, 'password_reset')));
    expect((await post('verify-reset-code', { email: person.email, code })).statusCode).toBe(400);
  });

  it(`kills the code after ${ONE_TIME_CODE_MAX_ATTEMPTS} wrong tries, even for the right code afterwards`, async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const code = await resetCodeFor(person.email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < ONE_TIME_CODE_MAX_ATTEMPTS; i += 1) {
      expect((await post('verify-reset-code', { email: person.email, code: wrong })).statusCode).toBe(400);
    }
    expect((await post('verify-reset-code', { email: person.email, code })).statusCode).toBe(400);
  });

  it('lets a wrong try or two pass and still accepts the right code', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const code = await resetCodeFor(person.email);
    const wrong = code === '111111' ? '222222' : '111111';
    await post('verify-reset-code', { email: person.email, code: wrong });
    await post('verify-reset-code', { email: person.email, code: wrong });
    expect((await post('verify-reset-code', { email: person.email, code })).statusCode).toBe(200);
  });

  it('retires the previous code when a new one is requested', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const first = await resetCodeFor(person.email);
    let second = await resetCodeFor(person.email);
    while (second === first) second = await resetCodeFor(person.email);
    expect((await post('verify-reset-code', { email: person.email, code: first })).statusCode).toBe(400);
    expect((await post('verify-reset-code', { email: person.email, code: second })).statusCode).toBe(200);
  });

  it('refuses an unknown email at verification with the same message', async () => {
    const response = await post('verify-reset-code', { email: 'nobody@crewbase.test', code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('That code is wrong or has expired.');
  });

  it('refuses an expired or unknown reset token', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const { reset_token } = (await post('verify-reset-code', { email: person.email, code: await resetCodeFor(person.email) })).json();
    await t.app.database.db.update(resetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(resetTokens.accountId, person.id));
    expect((await post('reset-password', { reset_token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await post('reset-password', { reset_token: 'made-up', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(400);
    const [row] = await t.app.database.db.select({ hash: staff.passwordHash }).from(staff).where(eq(staff.id, person.id));
    expect(row.hash).toBe(t.demoPasswordHash);
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per account (429), leaving other emails alone', async () => {
    const limited = await buildTestApp({ authRateLimitMax: 3 });
    try {
      const attempt = (email: string) => limited.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password: 'Wrong-password-1' } });
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await attempt('staff@crewbase.test')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const blocked = await attempt('staff@crewbase.test');
      expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await attempt('hr@crewbase.test')).statusCode).toBe(401);
      const forgot = [];
      for (let i = 0; i < 4; i += 1) {
        forgot.push((await limited.app.inject({ method: 'POST', url: '/api/staff/auth/forgot-password', payload: { email: 'x@crewbase.test' } })).statusCode);
      }
      expect(forgot).toEqual([202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits one client address across many emails (429), counted in the shared database table', async () => {
    const limited = await buildTestApp({ authRateLimitMax: 100, authRateLimitAddressMax: 5 });
    try {
      const codes = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await limited.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: `guess.${i}@crewbase.test`, password: 'Wrong-password-1' } });
        codes.push(response.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
      // Code requests from the same address share the count.
      const forgot = await limited.app.inject({ method: 'POST', url: '/api/staff/auth/forgot-password', payload: { email: 'guess.9@crewbase.test' } });
      expect(forgot.statusCode).toBe(429);
      // Another address is not held back.
      const elsewhere = await limited.app.inject({ method: 'POST', url: '/api/staff/auth/login', remoteAddress: '203.0.113.7', payload: { email: 'guess.0@crewbase.test', password: 'Wrong-password-1' } });
      expect(elsewhere.statusCode).toBe(401);
      const rows = await selectRows<{ key: string; hits: number }>(limited.app.database.db, sql`select key, hits from auth_rate_limits where key like 'address:%' order by key`);
      expect(rows).toEqual([
        { key: 'address:127.0.0.1', hits: 8 },
        { key: 'address:203.0.113.7', hits: 1 },
      ]);
    } finally {
      await limited.close();
    }
  });
});
