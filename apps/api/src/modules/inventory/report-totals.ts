// The rows of a report's kept totals (db/schema/inventory-report-totals.ts) that make up a period exactly: the months
// wholly inside it, and the days inside it of the months it covers only in part. Summing them is what summing the
// source rows created in the period gives: a day or a month holds exactly its source rows (UTC, the server's time zone).
import { sql, type SQL } from 'drizzle-orm';

/** The period of a report: `from` and `to` (YYYY-MM-DD, both included) from the query string; either may be absent. */
export interface ReportPeriod {
  from?: string;
  to?: string;
}

/**
 * `select <columns> from <table> where <where> and <the buckets of the period>`, as a union of the whole months and
 * the edge days so each half is one range of the (…, grain, bucket) index. `columns` and `where` name the table's
 * columns unqualified.
 */
export function periodRows(table: SQL, columns: SQL, where: SQL | undefined, period: ReportPeriod): SQL {
  const from = period.from ? sql`${period.from}::date` : undefined;
  const to = period.to ? sql`${period.to}::date` : undefined;
  // The first month that starts on or after `from`, and the first that starts after `to` ends (or after its month ends).
  const firstWholeMonth = from ? sql`(date_trunc('month', (${from} - 1)::timestamp) + interval '1 month')::date` : undefined;
  const afterWholeMonths = to ? sql`date_trunc('month', (${to} + 1)::timestamp)::date` : undefined;
  const all = (conditions: Array<SQL | undefined>) => sql.join(conditions.filter((c): c is SQL => c !== undefined), sql` and `);
  const months = all([
    where,
    sql`grain = 'month'`,
    firstWholeMonth && sql`bucket >= ${firstWholeMonth}`,
    afterWholeMonths && sql`bucket < ${afterWholeMonths}`,
  ]);
  // Days outside the whole months, inside the period: none when the period is open at both ends.
  const outsideWholeMonths = sql.join(
    [firstWholeMonth && sql`bucket < ${firstWholeMonth}`, afterWholeMonths && sql`bucket >= ${afterWholeMonths}`].filter((c): c is SQL => c !== undefined),
    sql` or `,
  );
  if (!from && !to) return sql`select ${columns} from ${table} where ${months}`;
  const days = all([where, sql`grain = 'day'`, from && sql`bucket >= ${from}`, to && sql`bucket <= ${to}`, sql`(${outsideWholeMonths})`]);
  return sql`select ${columns} from ${table} where ${months} union all select ${columns} from ${table} where ${days}`;
}
