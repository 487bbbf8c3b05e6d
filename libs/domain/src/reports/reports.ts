// Issue 15, the five reports: the row of each table, and the metrics answer (cards, charts by month, department and
// status, and a report's own extras). Every figure of a metrics answer is computed by the API from the same rows the
// table pages through under the same filter, so a card can always be checked against the table.
import { z } from 'zod';
import { driverLicenceStatusSchema, staffStatusSchema } from '../enums';
import { namedRefSchema } from '../profile';
import { requestStaffSchema } from '../requests/common';
import { leaveStatusSchema } from '../requests/leave';
import { loanStatusSchema } from '../requests/loan';
import { medicalAssistanceStatusSchema } from '../requests/medical-assistance';
import { moneySchema } from '../requests/money';
import { listFilterSchema, type ReportName } from './report-filter';

// ---------------------------------------------------------------- metrics: the shared shape

/** count: rows or installments; kobo: money in whole kobo (format with the naira formatter); days: leave days. */
export const reportUnitSchema = z.enum(['count', 'kobo', 'days']);
export type ReportUnit = z.infer<typeof reportUnitSchema>;

/** A metric card: its figure, and the filters that show its rows in the table (the card is a link to them). */
export const reportCardSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  unit: reportUnitSchema,
  /**
   * Added to the report's filter (both apply, AND) to list exactly the rows the figure counts: with the report's
   * filter on status PENDING, the EXPIRED card counts 0 and its link lists nothing.
   */
  filters: z.array(listFilterSchema),
});
export type ReportCard = z.infer<typeof reportCardSchema>;

export const reportSeriesSchema = z.object({ key: z.string(), label: z.string(), unit: reportUnitSchema });
/** One bar group: a month (`key` YYYY-MM), a department (`key` its id, `none` for no department) or a status. */
export const reportChartPointSchema = z.object({ key: z.string(), label: z.string(), values: z.record(z.string(), z.number()) });
export const reportChartSchema = z.object({
  title: z.string(),
  series: z.array(reportSeriesSchema),
  points: z.array(reportChartPointSchema),
});
export type ReportChart = z.infer<typeof reportChartSchema>;

export const reportChartsSchema = z.object({ byMonth: reportChartSchema, byDepartment: reportChartSchema, byStatus: reportChartSchema });

const metricsBase = {
  /** The date range the answer covers (the query's, or the default window); null when unbounded. */
  window: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** Rows of the table under the filter. */
  total: z.number().int(),
  cards: z.array(reportCardSchema),
  charts: reportChartsSchema,
  /** When the figures were computed (ISO date-time). */
  generatedAt: z.string(),
};

const departmentRef = namedRefSchema.nullable();
const locationRef = namedRefSchema.nullable();

// ---------------------------------------------------------------- driver's licences

/** A staff member with a licence. `id` is the staff member's id (approve with staff/approve-driver-license/{id}). */
export const driverLicenceReportRowSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  staffStatus: staffStatusSchema,
  department: departmentRef,
  location: locationRef,
  number: z.string(),
  expiry: z.string(),
  verified: z.boolean(),
  /** At the report's as-of date with `dueWithinDays` (see driverLicenceStatusOn). */
  status: driverLicenceStatusSchema,
  /** Days from the as-of date to the expiry: 0 on the expiry day, negative once expired. */
  daysLeft: z.number().int(),
});
export type DriverLicenceReportRow = z.infer<typeof driverLicenceReportRowSchema>;
export const driverLicenceReportFields = ['date', 'department.id', 'location.id', 'status', 'staff.id', 'staff.fullName', 'staff.staffId', 'number', 'expiry', 'daysLeft', 'verified'] as const;
/** Query parameters besides the list language: the as-of date (default today) and the warning days (default 30). */
export const driverLicenceReportParamsSchema = z.object({
  asOf: z.iso.date({ message: 'Use a date written as YYYY-MM-DD.' }).optional(),
  dueWithinDays: z.coerce.number({ message: 'Give a whole number of days.' }).int('Give a whole number of days.').min(0, 'Use 0 to 365 days.').max(365, 'Use 0 to 365 days.').optional(),
});
export type DriverLicenceReportParams = { asOf?: string; dueWithinDays?: number };
export const driverLicenceReportMetricsSchema = z.object({
  ...metricsBase,
  asOf: z.string(),
  dueWithinDays: z.number().int(),
});
export type DriverLicenceReportMetrics = z.infer<typeof driverLicenceReportMetricsSchema>;

