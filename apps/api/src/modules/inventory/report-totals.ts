// The rows of a report's kept totals (db/schema/inventory-report-totals.ts) that make up a period exactly: the years
// wholly inside it, the quarters and months wholly inside it that no whole year or quarter covers, and its days of
// the months it covers only in part; for no period, the all-time bucket. Summing them is what summing the source
// rows created in the period gives: a bucket holds exactly its source rows (UTC, the server's time zone), and the
// buckets taken never overlap.
import { sql, type SQL } from 'drizzle-orm';

/** The period of a report: `from` and `to` (YYYY-MM-DD, both included) from the query string; either may be absent. */
export interface ReportPeriod {
  from?: string;
  to?: string;
}

/** The grains of the kept totals, finest first; each bucket of one lies in one bucket of the next. */
const grains = [
  { name: 'day', unit: "interval '1 day'" },
  { name: 'month', unit: "interval '1 month'" },
  { name: 'quarter', unit: "interval '3 months'" },
  { name: 'year', unit: "interval '1 year'" },
] as const;

/**
 * `select <columns> from <table> where <where> and <the buckets of the period>`: per grain, its whole buckets inside
 * the period that no whole bucket of the next grain covers (the years inside it, the quarters of the years it covers
 * in part, then the months, then the days), a union with one or two ranges of the (…, grain, bucket) index each.
 * `columns` and `where` name the table's columns unqualified.
 *
 * No source row is created after today (UTC): created_at is the database's time of the write. So a period that ends
 * today or later holds what the same period without an end holds, and reads the whole year it ends in instead of that
 * year's quarters, months and days up to today (for the last 365 days, about a third of the rows). Which of the two
 * is read is decided once per statement, by the database's own date.
 */
export function periodRows(table: SQL, columns: SQL, where: SQL | undefined, period: ReportPeriod): SQL {
  if (!period.to) return bucketRows(table, columns, where, period);
  const today = sql`(now() at time zone 'UTC')::date`;
  return sql`select * from (${bucketRows(table, columns, where, period)}) ended where ${period.to}::date < ${today}
    union all select * from (${bucketRows(table, columns, where, { from: period.from })}) open_ended where ${period.to}::date >= ${today}`;
}

/** Whether the period is all time (no `from`, no `to`): each key's `all` bucket then holds its whole total. */
export const allTime = (period: ReportPeriod): boolean => !period.from && !period.to;

function bucketRows(table: SQL, columns: SQL, where: SQL | undefined, period: ReportPeriod): SQL {
  // No period at all, as a report opens: the one bucket that holds every row.
  if (allTime(period)) return sql`select ${columns} from ${table} where ${where ? sql`${where} and ` : sql``}grain = 'all'`;
  const from = period.from ? sql`${period.from}::date` : undefined;
  const to = period.to ? sql`${period.to}::date` : undefined;
  // The first bucket of a grain that starts on or after `from`, and the first one that starts after `to` ends.
  const first = (grain: (typeof grains)[number]) =>
    from && (grain.name === 'day' ? from : sql`(date_trunc(${grain.name}, (${from} - 1)::timestamp) + ${sql.raw(grain.unit)})::date`);
  const after = (grain: (typeof grains)[number]) => to && (grain.name === 'day' ? sql`(${to} + 1)` : sql`date_trunc(${grain.name}, (${to} + 1)::timestamp)::date`);
  const all = (conditions: Array<SQL | undefined>) => sql.join(conditions.filter((c): c is SQL => c !== undefined), sql` and `);
  const selects: SQL[] = [];
  grains.forEach((grain, i) => {
    const next = grains[i + 1];
    // Outside the next grain's whole buckets (which are empty when they start after they end, so nothing is left out).
    const outside = next ? [next && first(next) && sql`bucket < ${first(next)}`, after(next) && sql`bucket >= ${after(next)}`].filter((c): c is SQL => !!c) : [];
    const conditions = all([
      where,
      sql`grain = ${grain.name}`,
      first(grain) && sql`bucket >= ${first(grain)}`,
      after(grain) && sql`bucket < ${after(grain)}`,
      outside.length > 0 ? sql`(${sql.join(outside, sql` or `)})` : undefined,
    ]);
    selects.push(sql`select ${columns} from ${table} where ${conditions}`);
  });
  return sql.join(selects, sql` union all `);
}
