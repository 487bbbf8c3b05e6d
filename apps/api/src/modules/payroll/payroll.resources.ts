// Payslip and pay run lists (defineResource): SQL filter, sort and page, exports, status counts. Staff read only their
// own slips, and only once the run is approved.
import {
  fromMinorUnits,
  payRunListFields,
  payRunScopeSchema,
  payRunStatusSchema,
  payslipListFields,
  payslipStatusSchema,
  payDateOf,
  staffPayslipListFields,
  type PayRun,
  type PayRunScope,
  type PayRunStatus,
  type Payslip,
  type PayslipMailStatus,
  type PayslipStatus,
  type StaffPayslip,
} from '@crewbase/domain';
import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, locations, payRuns, payslips, staff } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { exportColumns } from '../../platform/export-format';
import type { ListField, ParsedListQuery } from '../../platform/list-query';
import { defineResource } from '../../platform/resource';
import { requestStaffColumns, toRequestStaff } from '../requests/request-list';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const money = (kobo: number | string) => fromMinorUnits(Number(kobo));

// ------------------------------------------------------------------ payslips

const p = payslips;
export const payslipColumns = {
  id: p.id,
  month: p.month,
  payRunId: p.payRunId,
  payRunStatus: payRuns.status,
  ...requestStaffColumns,
  dailySalaryKobo: p.dailySalaryKobo,
  payableDays: p.payableDays,
  grossKobo: p.grossKobo,
  bonusesKobo: p.bonusesKobo,
  deductionsKobo: p.deductionsKobo,
  taxKobo: p.taxKobo,
  netKobo: p.netKobo,
  status: p.status,
  paymentReference: p.paymentReference,
  paidAt: p.paidAt,
  mailStatus: p.mailStatus,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};
export type PayslipRow = {
  id: string;
  month: string;
  payRunId: string;
  payRunStatus: PayRunStatus;
  staffUuid: string;
  staffNumber: string;
  staffFullName: string;
  dailySalaryKobo: number;
  payableDays: number;
  grossKobo: number;
  bonusesKobo: number;
  deductionsKobo: number;
  taxKobo: number;
  netKobo: number;
  status: PayslipStatus;
  paymentReference: string | null;
  paidAt: Date | null;
  mailStatus: PayslipMailStatus;
  createdAt: Date;
  updatedAt: Date;
};
export const toPayslip = (x: PayslipRow): Payslip => ({
  id: x.id,
  month: x.month,
  payRun: { id: x.payRunId, month: x.month, status: x.payRunStatus },
  staffProfile: toRequestStaff(x),
  dailySalary: money(x.dailySalaryKobo),
  payableDays: x.payableDays,
  grossPay: money(x.grossKobo),
  bonuses: money(x.bonusesKobo),
  deductions: money(x.deductionsKobo),
  tax: money(x.taxKobo),
  totalPay: money(x.netKobo),
  status: x.status,
  paymentReference: x.paymentReference,
  paidAt: isoOrNull(x.paidAt),
  mailStatus: x.mailStatus,
  createdAt: iso(x.createdAt),
  updatedAt: iso(x.updatedAt),
});
/** Left joins along NOT NULL foreign keys (one row each), which PostgreSQL drops when no filter or sort needs them. */
export const payslipJoins = [
  { table: staff, on: eq(staff.id, p.staffId) },
  { table: payRuns, on: eq(payRuns.id, p.payRunId) },
];
const kobo = (column: SQLWrapper) => sql`(${column} / 100.0)`;

/**
 * The slip count from the runs' kept counts (see the schema) when the list is filtered by nothing but its status and
 * run: every slip belongs to a live run, so the runs' counts add up to the slips. Null (count the rows) otherwise.
 */
