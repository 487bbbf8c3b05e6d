// Staff writes and detail through the real database: Add New Staff with its activation mail, detail, edits, the staff
// state machine (sessions end at once), termination and driver's licence approval.
import type { StaffDetail } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, codeIn, createStaff, lastMailTo, signIn } from '../../test/helpers';

let t: TestApp;
let admin: string;
let refs: { departmentId: string; jobTitleId: string; locationId: string; staffRoleId: string };

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = admin) => {
  const response = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
};
const firstId = async (path: string) => (await call('GET', `/api/admin/${path}?limit=1`)).body.data[0].id as string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  refs = { departmentId: await firstId('department'), jobTitleId: await firstId('job-title'), locationId: await firstId('location'), staffRoleId: await firstId('staff-role') };
});
afterAll(() => t.close());

let sequence = 0;
const newStaff = (overrides: object = {}) => {
  sequence += 1;
  return {
    firstName: 'Amaka',
    lastName: `Obi ${sequence}`,
    email: `amaka.obi.${sequence}@crewbase.test`,
    phoneNumber: '+234 803 555 0199',
    gender: 'Female',
    dateOfBirth: '1994-05-17',
    address: '12 Allen Avenue, Ikeja',
    ...refs,
    dailySalary: 12500.5,
    bankCode: '058',
    accountNumber: '0123456789',
    benefits: ['Transportation', 'Data'],
    ...overrides,
  };
};
const create = async (overrides: object = {}) => {
  const { status, body } = await call('POST', '/api/admin/staff', newStaff(overrides));
  expect(status).toBe(201);
  return body as StaffDetail;
};

