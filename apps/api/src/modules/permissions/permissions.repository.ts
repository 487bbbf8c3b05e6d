// The permission catalogue in SQL.
import { permissionListFields, type Permission, type PermissionListItem } from '@crewbase/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { permissions } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';

const columns = {
  id: permissions.id,
  name: permissions.name,
  tableName: permissions.tableName,
  description: permissions.description,
  roleCount: sql<number>`(select count(*)::int from "role_permissions" where "role_permissions"."permission_id" = "permissions"."id")`,
  createdAt: permissions.createdAt,
};
type Row = Omit<PermissionListItem, 'createdAt'> & { createdAt: Date };
const toItem = (r: Row): PermissionListItem => ({ ...r, createdAt: r.createdAt.toISOString() });

/** GET /api/admin/permissions and its export. */
export const permissionResource = defineResource({
  name: 'permissions',
  title: 'Permissions',
  permission: 'permissions',
  table: permissions,
  id: permissions.id,
  fields: {
    name: { expr: permissions.name, type: 'text', notNull: true },
    tableName: { expr: permissions.tableName, type: 'text', notNull: true },
    createdAt: { expr: permissions.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof permissionListFields)[number], ListField>,
  defaultSort: [
    { field: 'tableName', direction: 'ASC' },
    { field: 'name', direction: 'ASC' },
  ],
  defaultFilters: createdUpToYearEnd(),
  columns,
  toItem,
  exportColumns: exportColumns<PermissionListItem>()([
    { header: 'Area', type: 'text', value: (p) => p.tableName },
    { header: 'Permission', type: 'text', value: (p) => p.name },
    { header: 'Description', type: 'text', value: (p) => p.description },
    { header: 'Roles', type: 'number', value: (p) => p.roleCount },
    { header: 'Created', type: 'datetime', value: (p) => p.createdAt },
  ]),
});

export async function all(db: Db): Promise<Permission[]> {
  return db
    .select({ id: permissions.id, name: permissions.name, tableName: permissions.tableName, description: permissions.description })
    .from(permissions)
    .orderBy(asc(permissions.tableName), asc(permissions.name));
}

export async function find(db: Db, id: string): Promise<PermissionListItem | null> {
  const [row] = await db.select(columns).from(permissions).where(eq(permissions.id, id));
  return row ? toItem(row) : null;
}

export async function exists(db: Db, tableName: string, name: string): Promise<boolean> {
  const [row] = await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.tableName, tableName), eq(permissions.name, name)));
  return row !== undefined;
}

export async function insert(db: Db, values: { name: string; tableName: string; description: string | null }): Promise<string> {
  const [row] = await db.insert(permissions).values(values).returning({ id: permissions.id });
  return row.id;
}