// ---------------------------------------------------------------- loans

/** A loan request with what was approved, disbursed, repaid (installments marked paid) and is still owed. */
export const loanReportRowSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  department: departmentRef,
  location: locationRef,
  /** The request's date (the report's `date`). */
  requestedOn: z.string(),
  status: loanStatusSchema,
  repaymentMonths: z.number().int(),
  amountRequested: moneySchema,
  /** Null until approved; kept after (declined and withdrawn loans have none). */
  amountApproved: moneySchema.nullable(),
  /** The approved amount once disbursed, else 0.00. */
  amountDisbursed: moneySchema,
  /** Installments marked paid (by a pay run or by hand). */
  amountRepaid: moneySchema,
  /** Of which deducted by pay runs (installments carrying a pay_run_id). */
  amountRepaidByPayroll: moneySchema,
  /** Disbursed minus repaid. */
  amountOutstanding: moneySchema,
  disbursedAt: z.string().nullable(),
  installments: z.number().int(),
  installmentsPaid: z.number().int(),
  /** Unpaid installments due before today. */
  overdueInstallments: z.number().int(),
  overdueAmount: moneySchema,
  /** Days since the oldest unpaid installment fell due; 0 when none is overdue. */
  daysPastDue: z.number().int(),
});
export type LoanReportRow = z.infer<typeof loanReportRowSchema>;
export const loanReportFields = [
  'date', 'department.id', 'location.id', 'status', 'staff.id', 'staff.fullName', 'staff.staffId', 'amountRequested', 'amountApproved', 'amountDisbursed',
  'amountRepaid', 'amountOutstanding', 'overdueInstallments', 'daysPastDue',
] as const;
/** One overdue installment (the metrics list the most overdue first). */
export const overdueInstallmentSchema = z.object({
  installmentId: z.string(),
  loanId: z.string(),
  staff: requestStaffSchema,
  installmentNumber: z.number().int(),
  dueDate: z.string(),
  amount: moneySchema,
  daysPastDue: z.number().int(),
});
export type OverdueInstallment = z.infer<typeof overdueInstallmentSchema>;
export const LOAN_REPORT_OVERDUE_LIMIT = 20;
export const loanReportMetricsSchema = z.object({
  ...metricsBase,
  /** The most overdue installments of the filtered loans, at most LOAN_REPORT_OVERDUE_LIMIT. */
  overdue: z.array(overdueInstallmentSchema),
});
export type LoanReportMetrics = z.infer<typeof loanReportMetricsSchema>;

// ---------------------------------------------------------------- leave

/** A leave request; `status` is the shown one (APPROVED leave reads ACTIVE or COMPLETED against today). */
export const leaveReportRowSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  department: departmentRef,
  location: locationRef,
  startDate: z.string(),
  endDate: z.string(),
  /** Working days taken from the balance. */
  days: z.number().int(),
  status: leaveStatusSchema,
  requestedOn: z.string(),
});
export type LeaveReportRow = z.infer<typeof leaveReportRowSchema>;
export const leaveReportFields = ['date', 'department.id', 'location.id', 'status', 'staff.id', 'staff.fullName', 'staff.staffId', 'startDate', 'endDate', 'days', 'requestedOn'] as const;
/** Someone away on approved leave. */
export const awayEntrySchema = z.object({ leaveId: z.string(), staff: requestStaffSchema, department: departmentRef, startDate: z.string(), endDate: z.string() });
export type AwayEntry = z.infer<typeof awayEntrySchema>;
export const leaveReportMetricsSchema = z.object({
  ...metricsBase,
  today: z.string(),
  /** Sunday to Saturday around today (the spec's week). */
  week: z.object({ from: z.string(), to: z.string() }),
  /** Approved leave of the filtered rows covering today / overlapping this week (at most 100 each). */
  awayToday: z.array(awayEntrySchema),
  awayThisWeek: z.array(awayEntrySchema),
});
export type LeaveReportMetrics = z.infer<typeof leaveReportMetricsSchema>;