async function keptSlipCount(db: Db, query: ParsedListQuery): Promise<number | null> {
  const given = new Map<string, string>();
  for (const filter of query.filters) {
    if (filter.operator !== '$eq' || (filter.field !== 'status' && filter.field !== 'payRun.id') || given.has(filter.field)) return null;
    given.set(filter.field, filter.value);
  }
  const status = given.get('status') as PayslipStatus | undefined;
  const counted = status === 'PAID' ? sql`${payRuns.paidSlipCount}` : status === 'UNPAID' ? sql`${payRuns.slipCount} - ${payRuns.paidSlipCount}` : sql`${payRuns.slipCount}`;
  const run = given.get('payRun.id');
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select coalesce(sum(${counted}), 0)::int as "total" from ${payRuns} where ${payRuns.deletedAt} is null${run ? sql` and ${payRuns.id} = ${run}` : sql``}`,
  );
  return row.total;
}

export const payslipResource = defineResource({
  name: 'payroll',
  title: 'Payslips',
  permission: 'payroll',
  table: p,
  id: p.id,
  joins: payslipJoins,
  // No test of the run's deletedAt: deleting a run deletes its slips in the same transaction (deletePayRun), so a
  // slip's run is always live, and the count and pages read payslips alone instead of joining every slip to its run.
  fields: {
    // The name kept on the slip (the person's current name, see the schema): the default order is then one index.
    'staffProfile.fullName': { expr: p.staffFullName, type: 'text', notNull: true },
    'staffProfile.id': { expr: p.staffId, type: 'uuid', sortable: false },
    dailySalary: { expr: kobo(p.dailySalaryKobo), type: 'number', notNull: true },
    bonuses: { expr: kobo(p.bonusesKobo), type: 'number', notNull: true },
    deductions: { expr: kobo(p.deductionsKobo), type: 'number', notNull: true },
    tax: { expr: kobo(p.taxKobo), type: 'number', notNull: true },
    totalPay: { expr: kobo(p.netKobo), type: 'number', notNull: true },
    status: { expr: p.status, type: 'enum', values: payslipStatusSchema.options, notNull: true },
    month: { expr: p.month, type: 'text', notNull: true },
    'payRun.id': { expr: p.payRunId, type: 'uuid', sortable: false },
    'payRun.status': { expr: payRuns.status, type: 'enum', values: payRunStatusSchema.options, notNull: true },
    createdAt: { expr: p.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof payslipListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'month', direction: 'DESC' }, { field: 'staffProfile.fullName', direction: 'ASC' }],
  count: keptSlipCount,
  columns: payslipColumns,
  toItem: (row) => toPayslip(row as PayslipRow),
  exportColumns: exportColumns<Payslip>()([
    { header: 'Month', type: 'text', value: (x) => x.month },
    { header: 'Staff ID', type: 'text', value: (x) => x.staffProfile.staffId },
    { header: 'Name', type: 'text', value: (x) => x.staffProfile.fullName },
    { header: 'Daily salary', type: 'money', value: (x) => x.dailySalary },
    { header: 'Payable days', type: 'number', value: (x) => x.payableDays },
    { header: 'Gross pay', type: 'money', value: (x) => x.grossPay },
    { header: 'Bonuses', type: 'money', value: (x) => x.bonuses },
    { header: 'Deductions', type: 'money', value: (x) => x.deductions },
    { header: 'Tax', type: 'money', value: (x) => x.tax },
    { header: 'Total pay', type: 'money', value: (x) => x.totalPay },
    { header: 'Status', type: 'text', value: (x) => x.status },
    { header: 'Payment reference', type: 'text', value: (x) => x.paymentReference },
  ]),
});

/** The staff portal's list: my slips of approved and paid runs, newest first. */
export const staffPayslipResource = defineResource({
  name: 'staff-payroll',
  title: 'My payslips',
  table: p,
  id: p.id,
  joins: payslipJoins,
  scope: (actor: Actor) =>
    and(isNull(payRuns.deletedAt), eq(p.staffId, actor.id), inArray(payRuns.status, ['APPROVED', 'PAID'] satisfies PayRunStatus[])) as SQL,
  fields: {
    month: { expr: p.month, type: 'text', notNull: true },
    status: { expr: p.status, type: 'enum', values: payslipStatusSchema.options, notNull: true },
    totalPay: { expr: kobo(p.netKobo), type: 'number', notNull: true },
    createdAt: { expr: p.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof staffPayslipListFields)[number], ListField>,
  defaultSort: [{ field: 'month', direction: 'DESC' }],
  columns: { ...payslipColumns, payDay: sql<number>`(select s.pay_day from payroll_settings s order by s.created_at limit 1)` },
  toItem: (row): StaffPayslip => toStaffPayslip(row as PayslipRow & { payDay: number | null }),
});

export const toStaffPayslip = (x: PayslipRow & { payDay: number | null }): StaffPayslip => ({
  id: x.id,
  month: x.month,
  grossPay: money(x.grossKobo),
  bonuses: money(x.bonusesKobo),
  deductions: money(x.deductionsKobo),
  tax: money(x.taxKobo),
  totalPay: money(x.netKobo),
  status: x.status,
  payDate: x.payDay ? payDateOf(x.month, x.payDay) : null,
  paidAt: isoOrNull(x.paidAt),
  createdAt: iso(x.createdAt),
});

// ------------------------------------------------------------------ pay runs

const r = payRuns;
/** The run's id, qualified: drizzle may write a column bare, which inside these subqueries would name the slip's own id. */
const runId = sql.raw('"pay_runs"."id"');
export const payRunColumns = {
  id: r.id,
  month: r.month,
  scope: r.scope,
  scopeId: r.scopeId,
  scopeName: sql<string | null>`(case "pay_runs"."scope" when 'department' then (select d.name from ${departments} d where d.id = "pay_runs"."scope_id")
                                 when 'location' then (select l.name from ${locations} l where l.id = "pay_runs"."scope_id") end)`,
  status: r.status,
  // Kept on the run by triggers on payslips (see the schema), not summed over its slips per request.
  slipCount: r.slipCount,
  paidSlipCount: r.paidSlipCount,
  problemCount: sql<number>`(select count(*)::int from payroll_problems pp where pp.pay_run_id = ${runId})`,
  grossKobo: r.grossKobo,
  taxKobo: r.taxKobo,
  deductionsKobo: r.deductionsKobo,
  netKobo: r.netKobo,
  paymentReference: r.paymentReference,
  calculateJobId: r.calculateJobId,
  calculateRequestedAt: r.calculateRequestedAt,
  calculatedAt: r.calculatedAt,
  approvedAt: r.approvedAt,
  paidAt: r.paidAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};
export type PayRunRow = {
  id: string;
  month: string;
  scope: PayRunScope;
  scopeId: string | null;
  scopeName: string | null;
  status: PayRunStatus;
  slipCount: number;
  paidSlipCount: number;
  problemCount: number;
  grossKobo: number;
  taxKobo: number;
  deductionsKobo: number;
  netKobo: number;
  paymentReference: string | null;
  calculateJobId: string | null;
  calculateRequestedAt: Date | null;
  calculatedAt: Date | null;
  approvedAt: Date | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
export const toPayRun = (x: PayRunRow): PayRun => ({
  id: x.id,
  month: x.month,
  scope: x.scope,
  scopeRef: x.scopeId ? { id: x.scopeId, name: x.scopeName ?? '' } : null,
  status: x.status,
  slipCount: Number(x.slipCount),
  paidSlipCount: Number(x.paidSlipCount),
  problemCount: Number(x.problemCount),
  grossPay: money(x.grossKobo),
  tax: money(x.taxKobo),
  deductions: money(x.deductionsKobo),
  totalPay: money(x.netKobo),
  paymentReference: x.paymentReference,
  calculatedAt: isoOrNull(x.calculatedAt),
  approvedAt: isoOrNull(x.approvedAt),
  paidAt: isoOrNull(x.paidAt),
  createdAt: iso(x.createdAt),
  updatedAt: iso(x.updatedAt),
});

export const payRunResource = defineResource({
  name: 'payroll-pay-runs',
  title: 'Pay runs',
  permission: 'payroll',
  table: r,
  id: r.id,
  scope: () => isNull(r.deletedAt) as SQL,
  fields: {
    month: { expr: r.month, type: 'text', notNull: true },
    scope: { expr: r.scope, type: 'enum', values: payRunScopeSchema.options, notNull: true },
    status: { expr: r.status, type: 'enum', values: payRunStatusSchema.options, notNull: true },
    totalPay: { expr: sql`(${payRunColumns.netKobo} / 100.0)`, type: 'number', notNull: true },
    slipCount: { expr: payRunColumns.slipCount, type: 'number', notNull: true },
    createdAt: { expr: r.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof payRunListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'month', direction: 'DESC' }],
  columns: payRunColumns,
  toItem: (row) => toPayRun(row as PayRunRow),
  exportColumns: exportColumns<PayRun>()([
    { header: 'Month', type: 'text', value: (x) => x.month },
    { header: 'Scope', type: 'text', value: (x) => (x.scopeRef ? `${x.scope}: ${x.scopeRef.name}` : 'All staff') },
    { header: 'Status', type: 'text', value: (x) => x.status },
    { header: 'Slips', type: 'number', value: (x) => x.slipCount },
    { header: 'Gross pay', type: 'money', value: (x) => x.grossPay },
    { header: 'Tax', type: 'money', value: (x) => x.tax },
    { header: 'Deductions', type: 'money', value: (x) => x.deductions },
    { header: 'Total pay', type: 'money', value: (x) => x.totalPay },
    { header: 'Payment reference', type: 'text', value: (x) => x.paymentReference },
  ]),
});