describe('POST /api/admin/staff (Add New Staff)', () => {
  it('creates a Pending person with the next staff number and mails an activation code that works at new-user', async () => {
    const input = newStaff();
    const { status, body } = await call('POST', '/api/admin/staff', input);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      staffId: 'STF-0061',
      status: 'Pending',
      fullName: `Amaka ${input.lastName}`,
      dailySalary: 12500.5,
      bank: { code: '058', name: 'Guaranty Trust Bank' },
      accountNumber: '0123456789',
      benefits: ['Transportation', 'Data'],
      department: { id: refs.departmentId },
      driverLicence: null,
      activated: false,
      invitation: { invitedAt: expect.any(String), expiresAt: expect.any(String) },
    });
    expect(Date.parse(body.invitation.expiresAt) - Date.parse(body.invitation.invitedAt)).toBe(72 * 3600_000);
    expect(body).not.toHaveProperty('passwordHash');

    const mail = await lastMailTo(t.app, input.email);
    expect(mail?.text).toContain('http://localhost:4200/staff/auth/new-user');
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/activate',
      payload: { email: input.email, code: codeIn(mail?.text ?? ''), password: 'NewStart2026', confirmPassword: 'NewStart2026' },
    });
    expect(activated.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/staff/${body.id}`)).body).toMatchObject({ status: 'Active', activated: true, invitation: null });

    // The next person gets the next number.
    expect((await create()).staffId).toBe('STF-0062');
  });

  it('names every missing or invalid field at once', async () => {
    const { status, body } = await call('POST', '/api/admin/staff', { firstName: '', email: 'not-an-email', dailySalary: -5, accountNumber: '12', benefits: ['Yacht'] });
    expect(status).toBe(400);
    const paths = body.details.map((d: { path: string }) => d.path);
    for (const field of ['firstName', 'lastName', 'email', 'departmentId', 'jobTitleId', 'locationId', 'staffRoleId', 'dailySalary', 'bankCode', 'accountNumber', 'benefits.0']) {
      expect(paths).toContain(field);
    }
    expect(body.details.find((d: { path: string }) => d.path === 'accountNumber').message).toBe('Enter the 10-digit account number');
  });

  it('refuses an underage birthday, a half-filled licence and a repeated benefit', async () => {
    const { body } = await call('POST', '/api/admin/staff', newStaff({ dateOfBirth: new Date().toISOString().slice(0, 10), driverLicenceNumber: 'LAG123', benefits: ['Data', 'Data'] }));
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'dateOfBirth', message: 'Staff must be at least 16 years old' },
        { path: 'driverLicenceExpiry', message: 'Enter the licence expiry date' },
        { path: 'benefits', message: 'Pick each benefit once' },
      ]),
    );
  });

  it('refuses references that do not exist, naming each field', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const { status, body } = await call('POST', '/api/admin/staff', newStaff({ departmentId: missing, locationId: missing, bankCode: '999', driverLicenceNumber: 'LAG1', driverLicenceExpiry: '2030-01-01', driverLicenceDocument: 'nope.pdf' }));
    expect(status).toBe(400);
    expect(body.details).toEqual([
      { path: 'departmentId', message: 'That department does not exist.' },
      { path: 'locationId', message: 'That location does not exist.' },
      { path: 'bankCode', message: 'Choose a bank from the list.' },
      { path: 'driverLicenceDocument', message: 'Upload the licence document again.' },
    ]);
  });

  it('refuses an email another staff member has, whatever its case (409 on the email field)', async () => {
    const { status, body } = await call('POST', '/api/admin/staff', newStaff({ email: 'STAFF@crewbase.test' }));
    expect(status).toBe(409);
    expect(body.details).toEqual([{ path: 'email', message: 'A staff member with this email already exists.' }]);
  });
});

describe('staff counts of departments, job titles and locations', () => {
  const counts = async (id: { departmentId: string; jobTitleId: string; locationId: string }) => ({
    department: (await call('GET', `/api/admin/department/${id.departmentId}`)).body.staffCount,
    jobTitle: (await call('GET', `/api/admin/job-title/${id.jobTitleId}`)).body.staffCount,
    location: (await call('GET', `/api/admin/location/${id.locationId}`)).body.staffCount,
  });
  const places = async (name: string) => {
    const departmentId = (await call('POST', '/api/admin/department', { name: `${name} department` })).body.id as string;
    const jobTitleId = (await call('POST', '/api/admin/job-title', { name: `${name} job`, departmentId })).body.id as string;
    const locationId = (await call('POST', '/api/admin/location', { name: `${name} site` })).body.id as string;
    return { departmentId, jobTitleId, locationId };
  };

  it('follow people as they join, move and leave, one at a time or many in one statement', async () => {
    const north = await places('Count North');
    const south = await places('Count South');
    const person = await create(north);
    await create(north);
    expect(await counts(north)).toEqual({ department: 2, jobTitle: 2, location: 2 });

    expect((await call('PATCH', `/api/admin/staff/${person.id}`, south)).status).toBe(200);
    expect(await counts(north)).toEqual({ department: 1, jobTitle: 1, location: 1 });
    expect(await counts(south)).toEqual({ department: 1, jobTitle: 1, location: 1 });
    // A change that leaves the department, job and site alone moves nothing.
    await call('PATCH', `/api/admin/staff/${person.id}`, { firstName: 'Moved' });
    expect(await counts(south)).toEqual({ department: 1, jobTitle: 1, location: 1 });

    // Many rows in one statement (as an import writes them), then taken away again.
    const db = t.app.database.db;
    await db.execute(sql`insert into staff (staff_id, first_name, last_name, email, status, department_id, job_title_id, location_id)
      select 'CNT-' || n, 'Count', 'Person ' || n, 'count.' || n || '@crewbase.test', 'Pending', ${south.departmentId}::uuid, ${south.jobTitleId}::uuid, ${south.locationId}::uuid
      from generate_series(1, 3) n`);
    expect(await counts(south)).toEqual({ department: 4, jobTitle: 4, location: 4 });
    await db.execute(sql`delete from staff where staff_id like 'CNT-%'`);
    expect(await counts(south)).toEqual({ department: 1, jobTitle: 1, location: 1 });
  });

  it('equal a count of the staff rows, for every department, job title and location', async () => {
    for (const [table, column] of [['departments', 'department_id'], ['job_titles', 'job_title_id'], ['locations', 'location_id']]) {
      const wrong = await selectRows<{ id: string }>(
        t.app.database.db,
        sql`select p.id from ${sql.raw(table)} p where p.staff_count <> (select count(*) from staff s where s.${sql.raw(column)} = p.id)`,
      );
      expect({ table, wrong }).toEqual({ table, wrong: [] });
    }
  });
});

describe('GET and PATCH /api/admin/staff/{id}', () => {
  it('shows and edits a person; 404 for an unknown id', async () => {
    const person = await create();
    const edited = await call('PATCH', `/api/admin/staff/${person.id}`, { phoneNumber: '', dailySalary: 15000, benefits: ['Wardrobe'] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ phoneNumber: null, dailySalary: 15000, benefits: ['Wardrobe'], firstName: 'Amaka' });
    const audit = await selectRows<{ from: unknown; to: unknown }>(t.app.database.db, sql`select "from", "to" from audit_log where action = 'update' and entity_id = ${person.id}`);
    expect(audit).toContainEqual({ from: { phoneNumber: '+234 803 555 0199', dailySalary: 12500.5, benefits: ['Transportation', 'Data'] }, to: { phoneNumber: null, dailySalary: 15000, benefits: ['Wardrobe'] } });
    // Leaving a field out keeps it.
    expect((await call('PATCH', `/api/admin/staff/${person.id}`, { firstName: 'Amara' })).body).toMatchObject({ firstName: 'Amara', benefits: ['Wardrobe'], dailySalary: 15000, address: '12 Allen Avenue, Ikeja' });
    expect((await call('GET', '/api/admin/staff/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call('PATCH', `/api/admin/staff/${person.id}`, { email: 'staff@crewbase.test' })).status).toBe(409);
  });

  it('derives the licence status from its date and makes a changed licence unverified again', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const person = await create({ driverLicenceNumber: 'LAG20261234AA01', driverLicenceExpiry: '2031-03-01' });
    expect(person.driverLicence).toMatchObject({ number: 'LAG20261234AA01', status: 'UNVERIFIED', verified: false });

    const approved = await call('POST', `/api/admin/staff/approve-driver-license/${person.id}`);
    expect(approved.body.driverLicence).toMatchObject({ status: 'VERIFIED', verified: true });
    expect((await call('POST', `/api/admin/staff/approve-driver-license/${person.id}`)).status).toBe(409);

    const renewed = await call('PATCH', `/api/admin/staff/${person.id}`, { driverLicenceExpiry: soon });
    expect(renewed.body.driverLicence).toMatchObject({ status: 'DUE_TO_EXPIRE', verified: false });

    const expired = await call('PATCH', `/api/admin/staff/${person.id}`, { driverLicenceExpiry: '2020-01-01' });
    expect(expired.body.driverLicence.status).toBe('EXPIRED');
    const refused = await call('POST', `/api/admin/staff/approve-driver-license/${person.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/expired on 1 January 2020\./);

    const without = await create();
    expect((await call('POST', `/api/admin/staff/approve-driver-license/${without.id}`)).body.message).toMatch(/no driver's licence/);
  });

  it('attaches a licence document the admin uploaded', async () => {
    const boundary = '----people-test';
    const pdf = Buffer.from('%PDF-1.7\n% licence scan\n');
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({ method: 'POST', url: '/api/system/media-upload', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(admin) } });
    const person = await create({ driverLicenceNumber: 'LAG55', driverLicenceExpiry: '2032-01-01', driverLicenceDocument: upload.json().key });
    expect(person.driverLicence?.document).toMatchObject({ name: 'licence.pdf', mimeType: 'application/pdf', url: `/api/system/media/${upload.json().key}` });
  });
});

