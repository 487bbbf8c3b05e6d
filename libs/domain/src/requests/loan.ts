// Loan requests: states, who may move them, the repayment plan and the loan balance.
import { z } from 'zod';
import { addMonthsClamped, calendarDateSchema, type CalendarDate } from './calendar';
import { requestDecisionInputSchema, requestReasonSchema, requestHistoryEntrySchema, requestPaidFlagSchema, requestStaffSchema } from './common';
import { fromMinorUnits, moneyInputSchema, moneySchema, splitEvenly } from './money';
import { defineWorkflow } from '../workflow/workflow';

export const loanStatusSchema = z.enum(['PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN', 'DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED']);
export type LoanStatus = z.infer<typeof loanStatusSchema>;

export const loanWorkflow = defineWorkflow<LoanStatus, 'update' | 'withdraw' | 'approve' | 'decline' | 'disburse' | 'setInstallmentPaid' | 'delete'>({
  update: { actor: 'staff', from: ['PENDING'] },
  withdraw: { actor: 'staff', from: ['PENDING'], to: 'WITHDRAWN' },
  approve: { actor: 'admin', from: ['PENDING'], to: 'APPROVED' },
  decline: { actor: 'admin', from: ['PENDING'], to: 'DECLINED', noteRequired: true },
  disburse: { actor: 'admin', from: ['APPROVED'], to: 'DISBURSED' },
  // The state it leads to depends on how many installments remain: see loanStatusAfterPayment.
  setInstallmentPaid: { actor: 'admin', from: ['DISBURSED', 'REPAYMENT_IN_PROGRESS'] },
  // Until the money is disbursed nothing has moved (an approved loan cannot be declined, so deleting is how it is
  // dropped); from disbursement on the loan is money history and stays.
  delete: {
    actor: 'admin',
    from: ['PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN'],
    refusals: {
      DISBURSED: 'A disbursed loan cannot be deleted: the money has gone to the staff member and is owed back.',
      REPAYMENT_IN_PROGRESS: 'A loan being repaid cannot be deleted: its payments are part of the money record.',
      COMPLETED: 'A repaid loan cannot be deleted: its payments are part of the money record.',
    },
  },
});
/** The changes and decisions (PATCH). Deleting is its own DELETE call; offer it when `availableActions` lists `delete`. */
export type LoanAction = Exclude<keyof typeof loanWorkflow, 'delete'>;

/** After an installment is paid: REPAYMENT_IN_PROGRESS while some remain, COMPLETED once all are paid. */
export function loanStatusAfterPayment(paidInstallments: number, totalInstallments: number): LoanStatus {
  if (paidInstallments <= 0) return 'DISBURSED';
  return paidInstallments >= totalInstallments ? 'COMPLETED' : 'REPAYMENT_IN_PROGRESS';
}

/** Loans that count against the ceiling: requested or approved but not disbursed. */
export const loanIsCommitted = (status: LoanStatus): boolean => status === 'PENDING' || status === 'APPROVED';
/** Loans being repaid. */
export const loanIsOutstanding = (status: LoanStatus): boolean => status === 'DISBURSED' || status === 'REPAYMENT_IN_PROGRESS';

export interface PlannedInstallment {
  number: number;
  dueDate: CalendarDate;
  amountMinor: number;
}

/** The date of the first installment: one month after disbursement, on the same day or the month's last day. */
export const firstRepaymentDate = (disbursedOn: CalendarDate): CalendarDate => addMonthsClamped(disbursedOn, 1);

/**
 * A monthly plan: `months` installments adding up exactly to the amount (the first ones carry the odd minor units),
 * due on the first due date's day each month, or the month's last day when shorter (Jan 31, Feb 28/29, Mar 31, ...).
 */
export function buildRepaymentPlan(amountMinor: number, months: number, firstDueDate: CalendarDate): PlannedInstallment[] {
  const anchorDay = Number(firstDueDate.slice(8, 10));
  return splitEvenly(amountMinor, months).map((share, i) => ({
    number: i + 1,
    dueDate: addMonthsClamped(firstDueDate, i, anchorDay),
    amountMinor: share,
  }));
}

