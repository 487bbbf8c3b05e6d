// Payroll: monthly pay runs (DRAFT -> CALCULATED -> APPROVED -> PAID), payslips with every line and its source,
// payroll settings (tax bands with effective dates, pension and housing-fund rates, pay day, day-rate divisor), bank
// transfer schedules. Admin endpoints under /api/admin/payroll (permission resource `payroll`), staff endpoints under
// /api/staff/payroll (the caller's own payslips only).
import { z } from 'zod';
import { weekdaySchema } from '../enums';
import { calendarDateSchema } from '../requests/calendar';
import { requestHistoryEntrySchema, requestStaffSchema } from '../requests/common';
import { moneyInputSchema, moneySchema } from '../requests/money';
import { defineWorkflow } from '../workflow/workflow';

/** A pay month: `2026-10`. */
export const payMonthSchema = z.string({ message: 'Choose a month.' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as YYYY-MM, e.g. 2026-10.');
export type PayMonth = z.infer<typeof payMonthSchema>;

// ---------------------------------------------------------------- pay run workflow

export const payRunStatusSchema = z.enum(['DRAFT', 'CALCULATED', 'APPROVED', 'PAID']);
export type PayRunStatus = z.infer<typeof payRunStatusSchema>;
export const payRunStatusLabels: Record<PayRunStatus, string> = { DRAFT: 'Draft', CALCULATED: 'Calculated', APPROVED: 'Approved (locked)', PAID: 'Paid' };

/**
 * Pay run: DRAFT -> (calculate, a background job; again as often as wanted) CALCULATED -> (approve: locks it; refused
 * while an account fails the NUBAN check) APPROVED -> (markPaid, with a payment reference) PAID. Deleting is possible
 * only before approval (it releases the rewards, penalties and installments it counted). Once approved nothing in it
 * changes: a correction is an adjustment line in a later run.
 */
export const payRunWorkflow = defineWorkflow<PayRunStatus, 'calculate' | 'approve' | 'markPaid' | 'delete'>({
  calculate: {
    actor: 'admin', from: ['DRAFT', 'CALCULATED'], to: 'CALCULATED',
    refusals: { APPROVED: 'An approved pay run is locked: record a correction as an adjustment in a later run.', PAID: 'A paid pay run is locked: record a correction as an adjustment in a later run.' },
  },
  approve: { actor: 'admin', from: ['CALCULATED'], to: 'APPROVED', refusals: { DRAFT: 'Calculate the pay run before approving it.' } },
  markPaid: { actor: 'admin', from: ['APPROVED'], to: 'PAID', refusals: { DRAFT: 'Approve the pay run before paying it.', CALCULATED: 'Approve the pay run before paying it.' } },
  delete: {
    actor: 'admin', from: ['DRAFT', 'CALCULATED'],
    refusals: { APPROVED: 'An approved pay run cannot be deleted.', PAID: 'A paid pay run cannot be deleted.' },
  },
});
export type PayRunAction = keyof typeof payRunWorkflow;

export const payslipStatusSchema = z.enum(['PAID', 'UNPAID']);
export type PayslipStatus = z.infer<typeof payslipStatusSchema>;

/** Who a run covers: every staff member, or one department or location. */
export const payRunScopeSchema = z.enum(['all', 'department', 'location'], { message: 'Choose all staff, a department or a location.' });
export type PayRunScope = z.infer<typeof payRunScopeSchema>;

// ---------------------------------------------------------------- lines

export const payslipLineKindSchema = z.enum(['EARNING', 'DEDUCTION', 'NOTE']);
export const payslipLineSourceSchema = z.enum([
  'DAY_PAY', 'REWARD', 'PENALTY', 'LOAN_INSTALLMENT', 'TAX', 'PENSION', 'HOUSING_FUND', 'ADJUSTMENT', 'CARRIED_INSTALLMENT',
]);
export const payslipLineSourceLabels: Record<z.infer<typeof payslipLineSourceSchema>, string> = {
  DAY_PAY: 'Payable days',
  REWARD: 'Reward',
  PENALTY: 'Penalty',
  LOAN_INSTALLMENT: 'Loan installment',
  TAX: 'Tax',
  PENSION: 'Pension',
  HOUSING_FUND: 'Housing fund',
  ADJUSTMENT: 'Adjustment',
  CARRIED_INSTALLMENT: 'Carried to next month',
};

export const payslipLineSchema = z.object({
  id: z.string(),
  kind: payslipLineKindSchema,
  source: payslipLineSourceSchema,
  /** The reward, penalty, loan installment or adjustment id; null for day pay, tax and statutory lines. */
  sourceId: z.string().nullable(),
  /** "22 payable days x ₦12,000.00", "Loan repayment, installment 3 of 6", "Tax 7% on ₦25,000.00 (band ...)". */
  description: z.string(),
  amount: moneySchema,
  /** What the line came from: day counts, band edges and rate, installment number and count, the loan's id. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  position: z.number().int(),
});
export type PayslipLine = z.infer<typeof payslipLineSchema>;

// ---------------------------------------------------------------- payslips

export const payRunRefSchema = z.object({ id: z.string(), month: payMonthSchema, status: payRunStatusSchema });

export const payslipMailStatusSchema = z.enum(['NOT_SENT', 'QUEUED', 'SENT', 'FAILED']);
export type PayslipMailStatus = z.infer<typeof payslipMailStatusSchema>;

/** A payslip as the admin list shows it. Spec fields: staffProfile.fullName, dailySalary, bonuses, deductions, tax, totalPay, status. */
export const payslipSchema = z.object({
  id: z.string(),
  month: payMonthSchema,
  payRun: payRunRefSchema,
  staffProfile: requestStaffSchema,
  dailySalary: moneySchema,
  payableDays: z.number().int(),
  grossPay: moneySchema,
  /** Rewards and positive adjustments. */
  bonuses: moneySchema,
  /** Penalties, loan installments, pension, housing fund and negative adjustments (tax apart). */
  deductions: moneySchema,
  tax: moneySchema,
  /** Net pay: grossPay - tax - deductions, never negative. */
  totalPay: moneySchema,
  status: payslipStatusSchema,
  paymentReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  mailStatus: payslipMailStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Payslip = z.infer<typeof payslipSchema>;
export const payslipListFields = [
  'staffProfile.fullName', 'staffProfile.id', 'dailySalary', 'bonuses', 'deductions', 'tax', 'totalPay', 'status', 'month', 'payRun.id', 'payRun.status', 'createdAt',
] as const;

/** The bank account the slip is paid to (the account number masked unless the admin holds the payroll permission). */
export const payslipBankSchema = z.object({ bankCode: z.string().nullable(), bankName: z.string().nullable(), accountNumber: z.string().nullable() });

export const payslipDetailSchema = payslipSchema.extend({
  lines: z.array(payslipLineSchema),
  /** The payable-days rule and how this slip's days were counted, in words. */
  explanation: z.string(),
  bank: payslipBankSchema,
  /** Its inputs changed since it was calculated (a reward added, leave approved, a shift moved): recalculate. */
  outOfDate: z.boolean(),
  calculatedAt: z.string(),
  payDate: calendarDateSchema.nullable(),
  mailSentAt: z.string().nullable(),
});
export type PayslipDetail = z.infer<typeof payslipDetailSchema>;

/** A payslip as its owner sees it in the staff portal. */
export const staffPayslipSchema = z.object({
  id: z.string(),
  month: payMonthSchema,
  grossPay: moneySchema,
  bonuses: moneySchema,
  deductions: moneySchema,
  tax: moneySchema,
  totalPay: moneySchema,
  status: payslipStatusSchema,
  /** The settings' pay day in that month. */
  payDate: calendarDateSchema.nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffPayslip = z.infer<typeof staffPayslipSchema>;
export const staffPayslipListFields = ['month', 'status', 'totalPay', 'createdAt'] as const;

export const staffPayslipDetailSchema = staffPayslipSchema.extend({
  staffProfile: requestStaffSchema,
  dailySalary: moneySchema,
  payableDays: z.number().int(),
  lines: z.array(payslipLineSchema),
  explanation: z.string(),
  paymentReference: z.string().nullable(),
  bank: payslipBankSchema,
});
export type StaffPayslipDetail = z.infer<typeof staffPayslipDetailSchema>;

/** The staff dashboard's card: the last payslip's net pay and date; null before the first paid run. */
export const staffLastPayslipSchema = z.object({
  payslip: z.object({ id: z.string(), month: payMonthSchema, totalPay: moneySchema, payDate: calendarDateSchema.nullable(), paidAt: z.string().nullable(), status: payslipStatusSchema }).nullable(),
});
export type StaffLastPayslip = z.infer<typeof staffLastPayslipSchema>;

// ---------------------------------------------------------------- problems

export const payrollProblemCodeSchema = z.enum(['NO_DAILY_SALARY', 'NO_BANK_ACCOUNT', 'BAD_NUBAN', 'IN_OTHER_RUN']);
export type PayrollProblemCode = z.infer<typeof payrollProblemCodeSchema>;

/** Something that kept a staff member out of a run or blocks its approval (BAD_NUBAN), named per person. */
export const payrollProblemSchema = z.object({
  staff: requestStaffSchema,
  code: payrollProblemCodeSchema,
  message: z.string(),
  /** BAD_NUBAN / NO_BANK_ACCOUNT: the account as on file (masked for admins without the payroll permission). */
  accountNumber: z.string().nullable(),
  bankCode: z.string().nullable(),
});
export type PayrollProblem = z.infer<typeof payrollProblemSchema>;

// ---------------------------------------------------------------- pay runs

export const payRunSchema = z.object({
  id: z.string(),
  month: payMonthSchema,
  scope: payRunScopeSchema,
  /** The department or location of a scoped run. */
  scopeRef: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: payRunStatusSchema,
  slipCount: z.number().int(),
  paidSlipCount: z.number().int(),
  problemCount: z.number().int(),
  grossPay: moneySchema,
  tax: moneySchema,
  deductions: moneySchema,
  /** The sum of its slips' net pay, which its bank schedules and its export also add up to. */
  totalPay: moneySchema,
  paymentReference: z.string().nullable(),
  calculatedAt: z.string().nullable(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayRun = z.infer<typeof payRunSchema>;
export const payRunListFields = ['month', 'scope', 'status', 'totalPay', 'slipCount', 'createdAt'] as const;

export const bankScheduleSummarySchema = z.object({ bankCode: z.string(), bankName: z.string(), slipCount: z.number().int(), total: moneySchema });
export type BankScheduleSummary = z.infer<typeof bankScheduleSummarySchema>;

export const payRunDetailSchema = payRunSchema.extend({
  /** The last calculation's background job: poll GET /api/admin/jobs/:id for its progress. */
  calculateJobId: z.string().nullable(),
  problems: z.array(payrollProblemSchema),
  /** One schedule per bank; their totals add up to totalPay. */
  bankSchedules: z.array(bankScheduleSummarySchema),
  /** Slips whose inputs changed since calculating. */
  outOfDateSlipCount: z.number().int(),
  history: z.array(requestHistoryEntrySchema),
});
export type PayRunDetail = z.infer<typeof payRunDetailSchema>;

/** One row of a bank transfer schedule (the CSV: bank, account number, name, amount, reference). */
export const bankScheduleRowSchema = z.object({
  bank: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  amount: moneySchema,
  reference: z.string(),
});
export type BankScheduleRow = z.infer<typeof bankScheduleRowSchema>;

export const createPayRunInputSchema = z
  .object({
    month: payMonthSchema,
    scope: payRunScopeSchema.default('all'),
    /** The department or location id when scope is not `all`. */
    scopeId: z.uuid({ message: 'Choose the department or location.' }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.scope !== 'all' && !v.scopeId) ctx.addIssue({ code: 'custom', path: ['scopeId'], message: `Choose the ${v.scope}.` });
  });
export type CreatePayRunInput = z.input<typeof createPayRunInputSchema>;

const paymentReferenceSchema = z.string({ message: 'Enter the payment reference.' }).trim().min(3, 'Enter the payment reference (at least 3 characters).').max(120, 'Use at most 120 characters for the payment reference.');
export const markPaidInputSchema = z.object({ paymentReference: paymentReferenceSchema });
export type MarkPaidInput = z.input<typeof markPaidInputSchema>;

export const bankScheduleQuerySchema = z.object({ bankCode: z.string().regex(/^\d{3,6}$/, 'Choose a bank.') });

/** A correction to an approved run: counted in the staff member's next calculated run, as an ADJUSTMENT line. */
export const createAdjustmentInputSchema = z.object({
  staffId: z.uuid({ message: 'Choose a staff member.' }),
  direction: z.enum(['ADD', 'DEDUCT'], { message: 'Choose whether the adjustment adds to or deducts from pay.' }),
  amount: moneyInputSchema,
  reason: z.string({ message: 'Give a reason.' }).trim().min(3, 'Give a reason.').max(300, 'Keep the reason under 300 characters.'),
});
export type CreateAdjustmentInput = z.input<typeof createAdjustmentInputSchema>;
export const payrollAdjustmentSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  amount: moneySchema,
  direction: z.enum(['ADD', 'DEDUCT']),
  reason: z.string(),
  payRunId: z.string().nullable(),
  createdAt: z.string(),
});
export type PayrollAdjustment = z.infer<typeof payrollAdjustmentSchema>;

/** What the resend answers: the slip's mail is queued again. */
export const payslipMailResendSchema = z.object({ id: z.string(), mailStatus: payslipMailStatusSchema });

// ---------------------------------------------------------------- settings

const ratePercentSchema = z
  .number({ message: 'Give the rate as a percentage from 0 to 100.' })
  .min(0, 'Give the rate as a percentage from 0 to 100.')
  .max(100, 'Give the rate as a percentage from 0 to 100.')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-9, 'Use at most two decimal places for a rate.');

export const taxBandSchema = z.object({
  /** Monthly taxable pay from this amount ... */
  from: moneySchema,
  /** ... up to this one; null for the top band. */
  to: moneySchema.nullable(),
  ratePercent: z.number(),
});
export const taxBandSetSchema = z.object({ effectiveFrom: calendarDateSchema, bands: z.array(taxBandSchema) });
export type TaxBandSet = z.infer<typeof taxBandSetSchema>;

export const payrollSettingsSchema = z.object({
  /** Bands by effective date: a month uses the latest set effective on or before its last day. */
  taxBandSets: z.array(taxBandSetSchema),
  pensionRatePercent: z.number().nullable(),
  housingFundRatePercent: z.number().nullable(),
  /** Day of the month pay is due (a shorter month pays on its last day). */
  payDay: z.number().int(),
  /** The days a month is divided by where a day rate is derived from a monthly amount (adjustments given in days). */
  dayRateDivisor: z.number().int(),
  workingDays: z.array(weekdaySchema),
  /** Seeded example values, shown as "Example" until someone saves their own. */
  isExample: z.boolean(),
  updatedAt: z.string(),
});
export type PayrollSettings = z.infer<typeof payrollSettingsSchema>;

const moneyOrZero = z.union([z.number(), z.string()]).refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v).trim()), 'Enter the amount as a number with at most two decimals, e.g. 30000 or 30000.50.');
const taxBandInputSchema = z.object({ from: moneyOrZero, to: moneyOrZero.nullable(), ratePercent: ratePercentSchema });
const taxBandSetInputSchema = z
  .object({ effectiveFrom: calendarDateSchema, bands: z.array(taxBandInputSchema).min(1, 'Give at least one band.').max(20, 'Use at most 20 bands.') })
  .superRefine((set, ctx) => {
    const toKobo = (v: number | string) => Math.round(Number(v) * 100);
    set.bands.forEach((band, i) => {
      if (band.to !== null && toKobo(band.to) <= toKobo(band.from)) ctx.addIssue({ code: 'custom', path: ['bands', i, 'to'], message: 'A band must end above where it starts.' });
      if (i > 0) {
        const previous = set.bands[i - 1];
        if (previous.to === null || toKobo(previous.to) !== toKobo(band.from))
          ctx.addIssue({ code: 'custom', path: ['bands', i, 'from'], message: 'Each band starts where the one before it ends.' });
      }
      if (i < set.bands.length - 1 && band.to === null) ctx.addIssue({ code: 'custom', path: ['bands', i, 'to'], message: 'Only the last band may be open-ended.' });
    });
  });

export const updatePayrollSettingsInputSchema = z.object({
  taxBandSets: z
    .array(taxBandSetInputSchema)
    .max(20)
    .optional()
    .superRefine((sets, ctx) => {
      if (!sets) return;
      const seen = new Set<string>();
      sets.forEach((s, i) => {
        if (seen.has(s.effectiveFrom)) ctx.addIssue({ code: 'custom', path: [i, 'effectiveFrom'], message: 'Two band sets cannot start on the same day.' });
        seen.add(s.effectiveFrom);
      });
    }),
  pensionRatePercent: ratePercentSchema.nullable().optional(),
  housingFundRatePercent: ratePercentSchema.nullable().optional(),
  payDay: z.number({ message: 'Give the pay day as a day of the month, 1 to 31.' }).int('Give the pay day as a day of the month, 1 to 31.').min(1, 'Give the pay day as a day of the month, 1 to 31.').max(31, 'Give the pay day as a day of the month, 1 to 31.').optional(),
  dayRateDivisor: z.number({ message: 'Give the days a month is divided by, 1 to 31.' }).int('Give the days a month is divided by, 1 to 31.').min(1, 'Give the days a month is divided by, 1 to 31.').max(31, 'Give the days a month is divided by, 1 to 31.').optional(),
  workingDays: z.array(weekdaySchema).min(1, 'Choose at least one working day.').optional(),
});
export type UpdatePayrollSettingsInput = z.input<typeof updatePayrollSettingsInputSchema>;

/** The payable-days rule as the README and every payslip state it. */
export const payableDaysRule =
  'Payable days are the days you have a shift in the month (a shift counts on the day it starts), plus approved paid leave on working days without a shift. With no shift all month, the working days while Active are paid instead. Nothing is paid before joining, after leaving or while suspended. Each line is rounded once, half up, to the kobo; net pay is never negative (a loan installment the pay cannot cover moves to next month).';

/** The day pay is due in `month` under `payDay` (a shorter month pays on its last day). */
export function payDateOf(month: string, payDay: number): string {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(payDay, last)).padStart(2, '0')}`;
}
