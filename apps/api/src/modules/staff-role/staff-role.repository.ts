// StaffRoles in SQL.
import { staffRoleListFields, type StaffRole } from '@crewbase/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { staff, staffRoles } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';

const columns = {
  id: staffRoles.id,
  name: staffRoles.name,
  description: staffRoles.description,
  // Written out: drizzle leaves columns unqualified in a one-table select, which would bind "id" to staff.
  staffCount: sql<number>`(select count(*)::int from "staff" where "staff"."staff_role_id" = "staff_roles"."id")`,
  createdAt: staffRoles.createdAt,
  updatedAt: staffRoles.updatedAt,
};
type Row = { id: string; name: string; description: string | null; staffCount: number; createdAt: Date; updatedAt: Date };
const toStaffRole = (r: Row): StaffRole => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** GET /api/admin/staff-role and its export. */
export const staffRoleResource = defineResource({
  name: 'staff-roles',
  title: 'Staff roles',
  permission: 'staff-role',
  table: staffRoles,
  id: staffRoles.id,
  fields: {
    name: { expr: staffRoles.name, type: 'text', notNull: true },
    createdAt: { expr: staffRoles.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof staffRoleListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  defaultFilters: createdUpToYearEnd(),
  columns,
  toItem: toStaffRole,
  exportColumns: exportColumns<StaffRole>()([
    { header: 'Name', type: 'text', value: (r) => r.name },
    { header: 'Description', type: 'text', value: (r) => r.description },
    { header: 'Staff', type: 'number', value: (r) => r.staffCount },
    { header: 'Created', type: 'datetime', value: (r) => r.createdAt },
  ]),
});

export async function find(db: Db, id: string): Promise<StaffRole | null> {
  const [row] = await db.select(columns).from(staffRoles).where(eq(staffRoles.id, id));
  return row ? toStaffRole(row) : null;
}

export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(sql`lower(${staffRoles.name}) = lower(${name})`, exceptId ? ne(staffRoles.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Db, values: { name: string; description: string | null }): Promise<string> {
  const [row] = await db.insert(staffRoles).values(values).returning({ id: staffRoles.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: { name?: string; description?: string | null }): Promise<boolean> {
  const rows = await db.update(staffRoles).set({ ...changes, updatedAt: new Date() }).where(eq(staffRoles.id, id)).returning({ id: staffRoles.id });
  return rows.length === 1;
}

export async function usage(db: Db, id: string): Promise<{ staff: number }> {
  const [row] = await selectRows<{ staff: number }>(db, sql`select count(*)::int as "staff" from ${staff} where ${staff.staffRoleId} = ${id}`);
  return row;
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(staffRoles).where(eq(staffRoles.id, id)).returning({ id: staffRoles.id });
  return rows.length === 1;
}