describe('status changes', () => {
  it('follows the state machine: Active <-> Suspended, then Resigned; nothing after', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const status = (to: string) => call('PATCH', `/api/admin/staff/${person.id}/status`, { status: to, reason: 'Checking' });
    expect((await status('Suspended')).body.status).toBe('Suspended');
    expect((await status('Active')).body.status).toBe('Active');
    expect((await status('Resigned')).body.status).toBe('Resigned');
    const after = await status('Active');
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('Cannot change status from Resigned to Active.');
    expect((await call('PATCH', `/api/admin/staff/${person.id}`, { firstName: 'Late' })).status).toBe(409);
  });

  it('refuses to activate a Pending person by hand, and can resend their code', async () => {
    const person = await create();
    const { status, body } = await call('PATCH', `/api/admin/staff/${person.id}/status`, { status: 'Active' });
    expect(status).toBe(409);
    expect(body.message).toMatch(/activating the account with the mailed code/);
    expect((await call('PATCH', `/api/admin/staff/${person.id}/status`, { status: 'Suspended' })).status).toBe(409);
    expect((await call('POST', `/api/admin/staff/${person.id}/resend-activation`)).status).toBe(202);
    expect((await call('PATCH', `/api/admin/staff/${person.id}/status`, { status: 'Terminated' })).status).toBe(400);
  });

  it('suspending ends the person\'s sessions at once (access and refresh tokens)', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const tokens = await signIn(t.app, 'staff', person.email);
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(tokens.access_token) })).statusCode).toBe(200);
    await call('PATCH', `/api/admin/staff/${person.id}/status`, { status: 'Suspended' });
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(tokens.access_token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/auth/refresh', headers: bearer(tokens.refresh_token) })).statusCode).toBe(401);
    // Back to Active: the revoked sign-in stays revoked; a new sign-in works.
    await call('PATCH', `/api/admin/staff/${person.id}/status`, { status: 'Active' });
    expect((await t.app.inject({ url: '/api/staff/auth/refresh', headers: bearer(tokens.refresh_token) })).statusCode).toBe(401);
    expect((await signIn(t.app, 'staff', person.email)).access_token).toBeTruthy();
  });

  it('terminates with a reason (audited), ends the sessions, and refuses a second time', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const tokens = await signIn(t.app, 'staff', person.email);
    expect((await call('POST', `/api/admin/staff/terminate/${person.id}`, { reason: '' })).body.details[0].path).toBe('reason');
    const done = await call('POST', `/api/admin/staff/terminate/${person.id}`, { reason: 'Gross misconduct at the Lekki site' });
    expect(done.body).toMatchObject({ status: 'Terminated', terminationReason: 'Gross misconduct at the Lekki site' });
    expect((await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(tokens.access_token) })).statusCode).toBe(401);
    expect((await call('POST', `/api/admin/staff/terminate/${person.id}`, { reason: 'Again' })).status).toBe(409);
    const audit = await selectRows<{ action: string; to: unknown }>(t.app.database.db, sql`select action, "to" from audit_log where entity = 'staff' and entity_id = ${person.id}`);
    expect(audit).toContainEqual({ action: 'terminate', to: { status: 'Terminated', reason: 'Gross misconduct at the Lekki site' } });
  });

  it('gives one winner when two admins act at once', async () => {
    const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
    const results = await Promise.all([
      call('POST', `/api/admin/staff/terminate/${person.id}`, { reason: 'First decision' }),
      call('PATCH', `/api/admin/staff/${person.id}/status`, { status: 'Resigned' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
