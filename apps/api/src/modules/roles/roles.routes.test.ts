// Settings > roles and permissions through the real database: the catalogue grouped for the role editor, roles
// with their permissions, uniqueness, the fixed Super Admin role and roles in use.
import type { PermissionGroup, PermissionListItem, RoleDetail, RoleListItem } from '@crewbase/domain';
import { permissionCatalogue } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';

let t: TestApp;
let admin: string;
let groups: PermissionGroup[];

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) => {
  const response = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};
const permissionId = (tableName: string, name: string) => groups.find((g) => g.tableName === tableName)?.permissions.find((p) => p.name === name)?.id as string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  groups = (await call('GET', '/api/admin/permissions/grouped')).body;
});
afterAll(() => t.close());

describe('/api/admin/permissions', () => {
  it('groups the whole seeded catalogue by tableName', () => {
    expect(groups.map((g) => g.tableName)).toEqual([...new Set(permissionCatalogue.map((p) => p.tableName))].sort());
    expect(groups.flatMap((g) => g.permissions)).toHaveLength(permissionCatalogue.length);
    expect(groups.find((g) => g.tableName === 'staff')?.permissions.map((p) => p.name)).toEqual(['approve', 'create', 'delete', 'read', 'update']);
  });

  it('lists by tableName then name by default, pages, filters and sorts on name and tableName', async () => {
    const first = await call('GET', '/api/admin/permissions?limit=3');
    expect(first.body.total).toBe(permissionCatalogue.length);
    expect(first.body.data.map((p: PermissionListItem) => `${p.tableName}:${p.name}`)).toEqual(['audit-log:read', 'dashboard:read', 'department:create']);
    const staff = await call('GET', `/api/admin/permissions?filter=${encodeURIComponent('tableName||$eq||staff')}&sort=name,DESC`);
    expect(staff.body.data.map((p: PermissionListItem) => p.name)).toEqual(['update', 'read', 'delete', 'create', 'approve']);
    expect(staff.body.data[0].roleCount).toBeGreaterThanOrEqual(1);
  });

  it('creates a permission once, refusing the same action in the same group (409 naming the field)', async () => {
    const created = await call('POST', '/api/admin/permissions', { name: 'Export', tableName: 'payroll', description: 'Download payroll files' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'export', tableName: 'payroll', roleCount: 0 });
    expect((await call('GET', `/api/admin/permissions/${created.body.id}`)).body.name).toBe('export');
    const again = await call('POST', '/api/admin/permissions', { name: 'export', tableName: 'payroll' });
    expect(again.status).toBe(409);
    expect(again.body.details).toEqual([{ path: 'name', message: 'The permission "export" already exists in the group "payroll".' }]);
    const bad = await call('POST', '/api/admin/permissions', { name: 'do stuff!', tableName: '' });
    expect(new Set(bad.body.details.map((d: { path: string }) => d.path))).toEqual(new Set(['name', 'tableName']));
  });
});

