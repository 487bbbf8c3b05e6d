// The metrics of each report: cards and charts (by month, department and status) computed in SQL over exactly the
// rows the report's table pages through. The query string is parsed with the report's own resource (its whitelist,
// scope and default window), so a filter means the same thing to the table, the metrics and the export.
import {
  addDays,
  reportMonths,
  todayIso,
  type AwayEntry,
  type ListFilter,
  type OverdueInstallment,
  type ReportCard,
  type ReportChart,
  type ReportUnit,
} from '@crewbase/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, leaveRequests, loanRequests, locations, medicalAssistanceRequests, performancePenalties, staff } from '../../db/schema';
import { fromClause, parseResourceQuery, type Resource } from '../../platform/resource';
import { staffFullName } from '../requests/request-list';
import { bucketFilter, factsOf, reportTotals, type BucketFilter, type Totals } from './reports.totals';
import {
  departmentKey,
  driverLicenceReportResource,
  leaveReportResource,
  licenceDepartmentKey,
  loanApproved,
  loanDisbursed,
  loanOutstanding,
  loanOverdue,
  loanRepaid,
  loanReportResource,
  medicalApproved,
  medicalDisbursed,
  medicalReportResource,
  penaltyKind,
  penaltyReportResource,
  penaltyStatus,
  utcToday,
  type LicenceParams,
} from './reports.resources';

interface Measure {
  key: string;
  label: string;
  unit: ReportUnit;
  /** An aggregate over the filtered rows, as float8. */
  agg: SQL;
  /** The same aggregate over the pre-totalled months (`f`, see `Totals`), as float8. */
  totalled?: SQL;
}
interface CardSpec extends Measure {
  /** The filters that list the card's rows (added to the report's filter). */
  filters: ListFilter[];
}

interface MetricsSpec<P> {
  resource: Resource<unknown, P>;
  department: { id: SQLWrapper; name: SQLWrapper };
  cards: CardSpec[];
  series: Measure[];
  /** The report's pre-totalled months, read instead of the source rows when the filter allows. */
  totals?: Totals;
}

// Aggregates, each a float8 (JSON number) whichever driver reads it.
const count = (where?: SQL) => (where ? sql`(count(*) filter (where ${where}))::float8` : sql`count(*)::float8`);
const total = (expr: SQLWrapper, where?: SQL) => (where ? sql`coalesce(sum(${expr}) filter (where ${where}), 0)::float8` : sql`coalesce(sum(${expr}), 0)::float8`);
/** A sum of naira amounts (numeric with two places) in whole kobo. */
const kobo = (expr: SQLWrapper, where?: SQL) =>
  where ? sql`coalesce(round(sum(${expr}) filter (where ${where}) * 100), 0)::float8` : sql`coalesce(round(sum(${expr}) * 100), 0)::float8`;

