// The seed: safe to run again, complete catalogue, demo data only in demo mode.
import { HR_MANAGER_ROLE_NAME, permissionCatalogue, permissionResources } from '@crewbase/domain';
import { count, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { selectRows } from '../database';
import { banks, permissions, rolePermissions, roles, staff, users } from '../schema';
import { seed } from '.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const counts = async () => {
  const { db } = t.app.database;
  const of = async (table: typeof staff | typeof users | typeof permissions | typeof rolePermissions | typeof roles | typeof banks) =>
    (await db.select({ n: count() }).from(table))[0].n;
  return { staff: await of(staff), users: await of(users), permissions: await of(permissions), grants: await of(rolePermissions), roles: await of(roles), banks: await of(banks) };
};

describe('seed', () => {
  it('changes nothing when run again', async () => {
    const before = await counts();
    await seed(t.app.database, { demo: true, codeSecret: t.config.jwtSecret, demoPasswordHash: t.demoPasswordHash });
    expect(await counts()).toEqual(before);
    // Super Admin and HR Manager, plus the demo's read-only Viewer.
    expect(before).toMatchObject({ staff: 60, permissions: permissionCatalogue.length, roles: 4 });
  });

  it('keeps a deleted demo person deleted (the demo company is created once)', async () => {
    await t.app.database.db.delete(staff).where(eq(staff.staffId, 'STF-0042'));
    await seed(t.app.database, { demo: true, codeSecret: t.config.jwtSecret, demoPasswordHash: t.demoPasswordHash });
    expect((await counts()).staff).toBe(59);
  });

  it('does not give a trimmed HR Manager role its permissions back', async () => {
    const { db } = t.app.database;
    const [hr] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, HR_MANAGER_ROLE_NAME));
    const [staffRead] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.tableName, 'dashboard'));
    await db.delete(rolePermissions).where(eq(rolePermissions.permissionId, staffRead.id));
    await seed(t.app.database, { demo: true, codeSecret: t.config.jwtSecret, demoPasswordHash: t.demoPasswordHash });
    const held = await db.select().from(rolePermissions).where(eq(rolePermissions.roleId, hr.id));
    expect(held.some((g) => g.permissionId === staffRead.id)).toBe(false);
  });

  it('gives HR Manager a permission the catalogue adds later, once, and catches up an install from before', async () => {
    const { db } = t.app.database;
    const reseed = () => seed(t.app.database, { demo: true, codeSecret: t.config.jwtSecret, demoPasswordHash: t.demoPasswordHash });
    const [hr] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, HR_MANAGER_ROLE_NAME));
    const hrHolds = async (tableName: string, name: string) =>
      (
        await selectRows(db, sql`select 1 from role_permissions g join permissions p on p.id = g.permission_id
          where g.role_id = ${hr.id} and p.table_name = ${tableName} and p.name = ${name}`)
      ).length === 1;
    const takeAway = (tableName: string, name: string) =>
      db.execute(sql`delete from role_permissions g using permissions p where p.id = g.permission_id and g.role_id = ${hr.id}
        and p.table_name = ${tableName} and p.name = ${name}`);

    // A release adds a permission (here: one taken out of the catalogue table, as if it had never been there).
    await db.execute(sql`delete from permissions where table_name = 'leave-type' and name = 'update'`);
    await reseed();
    expect(await hrHolds('leave-type', 'update')).toBe(true);
    // An admin takes it away from the role: it stays away.
    await takeAway('leave-type', 'update');
    await reseed();
    expect(await hrHolds('leave-type', 'update')).toBe(false);

    // An install seeded before the mark existed: a permission added after the role was created reaches it, one as old
    // as the role that an admin took away does not.
    await db.execute(sql`delete from seed_history where name = 'hr-manager-defaults'`);
    await db.execute(sql`update permissions set created_at = now() + interval '1 minute' where table_name = 'public-holiday' and name = 'create'`);
    await takeAway('public-holiday', 'create');
    await takeAway('location', 'read');
    await reseed();
    expect(await hrHolds('public-holiday', 'create')).toBe(true);
    expect(await hrHolds('location', 'read')).toBe(false);
  });

  it('covers every admin resource of the spec', () => {
    expect(permissionResources).toEqual(
      expect.arrayContaining([
        'staff', 'users', 'roles', 'permissions', 'department', 'job-title', 'staff-role', 'location', 'employee-documents',
        'dashboard', 'messages', 'leave-request', 'loan-request', 'medical-assistance', 'payment-requests', 'payroll',
        'performance-review', 'schedule', 'inventory', 'reports', 'mail-outbox', 'audit-log',
      ]),
    );
    expect(permissionCatalogue.filter((p) => p.tableName === 'leave-request').map((p) => p.name)).toEqual(['read', 'create', 'update', 'delete', 'approve']);
  });

  it('puts every staff status in the demo company', async () => {
    const statuses = await t.app.database.db.selectDistinct({ status: staff.status }).from(staff);
    expect(statuses.map((s) => s.status).sort()).toEqual(['Active', 'Pending', 'Resigned', 'Suspended', 'Terminated']);
  });
});

describe('seed without the demo', () => {
  it('creates only the reference data (catalogue, roles, banks), no people', async () => {
    const { db } = t.app.database;
    // Empty the database, then seed it as production would.
    await db.execute(sql`truncate staff, users, role_permissions, roles, permissions, banks, seed_history, one_time_codes cascade`);
    await seed(t.app.database, { demo: false, codeSecret: t.config.jwtSecret });
    const after = await counts();
    expect(after).toMatchObject({ staff: 0, users: 0, permissions: permissionCatalogue.length, grants: permissionCatalogue.length * 2 - excludedGrants(), roles: 2 });
    expect(after.banks).toBeGreaterThanOrEqual(20);
  });
});

const excludedGrants = () => permissionCatalogue.filter((p) => ['payroll', 'roles', 'permissions'].includes(p.tableName)).length;
