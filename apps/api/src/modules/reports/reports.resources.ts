// The five reports of issue 15 on the resource kit: each is a list (server-side filter, sort and page), its export
// (the kit writes the filters and the time into the file and the export into the audit log) and, through
// reports.metrics.ts, its metrics under the very same parsed filter. Every row carries its staff member's department
// and location (today's), which the shared filter reads.
import {
  driverLicenceStatusSchema,
  fromMinorUnits,
  leaveStatusSchema,
  loanStatusSchema,
  medicalAssistanceStatusSchema,
  penaltyKindSchema,
  penaltyReportStatusSchema,
  reportDefaultWindow,
  todayIso,
  type DriverLicenceReportRow,
  type LeaveReportRow,
  type ListFilter,
  type LoanReportRow,
  type MedicalReportRow,
  type PenaltyReportRow,
  type PenaltyReportStatus,
  type StaffStatus,
  type driverLicenceReportFields,
  type leaveReportFields,
  type loanReportFields,
  type medicalReportFields,
  type penaltyReportFields,
} from '@crewbase/domain';
import { eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { departments, leaveRequests, loanRequests, locations, medicalAssistanceRequests, payRuns, performancePenalties, staff } from '../../db/schema';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { exportColumns, type ExportColumn } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { defineResource, orNull, type ResourceJoin } from '../../platform/resource';
import { shownLeaveStatus, shownLeaveStatusConditions, leaveStatusesOfFewRows } from '../leave-requests/leave-requests.repository';
import { requestStaffColumns, staffFullName, toRequestStaff } from '../requests/request-list';
import { countFromTotals, reportTotals, utcToday, type LicenceParams } from './reports.totals';

export { utcToday, type LicenceParams };

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
/** A numeric(14,2) expression as the API's money text, "150000.00". */
export const moneyText = (expr: SQL) => sql<string>`(${expr})::numeric(14,2)::text`;

/** The 12-month window on the report's `date` when the query gives no date filter. */
export const windowFilters = (now: Date): ListFilter[] => {
  const window = reportDefaultWindow(todayIso(now));
  return [
    { field: 'date', operator: '$gte', value: window.from },
    { field: 'date', operator: '$lte', value: window.to },
  ];
};

/** A left join along the NOT NULL staff_id (one row), which PostgreSQL drops when no filter or sort needs it. */
const staffJoin = (staffId: PgColumn): ResourceJoin => ({ table: staff, on: eq(staff.id, staffId) });
const placeJoins: ResourceJoin[] = [
  { table: departments, on: eq(departments.id, staff.departmentId) },
  { table: locations, on: eq(locations.id, staff.locationId) },
];

/** The shared filter's fields (but `date` and `status`, which each report names) and the staff columns. */
const sharedFields = {
  'department.id': { expr: staff.departmentId, type: 'uuid', sortable: false },
  'location.id': { expr: staff.locationId, type: 'uuid', sortable: false },
  'staff.id': { expr: staff.id, type: 'uuid', sortable: false },
  'staff.fullName': { expr: staffFullName, type: 'text', notNull: true },
  'staff.staffId': { expr: staff.staffId, type: 'text', notNull: true },
} satisfies Record<string, ListField>;

const placeColumns = {
  departmentId: orNull(departments.id),
  departmentName: orNull(departments.name),
  locationId: orNull(locations.id),
  locationName: orNull(locations.name),
};
const toPlaces = (row: { departmentId: string | null; departmentName: string | null; locationId: string | null; locationName: string | null }) => ({
  department: row.departmentId ? { id: row.departmentId, name: row.departmentName ?? '' } : null,
  location: row.locationId ? { id: row.locationId, name: row.locationName ?? '' } : null,
});

/** The columns every report's export opens with: who the row is about, and where they work. */
interface WhoAndWhere {
  staff: { staffId: string; fullName: string };
  department: { name: string } | null;
  location: { name: string } | null;
}
const whoAndWhere = <T extends WhoAndWhere>(): ReadonlyArray<ExportColumn<T>> => [
  { header: 'Staff ID', type: 'text', value: (r) => r.staff.staffId },
  { header: 'Staff', type: 'text', value: (r) => r.staff.fullName },
  { header: 'Department', type: 'text', value: (r) => r.department?.name },
  { header: 'Location', type: 'text', value: (r) => r.location?.name },
];

/** What charts group by: the staff member's department. */
export const departmentKey = { id: staff.departmentId, name: departments.name } as const;

// ------------------------------------------------------------------ driver's licences


/** The licence status at the as-of date, in the precedence of driverLicenceStatusOn. */
const licenceStatusSql = (asOf: string, dueWithinDays: number) =>
  sql<string>`(case when ${staff.driverLicenceExpiry} < cast(${asOf} as date) then 'EXPIRED'
    when ${staff.driverLicenceExpiry} - cast(${asOf} as date) <= ${dueWithinDays}::int then 'DUE_TO_EXPIRE'
    when ${staff.driverLicenceStatus} = 'VERIFIED' then 'VERIFIED' else 'UNVERIFIED' end)`;

const L = sql.raw('"licences"');
const lic = (column: string) => sql.raw(`"licences"."${column}"`);

/**
 * Every staff member holding a licence, read as one row source so the status and days left are computed at the
 * request's as-of date (PostgreSQL flattens it into the outer query, so the staff indexes still serve it).
 */
const licenceSource = ({ asOf, dueWithinDays }: LicenceParams) =>
  sql`(select ${staff.id} as "id", ${staff.staffId} as "staff_number", ${staffFullName} as "full_name", ${staff.status}::text as "staff_status",
        ${staff.departmentId} as "department_id", ${departments.name} as "department_name", ${staff.locationId} as "location_id", ${locations.name} as "location_name",
        ${staff.driverLicenceNumber} as "number", ${staff.driverLicenceExpiry} as "expiry", (${staff.driverLicenceStatus} = 'VERIFIED') as "verified",
        ${licenceStatusSql(asOf, dueWithinDays)} as "status", (${staff.driverLicenceExpiry} - cast(${asOf} as date)) as "days_left"
      from ${staff} left join ${departments} on ${departments.id} = ${staff.departmentId} left join ${locations} on ${locations.id} = ${staff.locationId}
      where ${staff.driverLicenceNumber} is not null and ${staff.driverLicenceExpiry} is not null) as ${L}`;

export const licenceDepartmentKey = { id: lic('department_id'), name: lic('department_name') } as const;

export const driverLicenceReportResource = defineResource({
  name: 'report-driver-licenses',
  title: "Driver's licence report",
  permission: 'reports',
  table: staff,
  id: lic('id'),
  source: licenceSource,
  count: countFromTotals(reportTotals.licence),
  extraParams: ['asOf', 'dueWithinDays'],
  fields: {
    date: { expr: lic('expiry'), type: 'date', notNull: true },
    expiry: { expr: lic('expiry'), type: 'date', notNull: true },
    'department.id': { expr: lic('department_id'), type: 'uuid', sortable: false },
    'location.id': { expr: lic('location_id'), type: 'uuid', sortable: false },
    'staff.id': { expr: lic('id'), type: 'uuid', sortable: false },
    'staff.fullName': { expr: lic('full_name'), type: 'text', notNull: true },
    'staff.staffId': { expr: lic('staff_number'), type: 'text', notNull: true },
    number: { expr: lic('number'), type: 'text', notNull: true },
    status: { expr: lic('status'), type: 'enum', values: driverLicenceStatusSchema.options, notNull: true },
    daysLeft: { expr: lic('days_left'), type: 'number', notNull: true },
    verified: { expr: sql`(case when ${lic('verified')} then 'true' else 'false' end)`, type: 'enum', values: ['true', 'false'], sortable: false },
  } satisfies Record<(typeof driverLicenceReportFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'expiry', direction: 'ASC' }],
  columns: {
    id: sql<string>`${lic('id')}`,
    staffNumber: sql<string>`${lic('staff_number')}`,
    fullName: sql<string>`${lic('full_name')}`,
    staffStatus: sql<string>`${lic('staff_status')}`,
    departmentId: sql<string | null>`${lic('department_id')}`,
    departmentName: sql<string | null>`${lic('department_name')}`,
    locationId: sql<string | null>`${lic('location_id')}`,
    locationName: sql<string | null>`${lic('location_name')}`,
    number: sql<string>`${lic('number')}`,
    expiry: sql<string>`${lic('expiry')}::text`,
    verified: sql<boolean>`${lic('verified')}`,
    status: sql<string>`${lic('status')}`,
    daysLeft: sql<number>`${lic('days_left')}::int`,
  },
  toItem: (row): DriverLicenceReportRow => ({
    id: row.id,
    staff: { id: row.id, staffId: row.staffNumber, fullName: row.fullName },
    staffStatus: row.staffStatus as StaffStatus,
    ...toPlaces(row),
    number: row.number,
    expiry: row.expiry,
    verified: row.verified,
    status: row.status as DriverLicenceReportRow['status'],
    daysLeft: Number(row.daysLeft),
  }),
  exportColumns: exportColumns<DriverLicenceReportRow>()([
    ...whoAndWhere<DriverLicenceReportRow>(),
    { header: 'Licence number', type: 'text', value: (r) => r.number },
    { header: 'Expiry', type: 'date', value: (r) => r.expiry },
    { header: 'Days left', type: 'number', value: (r) => r.daysLeft },
    { header: 'Status', type: 'text', value: (r) => r.status },
  ]),
});

