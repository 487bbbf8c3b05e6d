// Profiles > Admins through the real database: list, create with an activation code, activation, edits, role and
// status changes that apply at once, and the guards around super admins.
import type { Admin } from '@crewbase/domain';
import { and, eq } from 'drizzle-orm';
import { permissions, roles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, codeIn, lastMailTo, signIn } from '../../test/helpers';

let t: TestApp;
let superAdmin: string;
let hr: string;
let roleIds: { superAdmin: string; hr: string; viewer: string };

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = superAdmin) => {
  const response = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
};
const roleId = async (name: string) => (await t.app.database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0].id;

beforeAll(async () => {
  t = await buildTestApp();
  superAdmin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  hr = (await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token;
  roleIds = { superAdmin: await roleId('Super Admin'), hr: await roleId('HR Manager'), viewer: await roleId('Viewer') };
});
afterAll(() => t.close());

let sequence = 0;
async function createAdmin(overrides: object = {}, token = superAdmin): Promise<Admin & { email: string }> {
  sequence += 1;
  const { status, body } = await call('POST', '/api/admin/users', { firstName: 'Ifeoma', lastName: `Okeke ${sequence}`, email: `ifeoma.${sequence}@crewbase.test`, roleId: roleIds.hr, ...overrides }, token);
  expect(status).toBe(201);
  return body;
}
async function activate(email: string, password = 'AdminStart2026') {
  const mail = await lastMailTo(t.app, email);
  return t.app.inject({ method: 'POST', url: '/api/admin/auth/activate', payload: { email, code: codeIn(mail?.text ?? ''), password, confirmPassword: password } });
}

describe('GET /api/admin/users', () => {
  it('lists admins with their role, newest first, without secrets', async () => {
    const { status, body } = await call('GET', '/api/admin/users?sort=email,ASC&limit=100');
    expect(status).toBe(200);
    const grace = body.data.find((u: Admin) => u.email === 'admin@crewbase.test');
    expect(grace).toEqual({
      id: expect.any(String),
      firstName: 'Grace',
      lastName: 'Mensah',
      fullName: 'Grace Mensah',
      email: 'admin@crewbase.test',
      phoneNumber: '+234 803 555 0101',
      avatar: null,
      status: 'Active',
      role: { id: roleIds.superAdmin, name: 'Super Admin', displayName: 'Super Admin' },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|password_hash|tokensValidAfter|\$argon2/);
  });

  it('filters on role.displayName and status, and sorts on every spec column', async () => {
    const hrOnly = await call('GET', `/api/admin/users?filter=${encodeURIComponent('role.displayName||$eq||HR Manager')}&filter=${encodeURIComponent('status||$eq||Inactive')}`);
    expect(hrOnly.body.data.map((u: Admin) => u.email)).toEqual(['bola.adewale@crewbase.test']);
    for (const field of ['firstName', 'lastName', 'email', 'role.displayName', 'status', 'createdAt']) {
      expect((await call('GET', `/api/admin/users?sort=${field},DESC`)).status).toBe(200);
    }
    expect((await call('GET', '/api/admin/users?sort=passwordHash,ASC')).status).toBe(400);
  });
});

describe('POST /api/admin/users and activation', () => {
  it('creates a Pending admin who activates with the mailed code and is signed in', async () => {
    const created = await createAdmin({ phoneNumber: '+234 803 000 1111' });
    expect(created).toMatchObject({ status: 'Pending', role: { name: 'HR Manager' } });
    const mail = await lastMailTo(t.app, created.email);
    expect(mail?.text).toContain('http://localhost:4300/admin/auth/activate');

    // No password yet: answered like any wrong sign-in, so nobody learns the account exists.
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: created.email, password: 'AdminStart2026' } })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/admin/auth/activate', payload: { email: created.email, code: '000000', password: 'AdminStart2026', confirmPassword: 'AdminStart2026' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual([{ path: 'code', message: 'That code is wrong or has expired.' }]);

    const activated = await activate(created.email);
    expect(activated.statusCode).toBe(200);
    const profile = await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(activated.json().access_token) });
    expect(profile.json()).toMatchObject({ email: created.email, status: 'Active' });
    expect((await activate(created.email)).statusCode).toBe(400);
  });

  it('refuses a taken email (409 on email), an unknown role (400 on roleId) and bad fields', async () => {
    const taken = await call('POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'ADMIN@crewbase.test', roleId: roleIds.hr });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual([{ path: 'email', message: 'An admin account with this email already exists.' }]);
    const unknown = await call('POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'new.one@crewbase.test', roleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body.details).toEqual([{ path: 'roleId', message: 'That role does not exist.' }]);
    const bad = await call('POST', '/api/admin/users', { firstName: '', email: 'x', roleId: 'y', phoneNumber: 'abc' });
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['email', 'firstName', 'lastName', 'phoneNumber', 'roleId']);
  });

  it('lets only a super admin give the Super Admin role', async () => {
    const { status } = await call('POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'climber@crewbase.test', roleId: roleIds.superAdmin }, hr);
    expect(status).toBe(403);
  });

  it('lets a limited admin give only roles that hold nothing their own role lacks', async () => {
    // HR Manager holds no payroll permission; a role that reads payroll is beyond what HR may hand out.
    const [payrollRead] = await t.app.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.tableName, 'payroll'), eq(permissions.name, 'read')));
    const clerk = await call('POST', '/api/admin/roles', { name: 'Payroll Clerk', displayName: 'Payroll Clerk', permissionIds: [payrollRead.id] });
    expect(clerk.status).toBe(201);

    const refused = await call('POST', '/api/admin/users', { firstName: 'A', lastName: 'B', email: 'sideways@crewbase.test', roleId: clerk.body.id }, hr);
    expect(refused.status).toBe(403);
    expect(refused.body.details).toEqual([{ path: 'roleId', message: 'You can only give a role whose permissions your own role has.' }]);

    const viewer = await createAdmin({ roleId: roleIds.viewer }, hr);
    const moved = await call('PATCH', `/api/admin/users/${viewer.id}`, { roleId: clerk.body.id }, hr);
    expect(moved.status).toBe(403);
    expect((await call('GET', `/api/admin/users/${viewer.id}`)).body.role.id).toBe(roleIds.viewer);
  });
});

