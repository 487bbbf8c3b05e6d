// Demo additions for people and access (demo mode only): a read-only "Viewer" role and its admin, so the admin
// console's reduced sidebar can be seen and tested. Created once (seed_history); later edits by admins survive.
import type { PermissionResource } from '@crewbase/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { permissions, rolePermissions, roles, seedHistory, users } from '../schema';

const PEOPLE_DEMO = 'people-demo-v1';

export const VIEWER_ROLE_NAME = 'Viewer';
export const VIEWER_EMAIL = 'viewer@crewbase.test';
/** What the Viewer may read; nothing else, and no writes. */
export const viewerReadableResources: readonly PermissionResource[] = ['dashboard', 'staff', 'department', 'job-title', 'staff-role', 'location'];

export async function seedPeopleDemo(db: Db, options: { passwordHash: () => Promise<string> }): Promise<void> {
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, PEOPLE_DEMO));
  if (done) return;

  let [role] = await db.select({ id: roles.id }).from(roles).where(sql`lower(${roles.name}) = lower(${VIEWER_ROLE_NAME})`);
  if (!role) [role] = await db.insert(roles).values({ name: VIEWER_ROLE_NAME, displayName: VIEWER_ROLE_NAME }).returning({ id: roles.id });
  const readable = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.name, 'read'), inArray(permissions.tableName, [...viewerReadableResources])));
  if (readable.length > 0) {
    await db
      .insert(rolePermissions)
      .values(readable.map((p) => ({ roleId: role.id, permissionId: p.id })))
      .onConflictDoNothing();
  }
  await db
    .insert(users)
    .values({ firstName: 'Ngozi', lastName: 'Eze', email: VIEWER_EMAIL, phoneNumber: null, status: 'Active', roleId: role.id, passwordHash: await options.passwordHash() })
    .onConflictDoNothing();
  await db.insert(seedHistory).values({ name: PEOPLE_DEMO }).onConflictDoNothing();
}
