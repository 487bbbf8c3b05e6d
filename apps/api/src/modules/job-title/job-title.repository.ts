// Job titles in SQL, each with its department.
import { jobTitleListFields, type JobTitle } from '@crewbase/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, jobTitles, staff } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource, orNull } from '../../platform/resource';

const columns = {
  id: jobTitles.id,
  name: jobTitles.name,
  departmentId: jobTitles.departmentId,
  departmentName: orNull(departments.name),
  // Kept by the database as staff join and leave (migration 0027), not counted per request.
  staffCount: jobTitles.staffCount,
  createdAt: jobTitles.createdAt,
  updatedAt: jobTitles.updatedAt,
};
type Row = { id: string; name: string; departmentId: string | null; departmentName: string | null; staffCount: number; createdAt: Date; updatedAt: Date };
const toJobTitle = ({ departmentId, departmentName, ...r }: Row): JobTitle => ({
  ...r,
  department: departmentId && departmentName ? { id: departmentId, name: departmentName } : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const base = (db: Db) => db.select(columns).from(jobTitles).leftJoin(departments, eq(departments.id, jobTitles.departmentId));

/** GET /api/admin/job-title and its export. */
export const jobTitleResource = defineResource({
  name: 'job-titles',
  title: 'Job titles',
  permission: 'job-title',
  table: jobTitles,
  id: jobTitles.id,
  joins: [{ table: departments, on: eq(departments.id, jobTitles.departmentId) }],
  fields: {
    name: { expr: jobTitles.name, type: 'text', notNull: true },
    createdAt: { expr: jobTitles.createdAt, type: 'timestamp', notNull: true },
    'department.name': { expr: departments.name, type: 'text' },
  } satisfies Record<(typeof jobTitleListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  defaultFilters: createdUpToYearEnd(),
  columns,
  toItem: toJobTitle,
  exportColumns: exportColumns<JobTitle>()([
    { header: 'Name', type: 'text', value: (j) => j.name },
    { header: 'Department', type: 'text', value: (j) => j.department?.name },
    { header: 'Staff', type: 'number', value: (j) => j.staffCount },
    { header: 'Created', type: 'datetime', value: (j) => j.createdAt },
  ]),
});

export async function find(db: Db, id: string): Promise<JobTitle | null> {
  const [row] = await base(db).where(eq(jobTitles.id, id));
  return row ? toJobTitle(row) : null;
}

export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobTitles.id })
    .from(jobTitles)
    .where(and(sql`lower(${jobTitles.name}) = lower(${name})`, exceptId ? ne(jobTitles.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function departmentExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, id));
  return row !== undefined;
}

export async function insert(db: Db, values: { name: string; departmentId: string | null }): Promise<string> {
  const [row] = await db.insert(jobTitles).values(values).returning({ id: jobTitles.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: { name?: string; departmentId?: string | null }): Promise<boolean> {
  const rows = await db.update(jobTitles).set({ ...changes, updatedAt: new Date() }).where(eq(jobTitles.id, id)).returning({ id: jobTitles.id });
  return rows.length === 1;
}

export async function usage(db: Db, id: string): Promise<{ staff: number }> {
  const [row] = await selectRows<{ staff: number }>(db, sql`select count(*)::int as "staff" from ${staff} where ${staff.jobTitleId} = ${id}`);
  return row;
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(jobTitles).where(eq(jobTitles.id, id)).returning({ id: jobTitles.id });
  return rows.length === 1;
}