describe('GET /api/admin/users/assignable-roles', () => {
  it('offers the HR Manager exactly the roles within its own permissions, never Super Admin, and each one it offers is accepted', async () => {
    const [payrollRead] = await t.app.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.tableName, 'payroll'), eq(permissions.name, 'read')));
    const auditor = await call('POST', '/api/admin/roles', { name: 'Payroll Auditor', permissionIds: [payrollRead.id] });
    expect(auditor.status).toBe(201);

    const { status, body } = await call('GET', '/api/admin/users/assignable-roles', undefined, hr);
    expect(status).toBe(200);
    const names = body.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['HR Manager', 'Viewer']));
    expect(names).not.toContain('Super Admin');
    expect(names).not.toContain('Payroll Auditor');
    expect(body[0]).toEqual({ id: expect.any(String), name: expect.any(String), displayName: expect.any(String) });

    // The picker's rule and the create refusal are one rule: every role offered goes through.
    for (const role of body as { id: string }[]) {
      expect((await createAdmin({ roleId: role.id }, hr)).role.id).toBe(role.id);
    }
    const everything = await call('GET', '/api/admin/users/assignable-roles');
    expect(everything.body.map((r: { name: string }) => r.name)).toEqual(expect.arrayContaining(['Super Admin', 'HR Manager', 'Viewer', 'Payroll Auditor']));
  });
});