// ------------------------------------------------------------------ loans

const ln = loanRequests;
/** The installments of each loan, summed once per row (a lateral subquery over loan_repayments' loan index). */
const installmentJoin: ResourceJoin = {
  table: sql`lateral (select count(*)::int as "installments", count(r.paid_at)::int as "paid",
      coalesce(sum(r.amount) filter (where r.paid_at is not null), 0) as "repaid",
      coalesce(sum(r.amount) filter (where r.paid_at is not null and r.pay_run_id is not null), 0) as "repaid_by_payroll",
      count(*) filter (where r.paid_at is null and r.due_date < ${utcToday})::int as "overdue",
      coalesce(sum(r.amount) filter (where r.paid_at is null and r.due_date < ${utcToday}), 0) as "overdue_amount",
      min(r.due_date) filter (where r.paid_at is null and r.due_date < ${utcToday}) as "oldest_overdue"
    from "loan_repayments" r where r.loan_request_id = ${ln.id}) as "lr"`,
  on: sql`true`,
};
const lr = (column: string) => sql.raw(`"lr"."${column}"`);
export const loanApproved = sql`(case when ${ln.status} in ('APPROVED', 'DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED') then ${ln.amount} end)`;
export const loanDisbursed = sql`(case when ${ln.status} in ('DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED') then coalesce(${ln.amount}, 0) else 0 end)`;
export const loanRepaid = lr('repaid');
export const loanOutstanding = sql`(${loanDisbursed} - ${lr('repaid')})`;
export const loanOverdue = lr('overdue');
const loanDaysPastDue = sql`coalesce(${utcToday} - ${lr('oldest_overdue')}, 0)`;