const f = (field: string, operator: ListFilter['operator'], value: string): ListFilter => ({ field, operator, value });
const inStatus = (expr: SQLWrapper, values: readonly string[]) => sql`${expr} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

interface Window {
  from: string | null;
  to: string | null;
}
/** The date range the filters (the defaults included) put on `date`. */
function windowOf(filters: readonly ListFilter[]): Window {
  let from = null as string | null;
  let to = null as string | null;
  for (const filter of filters) {
    if (filter.field !== 'date') continue;
    const day = filter.value.slice(0, 10);
    if (filter.operator === '$gte' || filter.operator === '$eq') from = from && from > day ? from : day;
    if (filter.operator === '$lte' || filter.operator === '$eq') to = to && to < day ? to : day;
  }
  return { from, to };
}

const monthOf = (resource: Resource<unknown, unknown>): SQL => {
  const field = resource.fields.date;
  return field.type === 'timestamp' ? sql`to_char(${field.expr} at time zone 'UTC', 'YYYY-MM')` : sql`to_char(${field.expr}, 'YYYY-MM')`;
};

const fRows = sql`f.rows`;
/** sum over the facts, as float8; `where` on f.status / f.kind. */
const tCount = (where?: SQL) => (where ? sql`coalesce(sum(${fRows}) filter (where ${where}), 0)::float8` : sql`coalesce(sum(${fRows}), 0)::float8`);
const tTotal = (column: string, where?: SQL) =>
  where ? sql`coalesce(sum(${sql.raw(`f.${column}`)}) filter (where ${where}), 0)::float8` : sql`coalesce(sum(${sql.raw(`f.${column}`)}), 0)::float8`;
const tKobo = (expr: SQL, where?: SQL) =>
  where ? sql`coalesce(round(sum(${expr}) filter (where ${where}) * 100), 0)::float8` : sql`coalesce(round(sum(${expr}) * 100), 0)::float8`;
const fStatus = (values: readonly string[]) => inStatus(sql`f.status`, values);

export interface ComputedMetrics {
  window: Window;
  total: number;
  cards: ReportCard[];
  charts: { byMonth: ReportChart; byDepartment: ReportChart; byStatus: ReportChart };
  generatedAt: string;
  /** The parsed filter, for a report's own extras. */
  from: SQL;
  where: SQL;
  /** The facts the figures were read from when the filter allowed the pre-totalled months, and that filter. */
  facts: SQL | null;
  buckets: BucketFilter | null;
}

const valuesOf = (row: Record<string, unknown>, measures: readonly Measure[]) =>
  Object.fromEntries(measures.map((m, i) => [m.key, Number(row[`m${i}`] ?? 0)]));

async function computeMetrics<P>(db: Db, spec: MetricsSpec<P>, rawQuery: string, params: P): Promise<ComputedMetrics> {
  const { resource } = spec;
  const query = parseResourceQuery(resource, rawQuery, params);
  const from = fromClause(resource, params);
  const where = query.where ?? sql`true`;
  const generatedAt = new Date().toISOString();

  const statusField = resource.fields.status;
  const cardList = (pick: (m: Measure) => SQL) => sql.join(spec.cards.map((m, i) => sql`${pick(m)} as ${sql.raw(`"c${i}"`)}`), sql`, `);
  const seriesList = (pick: (m: Measure) => SQL) => sql.join(spec.series.map((m, i) => sql`${pick(m)} as ${sql.raw(`"m${i}"`)}`), sql`, `);
  type Grouped = Record<string, unknown> & { month: string | null; dept_id: string | null; dept_name: string | null; status: string | null; gm: number; gd: number; gs: number };

  const buckets = spec.totals && [...spec.cards, ...spec.series].every((m) => m.totalled) ? bucketFilter(query.filters, spec.totals.kindField) : null;
  const facts = spec.totals && buckets ? factsOf(spec.totals, buckets, params) : null;
  let grouped: Grouped[];
  if (facts) {
    // The buckets, grouped by month, by department and by status as grouping sets.
    const month = sql`to_char(f.month, 'YYYY-MM')`;
    grouped = await selectRows<Grouped>(
      db,
      sql`select ${month} as "month", f.department_id as "dept_id", d.name as "dept_name", f.status as "status",
            grouping(${month})::int as "gm", grouping(f.department_id)::int as "gd", grouping(f.status)::int as "gs",
            coalesce(sum(f.rows), 0)::int as "total", ${cardList((m) => m.totalled!)}, ${seriesList((m) => m.totalled!)}
          from ${facts} left join ${departments} d on d.id = f.department_id
          group by grouping sets ((), (${month}), (f.department_id, d.name), (f.status))
          having sum(f.rows) > 0`,
    );
  } else {
    // One scan: the totals, and the rows grouped by month, by department and by status, as grouping sets.
    const month = monthOf(resource as Resource<unknown, unknown>);
    const dept = spec.department;
    grouped = await selectRows<Grouped>(
      db,
      sql`select ${month} as "month", ${dept.id} as "dept_id", ${dept.name} as "dept_name", ${statusField.expr} as "status",
            grouping(${month})::int as "gm", grouping(${dept.id})::int as "gd", grouping(${statusField.expr})::int as "gs",
            count(*)::int as "total", ${cardList((m) => m.agg)}, ${seriesList((m) => m.agg)}
          from ${from} where ${where}
          group by grouping sets ((), (${month}), (${dept.id}, ${dept.name}), (${statusField.expr}))`,
    );
  }
  const totals = grouped.find((row) => Number(row.gm) === 1 && Number(row.gd) === 1 && Number(row.gs) === 1) ?? ({ total: 0 } as Record<string, unknown>);
  const cards: ReportCard[] = spec.cards.map((card, i) => ({ key: card.key, label: card.label, unit: card.unit, value: Number(totals[`c${i}`] ?? 0), filters: card.filters }));

  const series = spec.series.map(({ key, label, unit }) => ({ key, label, unit }));
  const byMonthRows = grouped.filter((row) => Number(row.gm) === 0).sort((a, b) => String(a.month).localeCompare(String(b.month)));
  const window = windowOf(query.filters);
  const months = window.from && window.to ? reportMonths({ from: window.from, to: window.to }) : byMonthRows.map((row) => String(row.month));
  const monthValues = new Map(byMonthRows.map((row) => [String(row.month), valuesOf(row, spec.series)]));
  const zero = Object.fromEntries(spec.series.map((m) => [m.key, 0]));
  const byMonth: ReportChart = { title: 'By month', series, points: months.map((key) => ({ key, label: key, values: monthValues.get(key) ?? zero })) };

  const departmentRows = grouped
    .filter((row) => Number(row.gd) === 0)
    .sort((a, b) => (a.dept_id === null ? 1 : b.dept_id === null ? -1 : String(a.dept_name).localeCompare(String(b.dept_name))));
  const byDepartment: ReportChart = {
    title: 'By department',
    series,
    points: departmentRows.map((row) => ({ key: row.dept_id ?? 'none', label: row.dept_id ? (row.dept_name ?? '') : 'No department', values: valuesOf(row, spec.series) })),
  };

  const statusValues = new Map(grouped.filter((row) => Number(row.gs) === 0).map((row) => [String(row.status), valuesOf(row, spec.series)]));
  const byStatus: ReportChart = {
    title: 'By status',
    series,
    points: (statusField.values ?? []).map((key) => ({ key, label: key, values: statusValues.get(key) ?? zero })),
  };

  return { window, total: Number(totals.total), cards, charts: { byMonth, byDepartment, byStatus }, generatedAt, from, where, facts, buckets: facts ? buckets : null };
}

const publicPart = ({ window, total, cards, charts, generatedAt }: ComputedMetrics) => ({ window, total, cards, charts, generatedAt });

// ------------------------------------------------------------------ driver's licences

const licenceStatus = driverLicenceReportResource.fields.status.expr;
const byLicenceStatus = (status: string, key: string, label: string): CardSpec => ({
  key, label, unit: 'count', agg: count(sql`${licenceStatus} = ${status}`), totalled: tCount(sql`f.status = ${status}`), filters: [f('status', '$eq', status)],
});


export async function driverLicenceMetrics(db: Db, rawQuery: string, params: LicenceParams) {
  const metrics = await computeMetrics(db, {
    resource: driverLicenceReportResource as Resource<unknown, LicenceParams>,
    department: licenceDepartmentKey,
    totals: reportTotals.licence,
    cards: [
      { key: 'total', label: 'Licences', unit: 'count', agg: count(), totalled: tCount(), filters: [] },
      byLicenceStatus('VERIFIED', 'verified', 'Verified'),
      byLicenceStatus('UNVERIFIED', 'unverified', 'Unverified'),
      byLicenceStatus('DUE_TO_EXPIRE', 'dueToExpire', 'Due to expire'),
      byLicenceStatus('EXPIRED', 'expired', 'Expired'),
    ],
    series: [{ key: 'licences', label: 'Licences', unit: 'count', agg: count(), totalled: tCount() }],
  }, rawQuery, params);
  return { ...publicPart(metrics), asOf: params.asOf, dueWithinDays: params.dueWithinDays };
}

// ------------------------------------------------------------------ loans

const loanApprovedStatuses = ['APPROVED', 'DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED'];
const loanDisbursedStatuses = ['DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED'];
const tLoanApproved = tKobo(sql`f.amount`, fStatus(loanApprovedStatuses));
const fLoanDisbursed = sql`(case when ${fStatus(loanDisbursedStatuses)} then f.amount else 0 end)`;

export async function loanMetrics(db: Db, rawQuery: string) {
  const metrics = await computeMetrics(db, {
    resource: loanReportResource as Resource<unknown, void>,
    department: departmentKey,
    totals: reportTotals.loan,
    cards: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(loanRequests.amountRequested), totalled: tKobo(sql`f.requested`), filters: [] },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(loanApproved), totalled: tLoanApproved, filters: [f('amountApproved', '$gte', '0.01')] },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(loanDisbursed), totalled: tKobo(fLoanDisbursed), filters: [f('amountDisbursed', '$gte', '0.01')] },
      { key: 'repaid', label: 'Repaid', unit: 'kobo', agg: kobo(loanRepaid), totalled: tKobo(sql`f.repaid`), filters: [f('amountRepaid', '$gte', '0.01')] },
      { key: 'outstanding', label: 'Outstanding', unit: 'kobo', agg: kobo(loanOutstanding), totalled: tKobo(sql`${fLoanDisbursed} - f.repaid`), filters: [f('amountOutstanding', '$gte', '0.01')] },
      // Overdue depends on today, not on the buckets: counted below from the unpaid installments (a partial index).
      { key: 'overdue', label: 'Overdue installments', unit: 'count', agg: total(loanOverdue), totalled: sql`0::float8`, filters: [f('overdueInstallments', '$gte', '1')] },
    ],
    series: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(loanRequests.amountRequested), totalled: tKobo(sql`f.requested`) },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(loanApproved), totalled: tLoanApproved },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(loanDisbursed), totalled: tKobo(fLoanDisbursed) },
      { key: 'repaid', label: 'Repaid', unit: 'kobo', agg: kobo(loanRepaid), totalled: tKobo(sql`f.repaid`) },
    ],
  }, rawQuery, undefined);
  const unpaidDue = sql`r.paid_at is null and r.due_date < ${utcToday}`;
  // The installments' loans under the filter: when the filter is whole buckets it reads only the loan and its staff
  // member (so the rows are reached from the unpaid installments' index), otherwise through the report's own rows.
  const ofFilteredLoans = metrics.buckets
    ? sql`${metrics.where}`
    : sql`r.loan_request_id in (select ${loanRequests.id} from ${metrics.from} where ${metrics.where})`;
  const overdueCount = async (buckets: BucketFilter) => {
    // Unpaid installments due in earlier months come from the totals; this month's from the rows (the unpaid due-date
    // index, each installment's loan looked up by id: `limit 1` keeps the planner from hashing every loan). In the
    // first half of the month those due before today are counted; later, this month's total less those due from
    // today on, whichever reads fewer rows.
    const unpaid = factsOf(reportTotals.loanUnpaid, buckets, undefined);
    const thisMonth = sql`to_char(${utcToday}, 'YYYY-MM')`;
    const monthStart = sql`date_trunc('month', ${utcToday})::date`;
    const ofLoan = sql`cross join lateral (select 1 from ${loanRequests} inner join ${staff} on ${staff.id} = ${loanRequests.staffId}
        where ${loanRequests.id} = r.loan_request_id and ${metrics.where} limit 1) as "loan"`;
    const firstHalf = Number(todayIso().slice(8, 10)) <= 15;
    const [{ overdue }] = await selectRows<{ overdue: number }>(
      db,
      firstHalf
        ? sql`select (select coalesce(sum(f.rows), 0) from ${unpaid} where f.kind < ${thisMonth})::float8
                + (select count(*) from "loan_repayments" r ${ofLoan}
                    where r.paid_at is null and r.due_date >= ${monthStart} and r.due_date < ${utcToday})::float8 as "overdue"`
        : sql`select (select coalesce(sum(f.rows), 0) from ${unpaid} where f.kind <= ${thisMonth})::float8
                - (select count(*) from "loan_repayments" r ${ofLoan}
                    where r.paid_at is null and r.due_date >= ${utcToday} and r.due_date < (${monthStart} + interval '1 month')::date)::float8 as "overdue"`,
    );
    return Number(overdue);
  };
  const oldestOverdue = selectRows<{
    id: string; loan_id: string; installment_number: number; due_date: string; amount: string; days: number; staff_uuid: string; staff_number: string; full_name: string;
  }>(
    db,
    sql`select r.id, r.loan_request_id as "loan_id", r.installment_number, r.due_date::text as "due_date", r.amount::text as "amount",
          (${utcToday} - r.due_date)::int as "days", ${staff.id} as "staff_uuid", ${staff.staffId} as "staff_number", ${staffFullName} as "full_name"
        from "loan_repayments" r inner join ${loanRequests} on ${loanRequests.id} = r.loan_request_id inner join ${staff} on ${staff.id} = ${loanRequests.staffId}
        where ${unpaidDue} and ${ofFilteredLoans}
        order by r.due_date asc, r.id asc limit 20`,
  );
  const [overdueTotal, overdueRows] = await Promise.all([metrics.buckets ? overdueCount(metrics.buckets) : null, oldestOverdue]);
  const card = metrics.cards.find((c) => c.key === 'overdue');
  if (card && overdueTotal !== null) card.value = overdueTotal;
  const overdue: OverdueInstallment[] = overdueRows.map((row) => ({
    installmentId: row.id,
    loanId: row.loan_id,
    staff: { id: row.staff_uuid, staffId: row.staff_number, fullName: row.full_name },
    installmentNumber: Number(row.installment_number),
    dueDate: row.due_date,
    amount: Number(row.amount).toFixed(2),
    daysPastDue: Number(row.days),
  }));
  return { ...publicPart(metrics), overdue };
}

// ------------------------------------------------------------------ leave

const shown = leaveReportResource.fields.status.expr;
const days = leaveRequests.days;
const taken = inStatus(shown, ['ACTIVE', 'COMPLETED']);
const booked = sql`${shown} = 'APPROVED'`;
const pending = sql`${shown} = 'PENDING'`;
const tTaken = fStatus(['ACTIVE', 'COMPLETED']);
const tBooked = sql`f.status = 'APPROVED'`;
const tPending = sql`f.status = 'PENDING'`;


/** Sunday to Saturday around `today` (the spec's week starts on Sunday). */
export function weekAround(today: string): { from: string; to: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const from = addDays(today, -weekday);
  return { from, to: addDays(from, 6) };
}

export async function leaveMetrics(db: Db, rawQuery: string) {
  const metrics = await computeMetrics(db, {
    resource: leaveReportResource as Resource<unknown, void>,
    department: departmentKey,
    totals: reportTotals.leave,
    cards: [
      { key: 'requests', label: 'Requests', unit: 'count', agg: count(), totalled: tCount(), filters: [] },
      { key: 'daysTaken', label: 'Days taken', unit: 'days', agg: total(days, taken), totalled: tTotal('days', tTaken), filters: [f('status', '$in', 'ACTIVE,COMPLETED')] },
      { key: 'daysBooked', label: 'Days booked', unit: 'days', agg: total(days, booked), totalled: tTotal('days', tBooked), filters: [f('status', '$eq', 'APPROVED')] },
      { key: 'daysPending', label: 'Days pending', unit: 'days', agg: total(days, pending), totalled: tTotal('days', tPending), filters: [f('status', '$eq', 'PENDING')] },
      { key: 'awayToday', label: 'Away today', unit: 'count', agg: count(sql`${shown} = 'ACTIVE'`), totalled: tCount(sql`f.status = 'ACTIVE'`), filters: [f('status', '$eq', 'ACTIVE')] },
    ],
    series: [
      { key: 'daysTaken', label: 'Days taken', unit: 'days', agg: total(days, taken), totalled: tTotal('days', tTaken) },
      { key: 'daysBooked', label: 'Days booked', unit: 'days', agg: total(days, booked), totalled: tTotal('days', tBooked) },
      { key: 'daysPending', label: 'Days pending', unit: 'days', agg: total(days, pending), totalled: tTotal('days', tPending) },
    ],
  }, rawQuery, undefined);
  const today = todayIso();
  const week = weekAround(today);
  /**
   * Approved leave ending on or after `endsFrom` and starting by `startsBy`, under the report's filter. The approved
   * leave not yet over is few (the partial index on end_date), so it is read first and the filter applied to it,
   * rather than walking the window's rows in start-date order.
   */
  const away = async (endsFrom: SQL, startsBy: SQL): Promise<AwayEntry[]> => {
    const rows = await selectRows<{ id: string; start: string; end: string; staff_uuid: string; staff_number: string; full_name: string; department_id: string | null; department_name: string | null }>(
      db,
      sql`with "approved" as materialized (
            select * from ${leaveRequests}
             where ${leaveRequests.status} = 'APPROVED' and ${leaveRequests.deletedAt} is null and ${leaveRequests.endDate} >= ${endsFrom} and ${leaveRequests.startDate} <= ${startsBy})
          select ${leaveRequests.id} as "id", ${leaveRequests.startDate}::text as "start", ${leaveRequests.endDate}::text as "end", ${staff.id} as "staff_uuid",
            ${staff.staffId} as "staff_number", ${staffFullName} as "full_name", ${departments.id} as "department_id", ${departments.name} as "department_name"
          from "approved" as ${leaveRequests} inner join ${staff} on ${staff.id} = ${leaveRequests.staffId}
            left join ${departments} on ${departments.id} = ${staff.departmentId} left join ${locations} on ${locations.id} = ${staff.locationId}
          where ${metrics.where} and ${leaveRequests.startDate} <= ${startsBy}
          order by ${leaveRequests.startDate} asc, ${leaveRequests.id} asc limit 100`,
    );
    return rows.map((row) => ({
      leaveId: row.id,
      staff: { id: row.staff_uuid, staffId: row.staff_number, fullName: row.full_name },
      department: row.department_id ? { id: row.department_id, name: row.department_name ?? '' } : null,
      startDate: row.start,
      endDate: row.end,
    }));
  };
  // Away today: shown ACTIVE (approved, started, not ended).
  const [awayToday, awayThisWeek] = await Promise.all([away(utcToday, utcToday), away(sql`cast(${week.from} as date)`, sql`cast(${week.to} as date)`)]);
  return { ...publicPart(metrics), today, week, awayToday, awayThisWeek };
}

// ------------------------------------------------------------------ medical assistance

const medicalShown = medicalAssistanceRequests.status;
const tMedicalApproved = tKobo(sql`f.requested`, fStatus(['APPROVED', 'ISSUED']));
const tMedicalDisbursed = tKobo(sql`f.requested`, sql`f.status = 'ISSUED'`);
export async function medicalMetrics(db: Db, rawQuery: string) {
  const metrics = await computeMetrics(db, {
    resource: medicalReportResource as Resource<unknown, void>,
    department: departmentKey,
    totals: reportTotals.medical,
    cards: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(medicalAssistanceRequests.amount), totalled: tKobo(sql`f.requested`), filters: [] },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(medicalApproved), totalled: tMedicalApproved, filters: [f('status', '$in', 'APPROVED,ISSUED')] },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(medicalDisbursed), totalled: tMedicalDisbursed, filters: [f('status', '$eq', 'ISSUED')] },
      { key: 'pending', label: 'Pending', unit: 'kobo', agg: kobo(medicalAssistanceRequests.amount, sql`${medicalShown} = 'PENDING'`), totalled: tKobo(sql`f.requested`, sql`f.status = 'PENDING'`), filters: [f('status', '$eq', 'PENDING')] },
    ],
    series: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(medicalAssistanceRequests.amount), totalled: tKobo(sql`f.requested`) },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(medicalApproved), totalled: tMedicalApproved },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(medicalDisbursed), totalled: tMedicalDisbursed },
    ],
  }, rawQuery, undefined);
  return publicPart(metrics);
}

// ------------------------------------------------------------------ penalties

const penaltyAmount = performancePenalties.amountKobo;
export async function penaltyMetrics(db: Db, rawQuery: string) {
  const metrics = await computeMetrics(db, {
    resource: penaltyReportResource as Resource<unknown, void>,
    department: departmentKey,
    totals: reportTotals.penalty,
    cards: [
      { key: 'total', label: 'Penalties', unit: 'kobo', agg: total(penaltyAmount), totalled: tTotal('amount'), filters: [] },
      { key: 'deducted', label: 'Deducted by payroll', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyStatus} = 'DEDUCTED'`), totalled: tTotal('amount', sql`f.status = 'DEDUCTED'`), filters: [f('status', '$eq', 'DEDUCTED')] },
      { key: 'pending', label: 'Not yet deducted', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyStatus} = 'PENDING'`), totalled: tTotal('amount', sql`f.status = 'PENDING'`), filters: [f('status', '$eq', 'PENDING')] },
      { key: 'appraisal', label: 'From appraisals', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyKind} = 'APPRAISAL'`), totalled: tTotal('amount', sql`f.kind = 'APPRAISAL'`), filters: [f('kind', '$eq', 'APPRAISAL')] },
      { key: 'direct', label: 'Direct', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyKind} = 'DIRECT'`), totalled: tTotal('amount', sql`f.kind = 'DIRECT'`), filters: [f('kind', '$eq', 'DIRECT')] },
    ],
    series: [
      { key: 'amount', label: 'Amount', unit: 'kobo', agg: total(penaltyAmount), totalled: tTotal('amount') },
      { key: 'count', label: 'Penalties', unit: 'count', agg: count(), totalled: tCount() },
    ],
  }, rawQuery, undefined);
  const kindRows = await selectRows<{ kind: string; count: number; amount: number }>(
    db,
    metrics.facts
      ? sql`select f.kind as "kind", coalesce(sum(f.rows), 0)::int as "count", coalesce(sum(f.amount), 0)::float8 as "amount" from ${metrics.facts} group by 1`
      : sql`select ${penaltyKind} as "kind", count(*)::int as "count", coalesce(sum(${penaltyAmount}), 0)::float8 as "amount" from ${metrics.from} where ${metrics.where} group by 1`,
  );
  const byKind = (['APPRAISAL', 'DIRECT'] as const).map((kind) => {
    const row = kindRows.find((r) => r.kind === kind);
    return { kind, count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  });
  return { ...publicPart(metrics), byKind };
}
