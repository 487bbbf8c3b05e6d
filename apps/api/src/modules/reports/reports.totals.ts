// The reports' pre-totalled months (report_month_totals, kept by the triggers of migration report_totals_triggers):
// when a filter is whole buckets, what the metrics and the tables' totals read instead of the source rows.
import { addDays, type ListFilter } from '@crewbase/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { leaveRequests, staff } from '../../db/schema';
import type { ParsedListQuery } from '../../platform/list-query';

export const utcToday = sql`(now() at time zone 'UTC')::date`;

/** The licence report's parameters: the as-of date and the warning days. */
export interface LicenceParams {
  asOf: string;
  dueWithinDays: number;
}

// ------------------------------------------------------------------ pre-totalled months
//
// report_month_totals holds, per report, month, department, location and stored status (and penalty kind), the count
// of the source rows and their sums, kept by database triggers (migration report_totals_triggers). A filter made of
// whole months of the report's date, departments, locations, statuses (and kinds) selects whole buckets, so the
// metrics read those few thousand rows instead of the month range of source rows; any other filter (a staff member,
// a partial month, an amount) reads the source rows as before. Either way the figures are the same.

/** What a report keeps in report_month_totals, and how its facts (`f`) are read. */
export interface Totals {
  report: 'licence' | 'licence_day' | 'leave' | 'loan' | 'loan_unpaid' | 'medical' | 'penalty';
  /** The filter fields beyond date, department.id, location.id and status that map to a bucket column. */
  kindField?: boolean;
  /**
   * The facts under a bucket filter: (month, department_id, location_id, status, kind, rows, days, requested, amount,
   * repaid). By default the stored buckets; leave adds the source rows whose shown status depends on today.
   */
  facts?(buckets: SQL, filter: BucketFilter, params: unknown): SQL;
}

export interface BucketFilter {
  /** First days of the first and last months, both included (null: open). */
  from: string | null;
  to: string | null;
  departments: string[] | null;
  locations: string[] | null;
  statuses: string[] | null;
  kinds: string[] | null;
}

const MONTH_START = /^\d{4}-\d{2}-01$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isMonthEnd = (day: string) => DAY.test(day) && addDays(day, 1).endsWith('-01');

/** The filter as whole buckets, or null when some part of it is finer than a bucket. */
export function bucketFilter(filters: readonly ListFilter[], kindField = false): BucketFilter | null {
  const bucket: BucketFilter = { from: null, to: null, departments: null, locations: null, statuses: null, kinds: null };
  const narrow = (current: string[] | null, values: string[]) => (current ? current.filter((v) => values.includes(v)) : values);
  for (const filter of filters) {
    const values = filter.value.split(',');
    if (filter.field === 'date') {
      if (filter.operator === '$gte' && MONTH_START.test(filter.value)) bucket.from = bucket.from && bucket.from > filter.value ? bucket.from : filter.value;
      else if (filter.operator === '$lte' && isMonthEnd(filter.value)) {
        const month = `${filter.value.slice(0, 7)}-01`;
        bucket.to = bucket.to && bucket.to < month ? bucket.to : month;
      } else return null;
      continue;
    }
    if (filter.operator !== '$eq' && filter.operator !== '$in') return null;
    if (filter.field === 'department.id') bucket.departments = narrow(bucket.departments, values);
    else if (filter.field === 'location.id') bucket.locations = narrow(bucket.locations, values);
    else if (filter.field === 'status') bucket.statuses = narrow(bucket.statuses, values);
    else if (filter.field === 'kind' && kindField) bucket.kinds = narrow(bucket.kinds, values);
    else return null;
  }
  return bucket;
}

export const oneOf = (expr: SQL, values: readonly string[] | null, cast = '') =>
  values === null ? sql`true` : values.length === 0 ? sql`false` : sql`${expr} in (${sql.join(values.map((v) => sql`${v}${sql.raw(cast)}`), sql`, `)})`;

/** The stored buckets of a report under the month, department and location parts of a filter. */
function storedBuckets(report: Totals['report'], filter: BucketFilter): SQL {
  return sql`(select t.month, t.department_id, t.location_id, t.status, t.kind, t.rows, t.days, t.requested, t.amount, t.repaid
      from report_month_totals t
     where t.report = ${report} and t.rows <> 0
       and ${filter.from ? sql`t.month >= cast(${filter.from} as date)` : sql`true`} and ${filter.to ? sql`t.month < cast(${filter.to} as date) + interval '1 month'` : sql`true`}
       and ${oneOf(sql`t.department_id`, filter.departments, '::uuid')} and ${oneOf(sql`t.location_id`, filter.locations, '::uuid')})`;
}

