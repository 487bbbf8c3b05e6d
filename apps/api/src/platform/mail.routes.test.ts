// When the mail server cannot be reached: a new account is still saved (its code can be resent), an admin resending
// a code is told plainly that the email did not go, never a 500; and a person asking for a code at a public door gets
// the answer everyone gets (the mail goes after the answer; its failure is logged), so a failed mail cannot reveal
// that the email has an account.
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { MAIL_NOT_SENT } from './mail';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Port 1 on loopback refuses every connection.
  t = await buildTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

const firstId = async (list: string) =>
  (await t.app.inject({ url: `/api/admin/${list}?limit=1`, headers: bearer(admin) })).json().data[0].id as string;

describe('mail server down', () => {
  it('saves a new staff member as Pending, and says so plainly when an admin resends the code', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: bearer(admin),
      payload: {
        firstName: 'Mail',
        lastName: 'Down',
        email: 'mail.down@crewbase.test',
        departmentId: await firstId('department'),
        jobTitleId: await firstId('job-title'),
        locationId: await firstId('location'),
        staffRoleId: await firstId('staff-role'),
        dailySalary: 9000,
        bankCode: '058',
        accountNumber: '0123456789',
        benefits: [],
      },
    });
    expect(created.statusCode).toBe(201);
    // No mail left, so the profile shows no invitation (and offers the resend) rather than a code nobody has.
    expect(created.json()).toMatchObject({ status: 'Pending', email: 'mail.down@crewbase.test', invitation: null });

    const resend = await t.app.inject({ method: 'POST', url: `/api/admin/staff/${created.json().id}/resend-activation`, headers: bearer(admin) });
    expect(resend.statusCode).toBe(503);
    expect(resend.json().message).toBe(MAIL_NOT_SENT);
  });

  it('answers a person asking for a code as it answers an unknown email, and the failed mail ends quietly', async () => {
    for (const route of ['forgot-password', 'resend-activation']) {
      const known = await t.app.inject({ method: 'POST', url: `/api/staff/auth/${route}`, payload: { email: route === 'forgot-password' ? 'staff@crewbase.test' : 'mail.down@crewbase.test' } });
      const unknown = await t.app.inject({ method: 'POST', url: `/api/staff/auth/${route}`, payload: { email: 'nobody.here@crewbase.test' } });
      expect(known.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
    }
    await t.app.mailer.idle();
    expect(t.app.mailer.delivered?.filter((m) => m.to === 'staff@crewbase.test')).toEqual([]);
  });
});
