// When the mail server cannot be reached: a new account is still saved (its code can be resent), and a person asking
// for a code is told plainly that the email did not go, never a 500.
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
  it('saves a new staff member as Pending, and says so plainly when the code is resent', async () => {
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
    expect(created.json()).toMatchObject({ status: 'Pending', email: 'mail.down@crewbase.test' });

    const resend = await t.app.inject({ method: 'POST', url: '/api/staff/auth/resend-activation', payload: { email: 'mail.down@crewbase.test' } });
    expect(resend.statusCode).toBe(503);
    expect(resend.json().message).toBe(MAIL_NOT_SENT);
  });

  it('tells a person asking for a reset code that the email did not go', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/staff/auth/forgot-password', payload: { email: 'staff@crewbase.test' } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(MAIL_NOT_SENT);
  });
});
