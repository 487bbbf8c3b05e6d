// The account behind a request, read fresh on every request so status, role and password changes apply at once.
import type { Area, PermissionAction, PermissionResource } from '@crewbase/domain';
import { SUPER_ADMIN_ROLE_NAME } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { permissions, rolePermissions, roles, staff, users } from '../db/schema';

export interface StaffActor {
  area: 'staff';
  id: string;
}
export interface AdminActor {
  area: 'admin';
  id: string;
  roleId: string;
  roleName: string;
}
export type Actor = StaffActor | AdminActor;

export interface LoadedAccount {
  actor: Actor;
  /** Whether the account may use the product right now (staff Active, admin Active). */
  active: boolean;
  tokensValidAfter: Date | null;
}

export async function loadAccount(db: Db, area: Area, id: string): Promise<LoadedAccount | null> {
  if (area === 'staff') {
    const [row] = await db
      .select({ id: staff.id, status: staff.status, tokensValidAfter: staff.tokensValidAfter })
      .from(staff)
      .where(eq(staff.id, id));
    return row ? { actor: { area, id: row.id }, active: row.status === 'Active', tokensValidAfter: row.tokensValidAfter } : null;
  }
  const [row] = await db
    .select({ id: users.id, status: users.status, tokensValidAfter: users.tokensValidAfter, roleId: roles.id, roleName: roles.name })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row
    ? {
        actor: { area, id: row.id, roleId: row.roleId, roleName: row.roleName },
        active: row.status === 'Active',
        tokensValidAfter: row.tokensValidAfter,
      }
    : null;
}

export const isSuperAdminRole = (roleName: string) => roleName.trim().toLowerCase() === SUPER_ADMIN_ROLE_NAME.toLowerCase();

/** Whether the admin's role grants `action` on `resource`. A super admin has every permission. */
export async function roleAllows(db: Db, actor: AdminActor, resource: PermissionResource, action: PermissionAction): Promise<boolean> {
  if (isSuperAdminRole(actor.roleName)) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, actor.roleId), eq(permissions.tableName, resource), eq(permissions.name, action)))
    .limit(1);
  return row !== undefined;
}
