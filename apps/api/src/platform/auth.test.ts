// The access rule hook, exercised with probe routes registered only here.
import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { rolePermissions, roles, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';

const probes: FastifyPluginAsync = async (app) => {
  app.get('/api/admin/test-probe/payroll', { config: { area: 'admin', permission: { resource: 'payroll', action: 'read' } } }, async () => ({ ok: true }));
  app.get('/api/admin/test-probe/roles', { config: { area: 'admin', permission: { resource: 'roles', action: 'create' } } }, async () => ({ ok: true }));
  app.get('/api/admin/test-probe/leave', { config: { area: 'admin', permission: { resource: 'leave-request', action: 'approve' } } }, async () => ({ ok: true }));
  app.get('/api/test-probe/either', { config: { area: ['staff', 'admin'] } }, async (request) => ({ area: request.actor?.area }));
  app.get('/api/test-probe/public', { config: { public: true } }, async (request) => ({ actor: request.actor }));
};

let t: TestApp;
let admin: string;
let hr: string;
let staffToken: string;
beforeAll(async () => {
  t = await buildTestApp({}, { extraRoutes: [probes] });
  [admin, hr, staffToken] = await Promise.all([
    signIn(t.app, 'admin', 'admin@crewbase.test').then((p) => p.access_token),
    signIn(t.app, 'admin', 'hr@crewbase.test').then((p) => p.access_token),
    signIn(t.app, 'staff', 'staff@crewbase.test').then((p) => p.access_token),
  ]);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

describe('permissions', () => {
  it('lets the super admin through every permission', async () => {
    for (const probe of ['payroll', 'roles', 'leave']) expect((await get(`/api/admin/test-probe/${probe}`, admin)).statusCode).toBe(200);
  });

  it('refuses the HR manager payroll and roles (403) but grants leave decisions', async () => {
    const payroll = await get('/api/admin/test-probe/payroll', hr);
    expect(payroll.statusCode).toBe(403);
    expect(payroll.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Your role does not allow read on payroll.' });
    expect((await get('/api/admin/test-probe/roles', hr)).statusCode).toBe(403);
    expect((await get('/api/admin/test-probe/leave', hr)).statusCode).toBe(200);
  });

  it('applies a role change on the next request', async () => {
    const { db } = t.app.database;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'HR Manager'));
    const granted = await db.select().from(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    await db.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
    try {
      expect((await get('/api/admin/test-probe/leave', hr)).statusCode).toBe(403);
    } finally {
      await db.insert(rolePermissions).values(granted);
    }
    expect((await get('/api/admin/test-probe/leave', hr)).statusCode).toBe(200);
  });

  it('answers 401 to a staff token on an admin permission route, and to no token', async () => {
    expect((await get('/api/admin/test-probe/payroll', staffToken)).statusCode).toBe(401);
    expect((await get('/api/admin/test-probe/payroll')).statusCode).toBe(401);
  });

  it('lets either area through a route open to both, and anyone through a public one', async () => {
    expect((await get('/api/test-probe/either', staffToken)).json()).toEqual({ area: 'staff' });
    expect((await get('/api/test-probe/either', admin)).json()).toEqual({ area: 'admin' });
    expect((await get('/api/test-probe/either')).statusCode).toBe(401);
    expect((await get('/api/test-probe/public')).json()).toEqual({ actor: null });
  });
});

describe('route access rules', () => {
  it('refuses to start when a route declares no access rule', async () => {
    const careless: FastifyPluginAsync = async (app) => {
      app.get('/api/forgot-to-say', async () => ({}));
    };
    await expect(buildTestApp({}, { extraRoutes: [careless] })).rejects.toThrow(/GET \/api\/forgot-to-say/);
  });
});

describe('inactive admins', () => {
  it('lose access at once when deactivated', async () => {
    const { access_token } = await signIn(t.app, 'admin', 'admin@crewbase.test');
    await t.app.database.db.update(users).set({ status: 'Inactive' }).where(eq(users.email, 'admin@crewbase.test'));
    try {
      expect((await get('/api/admin/auth/profile', access_token)).statusCode).toBe(401);
    } finally {
      await t.app.database.db.update(users).set({ status: 'Active' }).where(eq(users.email, 'admin@crewbase.test'));
    }
  });
});
