// GET /api/admin/staff: the staff list through the platform list language.
import { staffListFields, staffStatusSchema, type StaffListItem } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { departments, jobTitles, staff } from '../../db/schema';
import type { ListMemory } from '../../platform/list-memory';
import { defineListSpec, seekFrom, type ParsedListQuery } from '../../platform/list-query';

const fullName = sql`(${staff.firstName} || ' ' || ${staff.lastName})`;

/** Public field names (staffListFields of @crewbase/domain) mapped to SQL. */
export const staffListSpec = defineListSpec<(typeof staffListFields)[number]>({
  fields: {
    staffId: { expr: staff.staffId, type: 'text', notNull: true },
    fullName: { expr: fullName, type: 'text', notNull: true },
    firstName: { expr: staff.firstName, type: 'text', notNull: true },
    lastName: { expr: staff.lastName, type: 'text', notNull: true },
    createdAt: { expr: staff.createdAt, type: 'timestamp', notNull: true },
    'department.name': { expr: departments.name, type: 'text' },
    jobTitleName: { expr: jobTitles.name, type: 'text' },
    status: { expr: staff.status, type: 'enum', values: staffStatusSchema.options, notNull: true },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: staff.id,
});

export async function listStaff(db: Db, query: ParsedListQuery, memory: ListMemory): Promise<{ rows: StaffListItem[]; total: number }> {
  // One round trip: the page's ids (and sort keys) from staff alone when the filter and sort allow it (PostgreSQL
  // drops the unused joins), reached by seeking to a remembered page start when there is one, then those rows in
  // full. One row more than the page is read: its keys are where the next page starts.
  const start = memory.pageStart('staff', query);
  const keys = Object.fromEntries(query.seekable ? query.keys.map((key, i) => [`k${i}`, sql`${key}`.as(`k${i}`)]) : []);
  const page = db
    .select({ id: staff.id, ...keys })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
    .where(start.from ? and(query.where, seekFrom(query, start.from)) : query.where)
    .orderBy(...query.orderBy)
    .limit(query.limit + 1)
    .offset(start.skip)
    .as('page');
  const found = await db
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
      keys: query.seekable ? sql<unknown[]>`json_build_array(${sql.join(query.keys.map((_, i) => sql.raw(`page.k${i}`)), sql`, `)})` : sql<null>`null`,
    })
    .from(page)
    .innerJoin(staff, eq(staff.id, page.id))
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
    .orderBy(...query.orderBy);
  memory.rememberPage('staff', query, start, found[0]?.keys ?? undefined, found[query.limit]?.keys ?? undefined);
  const rows = found.slice(0, query.limit).map(({ keys: _keys, ...row }) => row);
  const total = await memory.total('staff', query.where, async () => {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(staff)
      .leftJoin(departments, eq(departments.id, staff.departmentId))
      .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
      .where(query.where);
    return count;
  });
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
