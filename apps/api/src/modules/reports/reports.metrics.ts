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
import { departments, leaveRequests, loanRequests, medicalAssistanceRequests, performancePenalties, staff } from '../../db/schema';
import { fromClause, parseResourceQuery, type Resource } from '../../platform/resource';
import { staffFullName } from '../requests/request-list';
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

export interface ComputedMetrics {
  window: Window;
  total: number;
  cards: ReportCard[];
  charts: { byMonth: ReportChart; byDepartment: ReportChart; byStatus: ReportChart };
  generatedAt: string;
  /** The parsed filter, for a report's own extras. */
  from: SQL;
  where: SQL;
}

const measureList = (measures: readonly Measure[]) => sql.join(measures.map((m, i) => sql`${m.agg} as ${sql.raw(`"m${i}"`)}`), sql`, `);
const valuesOf = (row: Record<string, unknown>, measures: readonly Measure[]) =>
  Object.fromEntries(measures.map((m, i) => [m.key, Number(row[`m${i}`] ?? 0)]));

async function computeMetrics<P>(db: Db, spec: MetricsSpec<P>, rawQuery: string, params: P): Promise<ComputedMetrics> {
  const { resource } = spec;
  const query = parseResourceQuery(resource, rawQuery, params);
  const from = fromClause(resource, params);
  const where = query.where ?? sql`true`;
  const generatedAt = new Date().toISOString();

  // One scan: the totals, and the rows grouped by month, by department and by status, as grouping sets.
  const month = monthOf(resource as Resource<unknown, unknown>);
  const statusField = resource.fields.status;
  const dept = spec.department;
  const cardList = sql.join(spec.cards.map((m, i) => sql`${m.agg} as ${sql.raw(`"c${i}"`)}`), sql`, `);
  const seriesList = measureList(spec.series);
  const grouped = await selectRows<Record<string, unknown> & { month: string | null; dept_id: string | null; dept_name: string | null; status: string | null; gm: number; gd: number; gs: number }>(
    db,
    sql`select ${month} as "month", ${dept.id} as "dept_id", ${dept.name} as "dept_name", ${statusField.expr} as "status",
          grouping(${month})::int as "gm", grouping(${dept.id})::int as "gd", grouping(${statusField.expr})::int as "gs",
          count(*)::int as "total", ${cardList}, ${seriesList}
        from ${from} where ${where}
        group by grouping sets ((), (${month}), (${dept.id}, ${dept.name}), (${statusField.expr}))`,
  );
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

  return { window, total: Number(totals.total), cards, charts: { byMonth, byDepartment, byStatus }, generatedAt, from, where };
}

const publicPart = ({ window, total, cards, charts, generatedAt }: ComputedMetrics) => ({ window, total, cards, charts, generatedAt });

// ------------------------------------------------------------------ driver's licences

const licenceStatus = driverLicenceReportResource.fields.status.expr;
const byLicenceStatus = (status: string, key: string, label: string): CardSpec => ({
  key, label, unit: 'count', agg: count(sql`${licenceStatus} = ${status}`), filters: [f('status', '$eq', status)],
});

export async function driverLicenceMetrics(db: Db, rawQuery: string, params: LicenceParams) {
  const metrics = await computeMetrics(db, {
    resource: driverLicenceReportResource as Resource<unknown, LicenceParams>,
    department: licenceDepartmentKey,
    cards: [
      { key: 'total', label: 'Licences', unit: 'count', agg: count(), filters: [] },
      byLicenceStatus('VERIFIED', 'verified', 'Verified'),
      byLicenceStatus('UNVERIFIED', 'unverified', 'Unverified'),
      byLicenceStatus('DUE_TO_EXPIRE', 'dueToExpire', 'Due to expire'),
      byLicenceStatus('EXPIRED', 'expired', 'Expired'),
    ],
    series: [{ key: 'licences', label: 'Licences', unit: 'count', agg: count() }],
  }, rawQuery, params);
  return { ...publicPart(metrics), asOf: params.asOf, dueWithinDays: params.dueWithinDays };
}

// ------------------------------------------------------------------ loans

