// Departments in SQL.
import { departmentListFields, type Department } from '@crewbase/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, jobTitles, staff } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';

const columns = {
  id: departments.id,
  name: departments.name,
  description: departments.description,
  // Kept by the database as staff join and leave (migration 0027), not counted per request.
  staffCount: departments.staffCount,
  createdAt: departments.createdAt,
  updatedAt: departments.updatedAt,
};
type Row = { id: string; name: string; description: string | null; staffCount: number; createdAt: Date; updatedAt: Date };
const toDepartment = (r: Row): Department => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** GET /api/admin/department and its export. */
export const departmentResource = defineResource({
  name: 'departments',
  title: 'Departments',
  permission: 'department',
  table: departments,
  id: departments.id,
  fields: {
    name: { expr: departments.name, type: 'text', notNull: true },
    createdAt: { expr: departments.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof departmentListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  defaultFilters: createdUpToYearEnd(),
  columns,
  toItem: toDepartment,
  exportColumns: exportColumns<Department>()([
    { header: 'Name', type: 'text', value: (d) => d.name },
    { header: 'Description', type: 'text', value: (d) => d.description },
    { header: 'Staff', type: 'number', value: (d) => d.staffCount },
    { header: 'Created', type: 'datetime', value: (d) => d.createdAt },
  ]),
});

export async function find(db: Db, id: string): Promise<Department | null> {
  const [row] = await db.select(columns).from(departments).where(eq(departments.id, id));
  return row ? toDepartment(row) : null;
}

export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(sql`lower(${departments.name}) = lower(${name})`, exceptId ? ne(departments.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Db, values: { name: string; description: string | null }): Promise<string> {
  const [row] = await db.insert(departments).values(values).returning({ id: departments.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: { name?: string; description?: string | null }): Promise<boolean> {
  const rows = await db.update(departments).set({ ...changes, updatedAt: new Date() }).where(eq(departments.id, id)).returning({ id: departments.id });
  return rows.length === 1;
}

export async function usage(db: Db, id: string): Promise<{ staff: number; jobTitles: number }> {
  const [row] = await selectRows<{ staff: number; jobTitles: number }>(
    db,
    sql`select (select count(*)::int from ${staff} where ${staff.departmentId} = ${id}) as "staff",
               (select count(*)::int from ${jobTitles} where ${jobTitles.departmentId} = ${id}) as "jobTitles"`,
  );
  return row;
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(departments).where(eq(departments.id, id)).returning({ id: departments.id });
  return rows.length === 1;
}
