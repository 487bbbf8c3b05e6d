// Admin roles and the permissions each grants, in SQL.
import { roleListFields, SUPER_ADMIN_ROLE_NAME, type Permission, type RoleListItem } from '@crewbase/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { permissions, rolePermissions, roles, users } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';

const isSuperAdmin = sql<boolean>`(lower("roles"."name") = lower(${SUPER_ADMIN_ROLE_NAME}))`;
const columns = {
  id: roles.id,
  name: roles.name,
  displayName: roles.displayName,
  isSuperAdmin,
  // The super admin holds every permission, whatever role_permissions says.
  permissionCount: sql<number>`(case when ${isSuperAdmin} then (select count(*)::int from "permissions")
    else (select count(*)::int from "role_permissions" where "role_permissions"."role_id" = "roles"."id") end)`,
  userCount: sql<number>`(select count(*)::int from "users" where "users"."role_id" = "roles"."id")`,
  createdAt: roles.createdAt,
  updatedAt: roles.updatedAt,
};
type Row = Omit<RoleListItem, 'createdAt'> & { createdAt: Date; updatedAt: Date };
export type RoleRow = Omit<RoleListItem, 'createdAt'> & { createdAt: string; updatedAt: string };
const toRole = (r: Row): RoleRow => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** GET /api/admin/roles and its export. */
export const roleResource = defineResource({
  name: 'roles',
  title: 'Admin roles',
  permission: 'roles',
  table: roles,
  id: roles.id,
  fields: {
    name: { expr: roles.name, type: 'text', notNull: true },
    displayName: { expr: roles.displayName, type: 'text', notNull: true },
    createdAt: { expr: roles.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof roleListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  defaultFilters: createdUpToYearEnd(),
  columns,
  toItem: ({ updatedAt: _updatedAt, ...r }): RoleListItem => ({ ...r, createdAt: r.createdAt.toISOString() }),
  exportColumns: exportColumns<RoleListItem>()([
    { header: 'Name', type: 'text', value: (r) => r.name },
    { header: 'Display name', type: 'text', value: (r) => r.displayName },
    { header: 'Permissions', type: 'number', value: (r) => r.permissionCount },
    { header: 'Admins', type: 'number', value: (r) => r.userCount },
    { header: 'Created', type: 'datetime', value: (r) => r.createdAt },
  ]),
});

export async function find(db: Db, id: string): Promise<RoleRow | null> {
  const [row] = await db.select(columns).from(roles).where(eq(roles.id, id));
  return row ? toRole(row) : null;
}

const permissionColumns = { id: permissions.id, name: permissions.name, tableName: permissions.tableName, description: permissions.description };
const permissionOrder = [asc(permissions.tableName), asc(permissions.name)];

export async function grantedPermissions(db: Db, role: { id: string; isSuperAdmin: boolean }): Promise<Permission[]> {
  if (role.isSuperAdmin) return db.select(permissionColumns).from(permissions).orderBy(...permissionOrder);
  return db
    .select(permissionColumns)
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, role.id))
    .orderBy(...permissionOrder);
}

export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function displayNameTaken(db: Db, displayName: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(sql`lower(${roles.displayName}) = lower(${displayName})`, exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/** The ids among `ids` that name no permission. */
export async function unknownPermissionIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = new Set((await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, [...ids]))).map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/** The permission ids a role holds (not meaningful for the super admin, who holds all). */
export async function heldPermissionIds(db: Db, roleId: string): Promise<Set<string>> {
  const rows = await db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return new Set(rows.map((r) => r.id));
}

/**
 * The roles an admin of `actorRoleId` may give (null: a super admin, who may give any): those holding no permission
 * the actor's role lacks, never the Super Admin role. By display name.
 */
export async function grantableRoles(db: Db, actorRoleId: string | null): Promise<{ id: string; name: string; displayName: string }[]> {
  const within =
    actorRoleId === null
      ? undefined
      : and(
          sql`not ${isSuperAdmin}`,
          sql`not exists (select 1 from "role_permissions" "theirs" where "theirs"."role_id" = "roles"."id" and "theirs"."permission_id" not in
            (select "mine"."permission_id" from "role_permissions" "mine" where "mine"."role_id" = ${actorRoleId}))`,
        );
  return db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName })
    .from(roles)
    .where(within)
    .orderBy(asc(roles.displayName));
}

export async function insert(db: Db, values: { name: string; displayName: string }): Promise<string> {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: { name?: string; displayName?: string }): Promise<void> {
  await db.update(roles).set({ ...changes, updatedAt: new Date() }).where(eq(roles.id, id));
}

/** Replaces the role's permissions with exactly `permissionIds`. */
export async function setPermissions(db: Db, roleId: string, permissionIds: readonly string[]): Promise<void> {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  const unique = [...new Set(permissionIds)];
  if (unique.length > 0) await db.insert(rolePermissions).values(unique.map((permissionId) => ({ roleId, permissionId })));
}

export async function userCount(db: Db, roleId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.roleId, roleId));
  return row.n;
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  return rows.length === 1;
}
