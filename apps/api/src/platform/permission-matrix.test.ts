// The permission matrix, generated from the app's own route table (app.routeAccess), so every route any module adds
// later is covered without editing this file. For each admin route: a super admin is let through (it may still
// answer 400/404 for the made-up id or empty body), an admin whose role lacks exactly the declared permission gets
// 403 and one whose role holds only it is let through, and a staff token or no token gets 401.
import { adminSchema, permissionResourceActions, type PermissionResource } from '@crewbase/domain';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { permissions, rolePermissions, roles, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import type { RouteAccessEntry } from './auth';

/**
 * Admin routes about the caller's own account, which every admin may use: no permission to declare. What waits for
 * the caller's decision answers only the kinds their role may approve (pending-decisions.routes.test.ts).
 */
const OWN_ACCOUNT_ROUTES = new Set([
  'GET /api/admin/auth/profile',
  'POST /api/admin/update-profile',
  'GET /api/admin/dashboard/pending-decisions',
  // The admin's own notifications and how they are mailed (each admin sees only their own).
  'GET /api/admin/notifications',
  'GET /api/admin/notifications/unread-count',
  'PATCH /api/admin/notifications/mark-as-read/:id',
  'PATCH /api/admin/notifications/mark-all-as-read',
  'GET /api/admin/notifications/preferences',
  'PATCH /api/admin/notifications/preferences',
]);

let t: TestApp;
let superAdmin: string;
let limited: string;
let staffToken: string;
let limitedRoleId: string;
let permissionIds: Map<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.database.db;
  const [role] = await db.insert(roles).values({ name: 'Matrix Limited', displayName: 'Matrix Limited' }).returning({ id: roles.id });
  limitedRoleId = role.id;
  await db.insert(users).values({ firstName: 'Matrix', lastName: 'Limited', email: 'matrix@crewbase.test', status: 'Active', roleId: role.id, passwordHash: t.demoPasswordHash });
  permissionIds = new Map((await db.select().from(permissions)).map((p) => [`${p.tableName}:${p.name}`, p.id]));
  superAdmin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  limited = (await signIn(t.app, 'admin', 'matrix@crewbase.test')).access_token;
  staffToken = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
});
afterAll(() => t.close());

const areasOf = (entry: RouteAccessEntry): string[] => (entry.access.area === undefined ? [] : typeof entry.access.area === 'string' ? [entry.access.area] : [...entry.access.area]);
const routes = () => t.app.routeAccess.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
const adminRoutes = () => routes().filter((r) => areasOf(r).length === 1 && areasOf(r)[0] === 'admin');
const key = (r: RouteAccessEntry) => `${r.method} ${r.url}`;

/** Admin routes that declare no permission, or one the catalogue lacks. */
function declarationProblems(entries: readonly RouteAccessEntry[]): string[] {
  return entries
    .filter((r) => !OWN_ACCOUNT_ROUTES.has(key(r)))
    .flatMap((r) => {
      const p = r.access.permission;
      if (!p) return [`${key(r)} declares no permission`];
      const actions: readonly string[] | undefined = permissionResourceActions[p.resource as PermissionResource];
      return actions?.includes(p.action) ? [] : [`${key(r)} declares ${p.resource}:${p.action}, which the catalogue lacks`];
    });
}

/** A concrete URL: every path parameter becomes a made-up id. */
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, () => randomUUID()).replace(/\*$/, 'x');

async function call(route: RouteAccessEntry, token?: string) {
  const hasBody = ['POST', 'PATCH'].includes(route.method);
  const response = await t.app.inject({
    method: route.method as 'GET',
    url: concrete(route.url),
    headers: token ? bearer(token) : {},
    ...(hasBody ? { payload: {} } : {}),
  });
  return response.statusCode;
}

/** Gives the limited role exactly these permissions; the next request sees them (nothing is baked into the token). */
async function grant(ids: string[]) {
  const db = t.app.database.db;
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, limitedRoleId));
  if (ids.length > 0) await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId: limitedRoleId, permissionId })));
}

describe('the route table', () => {
  it('has admin routes from every people module, so the matrix is not vacuous', () => {
    const urls = new Set(adminRoutes().map((r) => r.url));
    for (const url of ['/api/admin/staff', '/api/admin/users', '/api/admin/roles', '/api/admin/department', '/api/admin/location', '/api/admin/employee-documents/:id']) {
      expect(urls).toContain(url);
    }
  });

  it('has every admin route declare a permission from the catalogue (own-account routes aside)', () => {
    expect(declarationProblems(adminRoutes())).toEqual([]);
  });

  it('would catch a route added without a permission, and strips secrets a handler leaks (a probe app)', async () => {
    const probe = await buildTestApp({}, {
      extraRoutes: [
        async (app) => {
          app.get('/api/admin/probe-undeclared', { config: { area: 'admin' } }, async () => ({ ok: true }));
          // A handler that leaks secrets: the response schema must strip them.
          app.get(
            '/api/public/probe-leak',
            { config: { public: true }, schema: { response: { 200: adminSchema } } },
            async () => ({
              id: 'u-1', firstName: 'Leaky', lastName: 'Handler', fullName: 'Leaky Handler', email: 'leak@crewbase.test', phoneNumber: null, avatar: null,
              status: 'Active', role: { id: 'r-1', name: 'Viewer', displayName: 'Viewer', secret: 'role-secret' },
              createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
              passwordHash: '$argon2id$v=19$secret', tokensValidAfter: new Date(), refresh_token: 'r3fr3sh',
            }),
          );
        },
      ],
    });
    try {
      const admin = probe.app.routeAccess.filter((r) => r.method === 'GET' && r.url === '/api/admin/probe-undeclared');
      expect(declarationProblems(admin)).toEqual(['GET /api/admin/probe-undeclared declares no permission']);
      const leak = await probe.app.inject({ url: '/api/public/probe-leak' });
      expect(leak.statusCode).toBe(200);
      expect(leak.json()).toMatchObject({ email: 'leak@crewbase.test', role: { displayName: 'Viewer' } });
      expect(leak.body).not.toMatch(/passwordHash|argon2|tokensValidAfter|refresh_token|r3fr3sh|role-secret/);
    } finally {
      await probe.close();
    }
  });
});