/** The facts (`f`) of a report under a bucket filter, its status and kind parts included. */
export function factsOf(totals: Totals, filter: BucketFilter, params: unknown): SQL {
  const buckets = storedBuckets(totals.report, filter);
  const facts = totals.facts ? totals.facts(buckets, filter, params) : buckets;
  return sql`(select * from ${facts} as "all" where ${oneOf(sql`"all".status`, filter.statuses)} and ${oneOf(sql`"all".kind`, filter.kinds)}) as f`;
}

/**
 * Leave's facts: the stored buckets hold the saved status, and an approved leave shows COMPLETED, ACTIVE or APPROVED
 * by today. Approved leave starting after this month is APPROVED; starting by this month it is COMPLETED, but for the
 * few not yet ended (a partial index on end date and start date), which are read from the source rows with their
 * shown status and taken back out of COMPLETED.
 */
function leaveFacts(buckets: SQL, filter: BucketFilter): SQL {
  const x = leaveRequests;
  const nextMonth = sql`(date_trunc('month', ${utcToday}) + interval '1 month')::date`;
  return sql`(select b.month, b.department_id, b.location_id,
        (case when b.status <> 'APPROVED' then b.status when b.month >= ${nextMonth} then 'APPROVED' else 'COMPLETED' end) as status,
        b.kind, b.rows, b.days, b.requested, b.amount, b.repaid
      from ${buckets} b
    union all
    select date_trunc('month', ${x.startDate})::date, ${staff.departmentId}, ${staff.locationId}, v.status, ''::text, v.sign::bigint, (v.sign * ${x.days})::numeric,
        0::numeric, 0::numeric, 0::numeric
      from ${x} inner join ${staff} on ${staff.id} = ${x.staffId}
      cross join lateral (values ((case when ${x.startDate} <= ${utcToday} then 'ACTIVE' else 'APPROVED' end), 1), ('COMPLETED', -1)) v(status, sign)
     where ${x.status} = 'APPROVED' and ${x.deletedAt} is null and ${x.endDate} >= ${utcToday} and ${x.startDate} < ${nextMonth}
       and ${filter.from ? sql`${x.startDate} >= cast(${filter.from} as date)` : sql`true`}
       and ${filter.to ? sql`${x.startDate} < cast(${filter.to} as date) + interval '1 month'` : sql`true`}
       and ${oneOf(sql`${staff.departmentId}`, filter.departments, '::uuid')} and ${oneOf(sql`${staff.locationId}`, filter.locations, '::uuid')})`;
}

/**
 * Licences' facts at the as-of date: the buckets hold the stored verification by expiry month. A month wholly before
 * the as-of month is EXPIRED, a month wholly after the month of the last warning day keeps its verification; the
 * months between are read by expiry day (report licence_day), each day's status computed at the as-of date.
 */
function licenceFacts(buckets: SQL, filter: BucketFilter, { asOf, dueWithinDays }: LicenceParams): SQL {
  const first = `${asOf.slice(0, 7)}-01`;
  const last = `${addDays(asOf, dueWithinDays).slice(0, 7)}-01`;
  return sql`(select b.month, b.department_id, b.location_id, (case when b.month < cast(${first} as date) then 'EXPIRED' else b.status end) as status,
        b.kind, b.rows, b.days, b.requested, b.amount, b.repaid
      from ${buckets} b where b.month < cast(${first} as date) or b.month > cast(${last} as date)
    union all
    select d.month, d.department_id, d.location_id,
        (case when d.month < cast(${asOf} as date) then 'EXPIRED'
              when d.month - cast(${asOf} as date) <= ${dueWithinDays}::int then 'DUE_TO_EXPIRE' else d.status end),
        d.kind, d.rows, d.days, d.requested, d.amount, d.repaid
      from ${storedBuckets('licence_day', filter)} d
     where d.month >= cast(${first} as date) and d.month < cast(${last} as date) + interval '1 month')`;
}

/** Each report's totals. */
export const reportTotals = {
  licence: { report: 'licence', facts: licenceFacts },
  leave: { report: 'leave', facts: leaveFacts },
  loan: { report: 'loan' },
  loanUnpaid: { report: 'loan_unpaid' },
  medical: { report: 'medical' },
  penalty: { report: 'penalty', kindField: true },
} satisfies Record<string, Totals>;

/**
 * A resource's row count from the totals when the filter is whole buckets (null: count the rows), so a report's
 * first page does not count the window's rows either.
 */
export const countFromTotals =
  (totals: Totals) =>
  async (db: Db, query: ParsedListQuery, params: unknown): Promise<number | null> => {
    const buckets = bucketFilter(query.filters, totals.kindField);
    if (!buckets) return null;
    const [row] = await selectRows<{ total: number }>(db, sql`select coalesce(sum(f.rows), 0)::int as "total" from ${factsOf(totals, buckets, params)}`);
    return Number(row.total);
  };