export async function loanMetrics(db: Db, rawQuery: string) {
  const metrics = await computeMetrics(db, {
    resource: loanReportResource as Resource<unknown, void>,
    department: departmentKey,
    cards: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(loanRequests.amountRequested), filters: [] },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(loanApproved), filters: [f('amountApproved', '$gte', '0.01')] },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(loanDisbursed), filters: [f('amountDisbursed', '$gte', '0.01')] },
      { key: 'repaid', label: 'Repaid', unit: 'kobo', agg: kobo(loanRepaid), filters: [f('amountRepaid', '$gte', '0.01')] },
      { key: 'outstanding', label: 'Outstanding', unit: 'kobo', agg: kobo(loanOutstanding), filters: [f('amountOutstanding', '$gte', '0.01')] },
      { key: 'overdue', label: 'Overdue installments', unit: 'count', agg: total(loanOverdue), filters: [f('overdueInstallments', '$gte', '1')] },
    ],
    series: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(loanRequests.amountRequested) },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(loanApproved) },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(loanDisbursed) },
      { key: 'repaid', label: 'Repaid', unit: 'kobo', agg: kobo(loanRepaid) },
    ],
  }, rawQuery, undefined);
  const overdueRows = await selectRows<{
    id: string; loan_id: string; installment_number: number; due_date: string; amount: string; days: number; staff_uuid: string; staff_number: string; full_name: string;
  }>(
    db,
    sql`select r.id, r.loan_request_id as "loan_id", r.installment_number, r.due_date::text as "due_date", r.amount::text as "amount",
          (${utcToday} - r.due_date)::int as "days", ${staff.id} as "staff_uuid", ${staff.staffId} as "staff_number", ${staffFullName} as "full_name"
        from "loan_repayments" r inner join ${loanRequests} on ${loanRequests.id} = r.loan_request_id inner join ${staff} on ${staff.id} = ${loanRequests.staffId}
        where r.paid_at is null and r.due_date < ${utcToday}
          and r.loan_request_id in (select ${loanRequests.id} from ${metrics.from} where ${metrics.where})
        order by r.due_date asc, r.id asc limit 20`,
  );
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
    cards: [
      { key: 'requests', label: 'Requests', unit: 'count', agg: count(), filters: [] },
      { key: 'daysTaken', label: 'Days taken', unit: 'days', agg: total(days, taken), filters: [f('status', '$in', 'ACTIVE,COMPLETED')] },
      { key: 'daysBooked', label: 'Days booked', unit: 'days', agg: total(days, booked), filters: [f('status', '$eq', 'APPROVED')] },
      { key: 'daysPending', label: 'Days pending', unit: 'days', agg: total(days, pending), filters: [f('status', '$eq', 'PENDING')] },
      { key: 'awayToday', label: 'Away today', unit: 'count', agg: count(sql`${shown} = 'ACTIVE'`), filters: [f('status', '$eq', 'ACTIVE')] },
    ],
    series: [
      { key: 'daysTaken', label: 'Days taken', unit: 'days', agg: total(days, taken) },
      { key: 'daysBooked', label: 'Days booked', unit: 'days', agg: total(days, booked) },
      { key: 'daysPending', label: 'Days pending', unit: 'days', agg: total(days, pending) },
    ],
  }, rawQuery, undefined);
  const today = todayIso();
  const week = weekAround(today);
  const away = async (condition: SQL): Promise<AwayEntry[]> => {
    const rows = await selectRows<{ id: string; start: string; end: string; staff_uuid: string; staff_number: string; full_name: string; department_id: string | null; department_name: string | null }>(
      db,
      sql`select ${leaveRequests.id} as "id", ${leaveRequests.startDate}::text as "start", ${leaveRequests.endDate}::text as "end", ${staff.id} as "staff_uuid",
            ${staff.staffId} as "staff_number", ${staffFullName} as "full_name", ${departments.id} as "department_id", ${departments.name} as "department_name"
          from ${metrics.from} where ${metrics.where} and ${condition}
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
  const awayToday = await away(sql`${shown} = 'ACTIVE'`);
  const awayThisWeek = await away(
    sql`${leaveRequests.status} = 'APPROVED' and ${leaveRequests.startDate} <= cast(${week.to} as date) and ${leaveRequests.endDate} >= cast(${week.from} as date)`,
  );
  return { ...publicPart(metrics), today, week, awayToday, awayThisWeek };
}

// ------------------------------------------------------------------ medical assistance

const medicalShown = medicalAssistanceRequests.status;
export async function medicalMetrics(db: Db, rawQuery: string) {
  const metrics = await computeMetrics(db, {
    resource: medicalReportResource as Resource<unknown, void>,
    department: departmentKey,
    cards: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(medicalAssistanceRequests.amount), filters: [] },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(medicalApproved), filters: [f('status', '$in', 'APPROVED,ISSUED')] },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(medicalDisbursed), filters: [f('status', '$eq', 'ISSUED')] },
      { key: 'pending', label: 'Pending', unit: 'kobo', agg: kobo(medicalAssistanceRequests.amount, sql`${medicalShown} = 'PENDING'`), filters: [f('status', '$eq', 'PENDING')] },
    ],
    series: [
      { key: 'requested', label: 'Requested', unit: 'kobo', agg: kobo(medicalAssistanceRequests.amount) },
      { key: 'approved', label: 'Approved', unit: 'kobo', agg: kobo(medicalApproved) },
      { key: 'disbursed', label: 'Disbursed', unit: 'kobo', agg: kobo(medicalDisbursed) },
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
    cards: [
      { key: 'total', label: 'Penalties', unit: 'kobo', agg: total(penaltyAmount), filters: [] },
      { key: 'deducted', label: 'Deducted by payroll', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyStatus} = 'DEDUCTED'`), filters: [f('status', '$eq', 'DEDUCTED')] },
      { key: 'pending', label: 'Not yet deducted', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyStatus} = 'PENDING'`), filters: [f('status', '$eq', 'PENDING')] },
      { key: 'appraisal', label: 'From appraisals', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyKind} = 'APPRAISAL'`), filters: [f('kind', '$eq', 'APPRAISAL')] },
      { key: 'direct', label: 'Direct', unit: 'kobo', agg: total(penaltyAmount, sql`${penaltyKind} = 'DIRECT'`), filters: [f('kind', '$eq', 'DIRECT')] },
    ],
    series: [
      { key: 'amount', label: 'Amount', unit: 'kobo', agg: total(penaltyAmount) },
      { key: 'count', label: 'Penalties', unit: 'count', agg: count() },
    ],
  }, rawQuery, undefined);
  const kindRows = await selectRows<{ kind: string; count: number; amount: number }>(
    db,
    sql`select ${penaltyKind} as "kind", count(*)::int as "count", coalesce(sum(${penaltyAmount}), 0)::float8 as "amount" from ${metrics.from} where ${metrics.where} group by 1`,
  );
  const byKind = (['APPRAISAL', 'DIRECT'] as const).map((kind) => {
    const row = kindRows.find((r) => r.kind === kind);
    return { kind, count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
  });
  return { ...publicPart(metrics), byKind };
}
