// Nobody learns who has an account from sign-in or code requests: the same answer, after the same work, for an
// active, a pending and an unknown email. (Timings themselves are printed by tools/bench/account-timing.ts, never
// asserted.) And with no mail server in production, code requests say plainly that codes cannot be mailed.
import * as argon2 from '@node-rs/argon2';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createStaff, lastMailTo, signIn } from '../../test/helpers';

// Count argon2 verifications while keeping the real ones.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('sign-in gives nothing away', () => {
  it('answers an unknown, a pending and a known email with a wrong password alike, each after one password check', async () => {
    const pending = await createStaff(t.app, { status: 'Pending', passwordHash: null });
    const answers = [];
    for (const email of ['nobody.here@crewbase.test', pending.email, 'staff@crewbase.test']) {
      vi.mocked(argon2.verify).mockClear();
      answers.push(await post('/api/staff/auth/login', { email, password: 'Wrong-password-1' }));
      expect(argon2.verify).toHaveBeenCalledTimes(1);
    }
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });
});

describe('code requests give nothing away', () => {
  it.each(['resend-activation', 'forgot-password'])('%s answers active, pending and unknown emails alike, and mails only after answering', async (route) => {
    const pending = await createStaff(t.app, { status: 'Pending', passwordHash: null });
    const active = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const answers = [];
    for (const email of [active.email, pending.email, 'nobody.here@crewbase.test']) answers.push(await post(`/api/staff/auth/${route}`, { email }));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    // The one who may get a code still gets it.
    const mailed = route === 'forgot-password' ? active.email : pending.email;
    const other = route === 'forgot-password' ? pending.email : active.email;
    expect((await lastMailTo(t.app, mailed))?.text).toMatch(/\b\d{6}\b/);
    expect(await lastMailTo(t.app, other)).toBeUndefined();
  });
});

describe('production without a mail server', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await buildTestApp({ nodeEnv: 'production', smtpUrl: undefined, testMailbox: false });
  });
  afterAll(() => prod.close());

  it('answers every code request 503 with a plain message, known email or not', async () => {
    for (const route of ['forgot-password', 'resend-activation']) {
      const answers = await Promise.all(
        ['staff@crewbase.test', 'new.staff@crewbase.test', 'nobody.here@crewbase.test'].map((email) =>
          prod.app.inject({ method: 'POST', url: `/api/staff/auth/${route}`, payload: { email } }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([503, 503, 503]);
      expect(answers[0].json().message).toBe('Codes cannot be emailed right now. Contact your HR team.');
    }
  });

  it('still saves a new admin, and says plainly that the code cannot be resent', async () => {
    const admin = (await signIn(prod.app, 'admin', 'admin@crewbase.test')).access_token;
    const roles = (await prod.app.inject({ url: '/api/admin/roles?limit=50', headers: bearer(admin) })).json().data as { id: string; name: string }[];
    const created = await prod.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: bearer(admin),
      payload: { firstName: 'Ada', lastName: 'Offline', email: 'ada.offline@crewbase.test', roleId: roles.find((r) => r.name === 'HR Manager')?.id },
    });
    expect(created.statusCode).toBe(201);
    const resend = await prod.app.inject({ method: 'POST', url: `/api/admin/users/${created.json().id}/resend-activation`, headers: bearer(admin) });
    expect(resend.statusCode).toBe(503);
    expect(resend.json().message).toBe('Codes cannot be emailed right now. Contact your HR team.');
    expect(prod.app.mailer.delivered).toBeNull();
  });
});
