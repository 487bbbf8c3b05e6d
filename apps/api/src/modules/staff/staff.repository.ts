// GET /api/admin/staff: the staff list through the platform list language.
import { staffListFields, staffStatusSchema, type StaffListItem } from '@crewbase/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { departments, jobTitles, staff } from '../../db/schema';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';

const fullName = sql`(${staff.firstName} || ' ' || ${staff.lastName})`;

/** Public field names (staffListFields of @crewbase/domain) mapped to SQL. */
export const staffListSpec = defineListSpec<(typeof staffListFields)[number]>({
  fields: {
    staffId: { expr: staff.staffId, type: 'text' },
    fullName: { expr: fullName, type: 'text' },
    firstName: { expr: staff.firstName, type: 'text' },
    lastName: { expr: staff.lastName, type: 'text' },
    createdAt: { expr: staff.createdAt, type: 'timestamp' },
    'department.name': { expr: departments.name, type: 'text' },
    jobTitleName: { expr: jobTitles.name, type: 'text' },
    status: { expr: staff.status, type: 'enum', values: staffStatusSchema.options },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: staff.id,
});

export async function listStaff(db: Db, query: ParsedListQuery): Promise<{ rows: StaffListItem[]; total: number }> {
  const rows = await db
    .select({
      id: staff.id,
      staffId: staff.staffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email,
      status: staff.status,
      departmentId: staff.departmentId,
      departmentName: departments.name,
      jobTitleName: jobTitles.name,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
    .where(query.where);
  return {
    total,
    rows: rows.map(({ departmentId, departmentName, createdAt, ...row }) => ({
      ...row,
      fullName: `${row.firstName} ${row.lastName}`,
      department: departmentId && departmentName ? { id: departmentId, name: departmentName } : null,
      createdAt: createdAt.toISOString(),
    })),
  };
}