export const loanReportResource = defineResource({
  name: 'report-loan-requests',
  title: 'Loan report',
  permission: 'reports',
  table: ln,
  id: ln.id,
  count: countFromTotals(reportTotals.loan),
  joins: [staffJoin(ln.staffId), ...placeJoins, installmentJoin],
  scope: () => isNull(ln.deletedAt),
  fields: {
    ...sharedFields,
    date: { expr: ln.createdAt, type: 'timestamp', notNull: true },
    status: { expr: ln.status, type: 'enum', values: loanStatusSchema.options, notNull: true },
    amountRequested: { expr: ln.amountRequested, type: 'number', notNull: true },
    amountApproved: { expr: loanApproved, type: 'number' },
    amountDisbursed: { expr: loanDisbursed, type: 'number', notNull: true },
    amountRepaid: { expr: loanRepaid, type: 'number', notNull: true },
    amountOutstanding: { expr: loanOutstanding, type: 'number', notNull: true },
    overdueInstallments: { expr: loanOverdue, type: 'number', notNull: true },
    daysPastDue: { expr: loanDaysPastDue, type: 'number', notNull: true },
  } satisfies Record<(typeof loanReportFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'date', direction: 'DESC' }],
  defaultFilters: windowFilters,
  columns: {
    id: ln.id,
    ...requestStaffColumns,
    ...placeColumns,
    createdAt: ln.createdAt,
    status: ln.status,
    repaymentMonths: ln.repaymentMonths,
    amountRequested: ln.amountRequested,
    amountApproved: sql<string | null>`(${loanApproved})::numeric(14,2)::text`,
    amountDisbursed: moneyText(loanDisbursed),
    amountRepaid: moneyText(loanRepaid),
    amountRepaidByPayroll: moneyText(lr('repaid_by_payroll')),
    amountOutstanding: moneyText(loanOutstanding),
    disbursedAt: ln.disbursedAt,
    installments: sql<number>`${lr('installments')}`,
    installmentsPaid: sql<number>`${lr('paid')}`,
    overdueInstallments: sql<number>`${lr('overdue')}`,
    overdueAmount: moneyText(lr('overdue_amount')),
    daysPastDue: sql<number>`(${loanDaysPastDue})::int`,
  },
  toItem: (row): LoanReportRow => ({
    id: row.id,
    staff: toRequestStaff(row),
    ...toPlaces(row),
    requestedOn: iso(row.createdAt),
    status: row.status,
    repaymentMonths: row.repaymentMonths,
    amountRequested: row.amountRequested,
    amountApproved: row.amountApproved,
    amountDisbursed: row.amountDisbursed,
    amountRepaid: row.amountRepaid,
    amountRepaidByPayroll: row.amountRepaidByPayroll,
    amountOutstanding: row.amountOutstanding,
    disbursedAt: isoOrNull(row.disbursedAt),
    installments: Number(row.installments),
    installmentsPaid: Number(row.installmentsPaid),
    overdueInstallments: Number(row.overdueInstallments),
    overdueAmount: row.overdueAmount,
    daysPastDue: Number(row.daysPastDue),
  }),
  exportColumns: exportColumns<LoanReportRow>()([
    ...whoAndWhere<LoanReportRow>(),
    { header: 'Requested on', type: 'datetime', value: (r) => r.requestedOn },
    { header: 'Status', type: 'text', value: (r) => r.status },
    { header: 'Requested', type: 'money', value: (r) => r.amountRequested },
    { header: 'Approved', type: 'money', value: (r) => r.amountApproved },
    { header: 'Disbursed', type: 'money', value: (r) => r.amountDisbursed },
    { header: 'Repaid', type: 'money', value: (r) => r.amountRepaid },
    { header: 'Repaid by payroll', type: 'money', value: (r) => r.amountRepaidByPayroll },
    { header: 'Outstanding', type: 'money', value: (r) => r.amountOutstanding },
    { header: 'Overdue installments', type: 'number', value: (r) => r.overdueInstallments },
    { header: 'Overdue amount', type: 'money', value: (r) => r.overdueAmount },
    { header: 'Days past due', type: 'number', value: (r) => r.daysPastDue },
  ]),
});

