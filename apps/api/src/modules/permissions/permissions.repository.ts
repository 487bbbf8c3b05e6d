// The permission catalogue in SQL.
import { permissionListFields, type Permission, type PermissionListItem } from '@crewbase/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { permissions } from '../../db/schema';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';
import type { ListMemory } from '../../platform/list-memory';

export const permissionListSpec = defineListSpec<(typeof permissionListFields)[number]>({
  fields: {
    name: { expr: permissions.name, type: 'text' },
    tableName: { expr: permissions.tableName, type: 'text' },
    createdAt: { expr: permissions.createdAt, type: 'timestamp' },
  },
  defaultSort: [
    { field: 'tableName', direction: 'ASC' },
    { field: 'name', direction: 'ASC' },
  ],
  tieBreaker: permissions.id,
});

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

export async function list(db: Db, query: ParsedListQuery, memory: ListMemory): Promise<{ rows: PermissionListItem[]; total: number }> {
  const rows = await db.select(columns).from(permissions).where(query.where).orderBy(...query.orderBy).limit(query.limit).offset(query.offset);
  const total = await memory.total('permissions', query.where, async () => (await db.select({ total: sql<number>`count(*)::int` }).from(permissions).where(query.where))[0].total);
  return { rows: rows.map(toItem), total };
}

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