describe('the invitation (the mailed activation code)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows on the Pending profile, says how long it is valid, works after 24 hours and is refused after 72', async () => {
    const late = await createAdmin();
    const early = await createAdmin();
    const detail = (await call('GET', `/api/admin/users/${late.id}`)).body;
    const invitedAt = Date.parse(detail.invitation.invitedAt);
    expect(Date.parse(detail.invitation.expiresAt) - invitedAt).toBe(72 * 3600_000);
    expect(Math.abs(invitedAt - Date.now())).toBeLessThan(60_000);
    expect((await lastMailTo(t.app, late.email))?.text).toMatch(/It is valid for 72 hours, until \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} UTC, and works once\./);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(invitedAt + 24 * 3600_000);
    expect((await activate(early.email)).statusCode).toBe(200);
    superAdmin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
    expect((await call('GET', `/api/admin/users/${early.id}`)).body.invitation).toBeNull();

    vi.setSystemTime(invitedAt + 72 * 3600_000 + 1000);
    const refused = await activate(late.email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'code', message: 'That code is wrong or has expired.' }]);
    vi.useRealTimers();

    // A resend is a new invitation, 72 hours from now.
    superAdmin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
    expect((await call('POST', `/api/admin/users/${late.id}/resend-activation`)).status).toBe(202);
    const renewed = (await call('GET', `/api/admin/users/${late.id}`)).body.invitation;
    expect(Date.parse(renewed.invitedAt)).toBeGreaterThan(invitedAt);
    expect((await activate(late.email)).statusCode).toBe(200);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('deactivating an admin ends their sessions at once; reactivating lets them sign in again', async () => {
    const person = await createAdmin();
    const tokens = (await activate(person.email)).json();
    expect((await t.app.inject({ url: '/api/admin/department', headers: bearer(tokens.access_token) })).statusCode).toBe(200);

    const off = await call('PATCH', `/api/admin/users/${person.id}`, { status: 'Inactive' });
    expect(off.body.status).toBe('Inactive');
    expect((await t.app.inject({ url: '/api/admin/department', headers: bearer(tokens.access_token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/auth/refresh', headers: bearer(tokens.refresh_token) })).statusCode).toBe(401);

    expect((await call('PATCH', `/api/admin/users/${person.id}`, { status: 'Active' })).body.status).toBe('Active');
    expect((await signIn(t.app, 'admin', person.email, 'AdminStart2026')).access_token).toBeTruthy();
  });

  it('moves an admin to another role, effective on their next request', async () => {
    const person = await createAdmin();
    const token = (await activate(person.email)).json().access_token;
    expect((await t.app.inject({ url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(200);
    const moved = await call('PATCH', `/api/admin/users/${person.id}`, { roleId: roleIds.viewer, firstName: 'Renamed' });
    expect(moved.body).toMatchObject({ firstName: 'Renamed', role: { displayName: 'Viewer' } });
    expect((await t.app.inject({ url: '/api/admin/users', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('follows the account status rules', async () => {
    const pending = await createAdmin();
    const toActive = await call('PATCH', `/api/admin/users/${pending.id}`, { status: 'Active' });
    expect(toActive.status).toBe(409);
    expect(toActive.body.message).toMatch(/activating the account with the mailed code/);
    expect((await call('PATCH', `/api/admin/users/${pending.id}`, { status: 'Inactive' })).body.status).toBe('Inactive');
    // Never activated: back to Active is refused; resending the activation makes them Pending with a fresh code.
    expect((await call('PATCH', `/api/admin/users/${pending.id}`, { status: 'Active' })).status).toBe(409);
    expect((await call('POST', `/api/admin/users/${pending.id}/resend-activation`)).status).toBe(202);
    expect((await call('GET', `/api/admin/users/${pending.id}`)).body.status).toBe('Pending');
    expect((await activate(pending.email)).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${pending.id}/resend-activation`)).status).toBe(409);
  });

  it('refuses changing your own role or status, and a limited admin touching a super admin', async () => {
    const me = (await call('GET', '/api/admin/auth/profile')).body;
    const own = await call('PATCH', `/api/admin/users/${me.id}`, { status: 'Inactive' });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot change your own role or status. Ask another admin.');
    expect((await call('PATCH', `/api/admin/users/${me.id}`, { phoneNumber: '+234 803 555 0101' })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${me.id}`, { status: 'Inactive' }, hr)).status).toBe(403);
  });

  it('lets a super admin demote another super admin, who loses the rights on the next request', async () => {
    const other = await createAdmin({ roleId: roleIds.superAdmin });
    const otherToken = (await activate(other.email)).json().access_token;
    expect((await t.app.inject({ url: '/api/admin/roles', headers: bearer(otherToken) })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/admin/users/${other.id}`, { roleId: roleIds.hr })).status).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/roles', headers: bearer(otherToken) })).statusCode).toBe(403);
  });

  it('refuses an email another admin has and answers 404 for an unknown admin', async () => {
    const person = await createAdmin();
    expect((await call('PATCH', `/api/admin/users/${person.id}`, { email: 'hr@crewbase.test' })).status).toBe(409);
    expect((await call('GET', '/api/admin/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('a super admin account is out of a limited admin\'s reach', () => {
  it('refuses HR editing a super admin\'s email or name (403), and nothing changes', async () => {
    const grace = (await call('GET', '/api/admin/users?limit=100')).body.data.find((u: Admin) => u.email === 'admin@crewbase.test');
    for (const change of [{ email: 'attacker@evil.test' }, { firstName: 'Mallory' }, { lastName: 'Owned' }, { phoneNumber: '+234 800 000 0000' }]) {
      const refused = await call('PATCH', `/api/admin/users/${grace.id}`, change, hr);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Only a super admin can change a super admin, or give the Super Admin role.');
    }
    expect((await call('GET', `/api/admin/users/${grace.id}`)).body).toMatchObject({ email: 'admin@crewbase.test', firstName: 'Grace', lastName: 'Mensah' });
  });

  it('refuses HR resending a code to a pending super admin (403), so no code is mailed; a super admin may', async () => {
    const pendingSuper = await createAdmin({ roleId: roleIds.superAdmin });
    const before = (await lastMailTo(t.app, pendingSuper.email))?.text;
    const refused = await call('POST', `/api/admin/users/${pendingSuper.id}/resend-activation`, undefined, hr);
    expect(refused.status).toBe(403);
    expect((await lastMailTo(t.app, pendingSuper.email))?.text).toBe(before);
    expect((await call('PATCH', `/api/admin/users/${pendingSuper.id}`, { status: 'Inactive' }, hr)).status).toBe(403);
    expect((await call('POST', `/api/admin/users/${pendingSuper.id}/resend-activation`)).status).toBe(202);
  });

  it('the takeover the review tried fails: HR finds no code to activate a pending super admin with', async () => {
    const pendingSuper = await createAdmin({ roleId: roleIds.superAdmin });
    const outbox = await call('GET', `/api/admin/mail-outbox?filter=${encodeURIComponent(`to||$eq||${pendingSuper.email}`)}`, undefined, hr);
    expect(outbox.status).toBe(200);
    expect(outbox.body.data.length).toBe(1);
    const shown = codeIn(outbox.body.data[0].text);
    expect(shown).toBe('');
    const activation = await t.app.inject({ method: 'POST', url: '/api/admin/auth/activate', payload: { email: pendingSuper.email, code: shown || '000000', password: 'Takeover2026!', confirmPassword: 'Takeover2026!' } });
    expect(activation.statusCode).toBe(400);
  });
});
