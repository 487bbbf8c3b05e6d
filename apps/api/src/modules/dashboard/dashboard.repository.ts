// Staff metrics, computed in SQL.
import type { StaffMetrics, StaffStatus } from '@crewbase/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, jobTitles, staff } from '../../db/schema';

const countAll = sql<number>`count(*)::int`;

export async function totalStaff(db: Db): Promise<number> {
  const [row] = await db.select({ count: countAll }).from(staff);
  return row.count;
}

export async function countByStatus(db: Db): Promise<Array<{ status: StaffStatus; count: number }>> {
  return db.select({ status: staff.status, count: countAll }).from(staff).groupBy(staff.status);
}

export async function countByDepartment(db: Db): Promise<StaffMetrics['byDepartment']> {
  const name = sql<string>`coalesce(${departments.name}, 'Unassigned')`;
  return db
    .select({ departmentId: staff.departmentId, name, count: countAll })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .groupBy(staff.departmentId, departments.name)
    .orderBy(desc(countAll), asc(name));
}

/** Joiners per calendar month over the last 12 months (this month included), oldest first, zero months kept. */
export function joinersByMonth(db: Db): Promise<Array<{ month: string; count: number }>> {
  return selectRows(
    db,
    sql`
      with months as (
        select generate_series(
          date_trunc('month', current_date::timestamp) - interval '11 months',
          date_trunc('month', current_date::timestamp),
          interval '1 month'
        ) as month
      )
      select to_char(months.month, 'YYYY-MM') as "month", count(${staff.id})::int as "count"
      from months
      left join ${staff}
        on ${staff.dateJoined} >= months.month::date
       and ${staff.dateJoined} < (months.month + interval '1 month')::date
      group by months.month
      order by months.month`,
  );
}

export async function recentJoiners(db: Db, limit: number): Promise<StaffMetrics['recentJoiners']> {
  const rows = await db
    .select({
      id: staff.id,
      staffId: staff.staffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
      departmentName: departments.name,
      jobTitleName: jobTitles.name,
      status: staff.status,
      dateJoined: staff.dateJoined,
      createdAt: staff.createdAt,
    })
    .from(staff)
    .leftJoin(departments, eq(departments.id, staff.departmentId))
    .leftJoin(jobTitles, eq(jobTitles.id, staff.jobTitleId))
    .orderBy(sql`${staff.dateJoined} desc nulls last`, desc(staff.createdAt), asc(staff.id))
    .limit(limit);
  return rows.map(({ firstName, lastName, createdAt, ...rest }) => ({
    ...rest,
    fullName: `${firstName} ${lastName}`,
    createdAt: createdAt.toISOString(),
  }));
}
