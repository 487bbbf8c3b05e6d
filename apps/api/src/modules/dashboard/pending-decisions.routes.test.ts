// GET /api/admin/dashboard/pending-decisions: what waits for the caller's decision, per request kind, only for the
// kinds their role may approve; each count is what the kind's list shows under its awaiting statuses.
import { awaitingDecisionStatuses, decisionResourceSchema, pendingDecisionsSchema, type DecisionResource } from '@crewbase/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';

let t: TestApp;
let superAdmin = '';

const listPaths: Record<DecisionResource, string> = {
  'leave-request': '/api/admin/leave-request',
  'loan-request': '/api/admin/loan-request',
  'medical-assistance': '/api/admin/medical-assistance',
  'payment-requests': '/api/admin/payment-requests',
};

beforeAll(async () => {
  t = await buildTestApp();
  superAdmin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

/** Signs in a new admin whose role holds exactly these permissions (`resource:action`). */
async function adminWith(name: string, granted: string[]): Promise<string> {
  const db = t.app.database.db;
  const [role] = await db.insert(roles).values({ name, displayName: name }).returning({ id: roles.id });
  const all = await db.select().from(permissions);
  const ids = all.filter((p) => granted.includes(`${p.tableName}:${p.name}`)).map((p) => p.id);
  expect(ids).toHaveLength(granted.length);
  if (ids.length > 0) await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: role.id, permissionId })));
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@crewbase.test`;
  await db.insert(users).values({ firstName: name, lastName: 'Tester', email, status: 'Active', roleId: role.id, passwordHash: t.demoPasswordHash });
  return (await signIn(t.app, 'admin', email)).access_token;
}

async function waiting(token: string) {
  const response = await t.app.inject({ url: '/api/admin/dashboard/pending-decisions', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return pendingDecisionsSchema.parse(response.json()).waiting;
}

async function listTotal(kind: DecisionResource): Promise<number> {
  const filter = encodeURIComponent(`status||$in||${awaitingDecisionStatuses[kind].join(',')}`);
  const response = await t.app.inject({ url: `${listPaths[kind]}?filter=${filter}&limit=1`, headers: bearer(superAdmin) });
  return response.json().total;
}

describe('GET /api/admin/dashboard/pending-decisions', () => {
  it("gives a super admin every kind, each the list's total of what waits (pending, and approved money not yet disbursed)", async () => {
    const answer = await waiting(superAdmin);
    expect(Object.keys(answer).sort()).toEqual([...decisionResourceSchema.options].sort());
    for (const kind of decisionResourceSchema.options) expect(answer[kind], kind).toBe(await listTotal(kind));
    expect(answer['leave-request']).toBeGreaterThan(0);
    // The demo has approved loans waiting to be disbursed: they count as waiting too.
    const approvedLoans = await t.app.inject({ url: `/api/admin/loan-request?filter=${encodeURIComponent('status||$eq||APPROVED')}&limit=1`, headers: bearer(superAdmin) });
    const pendingLoans = await t.app.inject({ url: `/api/admin/loan-request?filter=${encodeURIComponent('status||$eq||PENDING')}&limit=1`, headers: bearer(superAdmin) });
    expect(answer['loan-request']).toBe(approvedLoans.json().total + pendingLoans.json().total);
  });

  it('answers only the kinds the role may approve: reading a list is not deciding it', async () => {
    const leaveApprover = await adminWith('Leave Approver', ['leave-request:read', 'leave-request:approve', 'loan-request:read', 'medical-assistance:read']);
    expect(await waiting(leaveApprover)).toEqual({ 'leave-request': await listTotal('leave-request') });

    const moneyApprover = await adminWith('Money Approver', ['loan-request:approve', 'payment-requests:approve']);
    expect(await waiting(moneyApprover)).toEqual({ 'loan-request': await listTotal('loan-request'), 'payment-requests': await listTotal('payment-requests') });

    const reader = await adminWith('Only Reader', ['leave-request:read', 'loan-request:read', 'medical-assistance:read', 'payment-requests:read']);
    expect(await waiting(reader)).toEqual({});
  });

  it('follows a role change on the next call (nothing is kept in the token)', async () => {
    const token = await adminWith('Changing Role', []);
    expect(await waiting(token)).toEqual({});
    const db = t.app.database.db;
    const [user] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.email, 'changing.role@crewbase.test'));
    const [approve] = await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.tableName, 'medical-assistance'), inArray(permissions.name, ['approve'])));
    await db.insert(rolePermissions).values({ roleId: user.roleId!, permissionId: approve.id });
    expect(Object.keys(await waiting(token))).toEqual(['medical-assistance']);
  });

  it('refuses a staff token and no token (401)', async () => {
    const staff = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
    expect((await t.app.inject({ url: '/api/admin/dashboard/pending-decisions', headers: bearer(staff) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/dashboard/pending-decisions' })).statusCode).toBe(401);
  });
});