// ------------------------------------------------------------------ leave

const lv = leaveRequests;
export const leaveReportResource = defineResource({
  name: 'report-leave-requests',
  title: 'Leave report',
  permission: 'reports',
  table: lv,
  id: lv.id,
  count: countFromTotals(reportTotals.leave),
  joins: [staffJoin(lv.staffId), ...placeJoins],
  scope: () => isNull(lv.deletedAt),
  fields: {
    ...sharedFields,
    date: { expr: lv.startDate, type: 'date', notNull: true },
    status: { expr: shownLeaveStatus, type: 'enum', values: leaveStatusSchema.options, notNull: true, conditions: shownLeaveStatusConditions, fewRows: leaveStatusesOfFewRows },
    startDate: { expr: lv.startDate, type: 'date', notNull: true },
    endDate: { expr: lv.endDate, type: 'date', notNull: true },
    days: { expr: lv.days, type: 'number', notNull: true },
    requestedOn: { expr: lv.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof leaveReportFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'date', direction: 'DESC' }],
  defaultFilters: windowFilters,
  columns: {
    id: lv.id,
    ...requestStaffColumns,
    ...placeColumns,
    startDate: lv.startDate,
    endDate: lv.endDate,
    days: lv.days,
    status: shownLeaveStatus,
    createdAt: lv.createdAt,
  },
  toItem: (row): LeaveReportRow => ({
    id: row.id,
    staff: toRequestStaff(row),
    ...toPlaces(row),
    startDate: row.startDate,
    endDate: row.endDate,
    days: row.days,
    status: row.status as LeaveReportRow['status'],
    requestedOn: iso(row.createdAt),
  }),
  exportColumns: exportColumns<LeaveReportRow>()([
    ...whoAndWhere<LeaveReportRow>(),
    { header: 'Start', type: 'date', value: (r) => r.startDate },
    { header: 'End', type: 'date', value: (r) => r.endDate },
    { header: 'Days', type: 'number', value: (r) => r.days },
    { header: 'Status', type: 'text', value: (r) => r.status },
    { header: 'Requested on', type: 'datetime', value: (r) => r.requestedOn },
  ]),
});

// ------------------------------------------------------------------ medical assistance

const md = medicalAssistanceRequests;
export const medicalApproved = sql`(case when ${md.status} in ('APPROVED', 'ISSUED') then ${md.amount} else 0 end)`;
export const medicalDisbursed = sql`(case when ${md.status} = 'ISSUED' then ${md.amount} else 0 end)`;