export const repaymentInstallmentSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  dueDate: z.string(),
  amount: moneySchema,
  status: requestPaidFlagSchema,
  paidAt: z.string().nullable(),
});
export type RepaymentInstallment = z.infer<typeof repaymentInstallmentSchema>;

export const loanRequestSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  amountRequested: moneySchema,
  /** The approved amount; null until approved. */
  amount: moneySchema.nullable(),
  /** Requested months until approval, then the approved plan length. */
  repaymentMonths: z.number().int(),
  reason: z.string(),
  status: loanStatusSchema,
  disbursedAt: z.string().nullable(),
  /** Repaid so far and still owed ("0.00" before disbursement). */
  amountPaid: moneySchema,
  amountOutstanding: moneySchema,
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LoanRequest = z.infer<typeof loanRequestSchema>;

export const loanRequestDetailSchema = loanRequestSchema.extend({
  /** Empty until disbursed. */
  repaymentPlan: z.array(repaymentInstallmentSchema),
  history: z.array(requestHistoryEntrySchema),
});
export type LoanRequestDetail = z.infer<typeof loanRequestDetailSchema>;

const repaymentMonthsSchema = z.number({ message: 'Give the number of monthly installments.' }).int('Use a whole number of months.').min(1, 'Repay over at least 1 month.');

export const createLoanRequestInputSchema = z.object({
  amountRequested: moneyInputSchema,
  repaymentMonths: repaymentMonthsSchema,
  reason: requestReasonSchema,
});
export type CreateLoanRequestInput = z.infer<typeof createLoanRequestInputSchema>;
export const updateLoanRequestInputSchema = createLoanRequestInputSchema;
export type UpdateLoanRequestInput = z.infer<typeof updateLoanRequestInputSchema>;

export const createAdminLoanRequestInputSchema = createLoanRequestInputSchema.extend({ staffId: z.uuid({ message: 'Choose a staff member.' }) });
export type CreateAdminLoanRequestInput = z.infer<typeof createAdminLoanRequestInputSchema>;

/** Approve: the amount granted (at most the amount requested) and the plan length. */
export const approveLoanInputSchema = requestDecisionInputSchema.extend({ amount: moneyInputSchema, repaymentMonths: repaymentMonthsSchema });
export type ApproveLoanInput = z.infer<typeof approveLoanInputSchema>;

/** Disburse: the approved amount goes to the staff member and the plan is created; the first installment falls due on `firstDueDate` (default one month on). */
export const disburseLoanInputSchema = requestDecisionInputSchema.extend({ firstDueDate: calendarDateSchema.optional() });
export type DisburseLoanInput = z.infer<typeof disburseLoanInputSchema>;

export const setInstallmentPaidInputSchema = z.object({ installmentId: z.uuid({ message: 'Choose an installment.' }) });
export type SetInstallmentPaidInput = z.infer<typeof setInstallmentPaidInputSchema>;

export const loanBalanceSchema = z.object({
  /** The configured ceiling (settings.loanMaxAmount). */
  ceiling: moneySchema,
  /** Unpaid installments of disbursed loans. */
  outstanding: moneySchema,
  /** Requested or approved, not yet disbursed. */
  committed: moneySchema,
  /** What a new request may still ask for: ceiling - outstanding - committed, never below 0. */
  available: moneySchema,
  maxRepaymentMonths: z.number().int(),
});
export type LoanBalance = z.infer<typeof loanBalanceSchema>;

export function computeLoanBalance(ceilingMinor: number, outstandingMinor: number, committedMinor: number, maxRepaymentMonths: number): LoanBalance {
  return {
    ceiling: fromMinorUnits(ceilingMinor),
    outstanding: fromMinorUnits(outstandingMinor),
    committed: fromMinorUnits(committedMinor),
    available: fromMinorUnits(Math.max(0, ceilingMinor - outstandingMinor - committedMinor)),
    maxRepaymentMonths,
  };
}

export const loanRequestListFields = ['staff', 'staff.id', 'staff.staffId', 'staff.fullName', 'amountRequested', 'amount', 'status', 'createdAt'] as const;
