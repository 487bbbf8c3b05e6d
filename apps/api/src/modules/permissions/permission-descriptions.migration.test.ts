// Migration 0010: a database seeded before the Admins wording keeps "View users" beside the group heading "Admins".
import { permissionCatalogue } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissions } from '../../db/schema';
import { migrationsFolder } from '../../platform/paths';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const description = async (name: string) => {
  const [row] = await t.app.database.db
    .select({ description: permissions.description })
    .from(permissions)
    .where(and(eq(permissions.tableName, 'users'), eq(permissions.name, name)));
  return row?.description;
};

describe('migration 0010 (permission descriptions)', () => {
  it('rewrites the old seeded "users" wording to the Admins wording the seed writes, and leaves an edited text alone', async () => {
    const { db } = t.app.database;
    // As an earlier seed left them, and one an admin rewrote.
    for (const [name, old] of [['read', 'View users'], ['create', 'Create users'], ['update', 'Edit users']]) {
      await db.update(permissions).set({ description: old }).where(and(eq(permissions.tableName, 'users'), eq(permissions.name, name)));
    }
    await db.update(permissions).set({ description: 'Remove users who left' }).where(and(eq(permissions.tableName, 'users'), eq(permissions.name, 'delete')));

    const migration = readFileSync(join(migrationsFolder, '0010_permission_descriptions.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const seeded = (name: string) => permissionCatalogue.find((p) => p.tableName === 'users' && p.name === name)?.description;
    expect(await description('read')).toBe('View admins');
    for (const name of ['read', 'create', 'update']) expect(await description(name)).toBe(seeded(name));
    expect(await description('delete')).toBe('Remove users who left');
  });
});