export const medicalReportResource = defineResource({
  name: 'report-medical-assistance',
  title: 'Medical assistance report',
  permission: 'reports',
  table: md,
  id: md.id,
  count: countFromTotals(reportTotals.medical),
  joins: [staffJoin(md.staffId), ...placeJoins],
  scope: () => isNull(md.deletedAt),
  fields: {
    ...sharedFields,
    date: { expr: md.createdAt, type: 'timestamp', notNull: true },
    status: { expr: md.status, type: 'enum', values: medicalAssistanceStatusSchema.options, notNull: true },
    amountRequested: { expr: md.amount, type: 'number', notNull: true },
    requestedOn: { expr: md.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof medicalReportFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'date', direction: 'DESC' }],
  defaultFilters: windowFilters,
  columns: {
    id: md.id,
    ...requestStaffColumns,
    ...placeColumns,
    createdAt: md.createdAt,
    status: md.status,
    amount: md.amount,
    amountApproved: moneyText(medicalApproved),
    amountDisbursed: moneyText(medicalDisbursed),
    issuedAt: md.issuedAt,
  },
  toItem: (row): MedicalReportRow => ({
    id: row.id,
    staff: toRequestStaff(row),
    ...toPlaces(row),
    requestedOn: iso(row.createdAt),
    status: row.status,
    amountRequested: row.amount,
    amountApproved: row.amountApproved,
    amountDisbursed: row.amountDisbursed,
    issuedAt: isoOrNull(row.issuedAt),
  }),
  exportColumns: exportColumns<MedicalReportRow>()([
    ...whoAndWhere<MedicalReportRow>(),
    { header: 'Requested on', type: 'datetime', value: (r) => r.requestedOn },
    { header: 'Status', type: 'text', value: (r) => r.status },
    { header: 'Requested', type: 'money', value: (r) => r.amountRequested },
    { header: 'Approved', type: 'money', value: (r) => r.amountApproved },
    { header: 'Disbursed', type: 'money', value: (r) => r.amountDisbursed },
  ]),
});

// ------------------------------------------------------------------ penalties

const pn = performancePenalties;
export const penaltyStatus = sql<string>`(case when ${pn.payRunId} is null then 'PENDING' else 'DEDUCTED' end)`;
/** Each penalty status as the condition penaltyStatus decides it by, which the pay-run index serves. */
const penaltyStatusConditions: Record<PenaltyReportStatus, SQL> = { PENDING: isNull(pn.payRunId), DEDUCTED: isNotNull(pn.payRunId) };
export const penaltyKind = sql<string>`(case when ${pn.appraisalId} is null then 'DIRECT' else 'APPRAISAL' end)`;

export const penaltyReportResource = defineResource({
  name: 'report-penalty',
  title: 'Penalty report',
  permission: 'reports',
  table: pn,
  id: pn.id,
  count: countFromTotals(reportTotals.penalty),
  joins: [staffJoin(pn.staffId), ...placeJoins, { table: payRuns, on: eq(payRuns.id, pn.payRunId) }],
  fields: {
    ...sharedFields,
    date: { expr: pn.date, type: 'date', notNull: true },
    status: { expr: penaltyStatus, type: 'enum', values: penaltyReportStatusSchema.options, notNull: true, conditions: penaltyStatusConditions },
    kind: { expr: penaltyKind, type: 'enum', values: penaltyKindSchema.options, notNull: true },
    amount: { expr: sql`(${pn.amountKobo} / 100.0)`, type: 'number', notNull: true },
    'payRun.id': { expr: pn.payRunId, type: 'uuid', sortable: false },
  } satisfies Record<(typeof penaltyReportFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'date', direction: 'DESC' }],
  defaultFilters: windowFilters,
  columns: {
    id: pn.id,
    ...requestStaffColumns,
    ...placeColumns,
    date: pn.date,
    amountKobo: pn.amountKobo,
    reason: pn.reason,
    appraisalId: pn.appraisalId,
    payRunId: pn.payRunId,
    payRunMonth: orNull(payRuns.month),
  },
  toItem: (row): PenaltyReportRow => ({
    id: row.id,
    staff: toRequestStaff(row),
    ...toPlaces(row),
    date: row.date,
    amount: fromMinorUnits(Number(row.amountKobo)),
    reason: row.reason,
    kind: row.appraisalId ? 'APPRAISAL' : 'DIRECT',
    appraisalId: row.appraisalId,
    status: row.payRunId ? 'DEDUCTED' : 'PENDING',
    payRun: row.payRunId ? { id: row.payRunId, month: row.payRunMonth ?? '' } : null,
  }),
  exportColumns: exportColumns<PenaltyReportRow>()([
    ...whoAndWhere<PenaltyReportRow>(),
    { header: 'Date', type: 'date', value: (r) => r.date },
    { header: 'Kind', type: 'text', value: (r) => r.kind },
    { header: 'Amount', type: 'money', value: (r) => r.amount },
    { header: 'Reason', type: 'text', value: (r) => r.reason },
    { header: 'Status', type: 'text', value: (r) => r.status },
    { header: 'Pay run', type: 'text', value: (r) => r.payRun?.month },
  ]),
});