describe('every admin route', () => {
  it('documents every admin route in the OpenAPI answer', async () => {
    const documented = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    const missing = adminRoutes()
      .map((r) => r.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}'))
      .filter((url) => !documented.includes(url));
    expect(missing).toEqual([]);
  });

  it('answers 401 without a token and for a staff token', async () => {
    const problems: string[] = [];
    for (const route of adminRoutes()) {
      const none = await call(route);
      const asStaff = await call(route, staffToken);
      if (none !== 401) problems.push(`${key(route)} without a token: ${none}`);
      if (asStaff !== 401) problems.push(`${key(route)} with a staff token: ${asStaff}`);
    }
    expect(problems).toEqual([]);
  }, 180_000); // every admin route one by one: the table grows with each module

  it('lets a super admin through (any answer but 401, 403 or a 5xx)', async () => {
    const problems: string[] = [];
    for (const route of adminRoutes()) {
      const status = await call(route, superAdmin);
      if (status === 401 || status === 403 || status >= 500) problems.push(`${key(route)}: ${status}`);
    }
    expect(problems).toEqual([]);
  }, 180_000); // every admin route one by one: the table grows with each module

  it('refuses (403) an admin whose role lacks the declared permission, and lets through one holding only it', async () => {
    const problems: string[] = [];
    const everything = [...permissionIds.values()];
    for (const route of adminRoutes()) {
      const p = route.access.permission;
      if (!p) {
        // Own-account routes: any admin, even one with no permission at all.
        await grant([]);
        const status = await call(route, limited);
        if (status === 401 || status === 403) problems.push(`${key(route)} (own account) refused an admin: ${status}`);
        continue;
      }
      const needed = permissionIds.get(`${p.resource}:${p.action}`);
      if (!needed) {
        problems.push(`${key(route)} needs ${p.resource}:${p.action}, which is not seeded`);
        continue;
      }
      await grant(everything.filter((id) => id !== needed));
      const without = await call(route, limited);
      if (without !== 403) problems.push(`${key(route)} without ${p.resource}:${p.action}: ${without}, expected 403`);
      await grant([needed]);
      const withOnly = await call(route, limited);
      if (withOnly === 401 || withOnly === 403 || withOnly >= 500) problems.push(`${key(route)} with only ${p.resource}:${p.action}: ${withOnly}`);
    }
    await grant([]);
    expect(problems).toEqual([]);
  }, 180_000); // every admin route one by one: the table grows with each module
});

describe('staff and shared routes', () => {
  it('answers 401 to staff routes without a token or with an admin token', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => areasOf(r).length === 1 && areasOf(r)[0] === 'staff')) {
      const none = await call(route);
      const asAdmin = await call(route, superAdmin);
      if (none !== 401) problems.push(`${key(route)} without a token: ${none}`);
      if (asAdmin !== 401) problems.push(`${key(route)} with an admin token: ${asAdmin}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers 401 to routes of either area without a token', async () => {
    const problems: string[] = [];
    for (const route of routes().filter((r) => areasOf(r).length > 1)) {
      const none = await call(route);
      if (none !== 401) problems.push(`${key(route)} without a token: ${none}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('permissions are read on every request', () => {
  it('applies a role change to a token issued before it', async () => {
    const db = t.app.database.db;
    const route = { method: 'GET', url: '/api/admin/department', access: {} } as RouteAccessEntry;
    await grant([]);
    expect(await call(route, limited)).toBe(403);
    await grant([permissionIds.get('department:read') as string]);
    expect(await call(route, limited)).toBe(200);
    // Moving the admin to another role counts too.
    const [superAdminRole] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = 'super admin'`);
    await db.update(users).set({ roleId: superAdminRole.id }).where(eq(users.email, 'matrix@crewbase.test'));
    expect(await call({ ...route, url: '/api/admin/roles' }, limited)).toBe(200);
    await db.update(users).set({ roleId: limitedRoleId }).where(eq(users.email, 'matrix@crewbase.test'));
    await grant([]);
    expect(await call({ ...route, url: '/api/admin/roles' }, limited)).toBe(403);
  });
});