describe('/api/admin/roles', () => {
  it('creates a role with permissions, shows and edits it, and the holder feels it on the next request', async () => {
    const created = await call('POST', '/api/admin/roles', { name: 'Payroll Clerk', permissionIds: [permissionId('payroll', 'read'), permissionId('dashboard', 'read')] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Payroll Clerk', displayName: 'Payroll Clerk', isSuperAdmin: false, permissionCount: 2, userCount: 0 });
    expect((created.body as RoleDetail).permissions.map((p) => `${p.tableName}:${p.name}`)).toEqual(['dashboard:read', 'payroll:read']);

    const user = await call('POST', '/api/admin/users', { firstName: 'Clerk', lastName: 'One', email: 'clerk.one@crewbase.test', roleId: created.body.id });
    await t.app.database.db.update(users).set({ status: 'Active', passwordHash: t.demoPasswordHash }).where(eq(users.id, user.body.id));
    const clerk = (await signIn(t.app, 'admin', 'clerk.one@crewbase.test')).access_token;
    expect((await t.app.inject({ url: '/api/admin/department', headers: bearer(clerk) })).statusCode).toBe(403);

    const edited = await call('PATCH', `/api/admin/roles/${created.body.id}`, { displayName: 'Payroll clerk', permissionIds: [permissionId('department', 'read')] });
    expect(edited.body).toMatchObject({ displayName: 'Payroll clerk', permissionCount: 1, userCount: 1 });
    expect((await t.app.inject({ url: '/api/admin/department', headers: bearer(clerk) })).statusCode).toBe(200);

    // In use: not deletable, and the message says by whom.
    const refused = await call('DELETE', `/api/admin/roles/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('The role "Payroll clerk" is used by 1 admin. Move or remove those first.');
  });

  it('refuses a name another role has (any case), and unknown permissions', async () => {
    const taken = await call('POST', '/api/admin/roles', { name: 'hr manager', permissionIds: [] });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual([{ path: 'name', message: 'A role named "hr manager" already exists.' }]);
    const unknown = await call('POST', '/api/admin/roles', { name: 'Ghost', permissionIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details[0].path).toBe('permissionIds');
    expect((await call('POST', '/api/admin/roles', { name: '' })).body.details[0].path).toBe('name');
    const shownTwice = await call('POST', '/api/admin/roles', { name: 'HR Deputy', displayName: 'hr MANAGER' });
    expect(shownTwice.status).toBe(409);
    expect(shownTwice.body.details).toEqual([{ path: 'displayName', message: 'A role shown as "hr MANAGER" already exists.' }]);
  });

  it('keeps the Super Admin role whole: every permission, not editable, not deletable', async () => {
    const list = await call('GET', `/api/admin/roles?filter=${encodeURIComponent('name||$eq||Super Admin')}`);
    const superAdmin = list.body.data[0] as RoleListItem;
    expect(superAdmin).toMatchObject({ isSuperAdmin: true, permissionCount: permissionCatalogue.length + 1 });
    expect((await call('PATCH', `/api/admin/roles/${superAdmin.id}`, { permissionIds: [] })).status).toBe(409);
    expect((await call('DELETE', `/api/admin/roles/${superAdmin.id}`)).status).toBe(409);
  });

  it('deletes an unused role; lists sort on name, displayName and createdAt', async () => {
    const created = await call('POST', '/api/admin/roles', { name: 'Short Lived' });
    expect(await call('DELETE', `/api/admin/roles/${created.body.id}`)).toEqual({ status: 204, body: undefined });
    expect((await call('GET', `/api/admin/roles/${created.body.id}`)).status).toBe(404);
    for (const sort of ['name,ASC', 'displayName,DESC', 'createdAt,ASC']) expect((await call('GET', `/api/admin/roles?sort=${sort}`)).status).toBe(200);
  });

  it('lets a limited admin grant only permissions their own role has', async () => {
    const manager = await call('POST', '/api/admin/roles', {
      name: 'Role Manager',
      permissionIds: [permissionId('roles', 'read'), permissionId('roles', 'create'), permissionId('roles', 'update'), permissionId('department', 'read')],
    });
    const user = await call('POST', '/api/admin/users', { firstName: 'Role', lastName: 'Manager', email: 'role.manager@crewbase.test', roleId: manager.body.id });
    await t.app.database.db.update(users).set({ status: 'Active', passwordHash: t.demoPasswordHash }).where(eq(users.id, user.body.id));
    const token = (await signIn(t.app, 'admin', 'role.manager@crewbase.test')).access_token;

    const fine = await call('POST', '/api/admin/roles', { name: 'Desk', permissionIds: [permissionId('department', 'read')] }, token);
    expect(fine.status).toBe(201);
    const raise = await call('POST', '/api/admin/roles', { name: 'Payroll Peek', permissionIds: [permissionId('payroll', 'read')] }, token);
    expect(raise.status).toBe(403);
    expect(raise.body.message).toBe('You can only grant permissions your own role has.');
    const self = await call('PATCH', `/api/admin/roles/${manager.body.id}`, { permissionIds: [...manager.body.permissions.map((p: { id: string }) => p.id), permissionId('users', 'update')] }, token);
    expect(self.status).toBe(403);
    // Keeping what a role already has is fine, even if the editor lacks it.
    const desk = await call('PATCH', `/api/admin/roles/${fine.body.id}`, { displayName: 'Front desk' }, token);
    expect(desk.status).toBe(200);
  });

  it('is closed to an admin without roles permissions (HR manager)', async () => {
    const hr = (await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token;
    expect((await call('GET', '/api/admin/roles', undefined, hr)).status).toBe(403);
    expect((await call('POST', '/api/admin/permissions', { name: 'x1', tableName: 'y1' }, hr)).status).toBe(403);
  });
});