// ---------------------------------------------------------------- medical assistance

export const medicalReportRowSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  department: departmentRef,
  location: locationRef,
  requestedOn: z.string(),
  status: medicalAssistanceStatusSchema,
  amountRequested: moneySchema,
  /** The amount once APPROVED or ISSUED, else 0.00. */
  amountApproved: moneySchema,
  /** The amount once ISSUED, else 0.00. */
  amountDisbursed: moneySchema,
  issuedAt: z.string().nullable(),
});
export type MedicalReportRow = z.infer<typeof medicalReportRowSchema>;
export const medicalReportFields = ['date', 'department.id', 'location.id', 'status', 'staff.id', 'staff.fullName', 'staff.staffId', 'amountRequested', 'requestedOn'] as const;
export const medicalReportMetricsSchema = z.object(metricsBase);
export type MedicalReportMetrics = z.infer<typeof medicalReportMetricsSchema>;

// ---------------------------------------------------------------- penalties

/** Penalties have no kind field of their own: a penalty is granted from an appraisal or directly. */
export const penaltyKindSchema = z.enum(['APPRAISAL', 'DIRECT']);
export type PenaltyKind = z.infer<typeof penaltyKindSchema>;
/** DEDUCTED once a pay run took it (pay_run_id set), PENDING before. */
export const penaltyReportStatusSchema = z.enum(['PENDING', 'DEDUCTED']);
export type PenaltyReportStatus = z.infer<typeof penaltyReportStatusSchema>;
export const penaltyReportRowSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  department: departmentRef,
  location: locationRef,
  date: z.string(),
  amount: moneySchema,
  reason: z.string(),
  kind: penaltyKindSchema,
  appraisalId: z.string().nullable(),
  status: penaltyReportStatusSchema,
  /** The pay run that deducted it, with its month (YYYY-MM). */
  payRun: z.object({ id: z.string(), month: z.string() }).nullable(),
});
export type PenaltyReportRow = z.infer<typeof penaltyReportRowSchema>;
export const penaltyReportFields = ['date', 'department.id', 'location.id', 'status', 'staff.id', 'staff.fullName', 'staff.staffId', 'kind', 'amount', 'payRun.id'] as const;
export const penaltyReportMetricsSchema = z.object({
  ...metricsBase,
  /** Count and amount (kobo) by kind. */
  byKind: z.array(z.object({ kind: penaltyKindSchema, count: z.number().int(), amount: z.number().int() })),
});
export type PenaltyReportMetrics = z.infer<typeof penaltyReportMetricsSchema>;

/** The statuses each report's status filter takes. */
export const reportStatuses: Record<ReportName, readonly string[]> = {
  'driver-licenses': driverLicenceStatusSchema.options,
  'loan-requests': loanStatusSchema.options,
  'leave-requests': leaveStatusSchema.options,
  'medical-assistance': medicalAssistanceStatusSchema.options,
  penalty: penaltyReportStatusSchema.options,
};

/** The card keys of each report, in the order the metrics answer gives them. */
export const reportCardKeys = {
  'driver-licenses': ['total', 'verified', 'unverified', 'dueToExpire', 'expired'],
  'loan-requests': ['requested', 'approved', 'disbursed', 'repaid', 'outstanding', 'overdue'],
  'leave-requests': ['requests', 'daysTaken', 'daysBooked', 'daysPending', 'awayToday'],
  'medical-assistance': ['requested', 'approved', 'disbursed', 'pending'],
  penalty: ['total', 'deducted', 'pending', 'appraisal', 'direct'],
} as const satisfies Record<ReportName, readonly string[]>;
