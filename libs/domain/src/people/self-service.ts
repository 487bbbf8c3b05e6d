// Self-service changes: what a staff member changes about themselves from the profile. Phone, address and next of kin
// take effect at once; bank details go through a bank-detail change that an admin approves.
// Bank-detail change: PENDING -> APPROVED (an admin; the new details are written to the person in the same
// transaction) / REJECTED (an admin, with a note) / WITHDRAWN (the staff member). One pending change per person: asking
// for another while one waits is refused (409) until it is withdrawn or decided.
import { z } from 'zod';
import { nubanProblem } from '../payroll/payroll-calc';
import { requestHistoryEntrySchema, requestStaffSchema } from '../requests/common';
import { defineWorkflow } from '../workflow/workflow';
import { optionalTextSchema } from '../organisation/fields';

const phoneSchema = optionalTextSchema(32).refine((v) => v == null || /^\+?[0-9 ()-]{6,32}$/.test(v), 'Enter a valid phone number');

/** The person to call in an emergency. */
export const nextOfKinSchema = z.object({
  name: z.string().nullable(),
  relationship: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type NextOfKin = z.infer<typeof nextOfKinSchema>;

/** PATCH /api/staff/auth/profile: what takes effect at once. Any subset; blank clears a field. */
export const selfServiceFieldsSchema = z.object({
  phoneNumber: phoneSchema,
  address: optionalTextSchema(300),
  nextOfKinName: optionalTextSchema(120),
  nextOfKinRelationship: optionalTextSchema(60),
  nextOfKinPhone: phoneSchema,
});

/** A bank account as a bank-detail change holds it (old or new). */
export const bankDetailsSchema = z.object({
  bank: z.object({ code: z.string(), name: z.string() }).nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

export const bankDetailChangeStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN']);
export type BankDetailChangeStatus = z.infer<typeof bankDetailChangeStatusSchema>;

export const bankDetailChangeWorkflow = defineWorkflow<BankDetailChangeStatus, 'approve' | 'reject' | 'withdraw'>({
  approve: { actor: 'admin', from: ['PENDING'], to: 'APPROVED' },
  reject: { actor: 'admin', from: ['PENDING'], to: 'REJECTED', noteRequired: true },
  withdraw: { actor: 'staff', from: ['PENDING'], to: 'WITHDRAWN' },
});
export type BankDetailChangeAction = keyof typeof bankDetailChangeWorkflow;

/** How a person names it. */
export const BANK_DETAIL_CHANGE_LABEL = 'bank-detail change';

export const bankDetailChangeSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  status: bankDetailChangeStatusSchema,
  /** The details on file when the change was asked for. */
  from: bankDetailsSchema,
  /** The details asked for. */
  to: bankDetailsSchema,
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankDetailChange = z.infer<typeof bankDetailChangeSchema>;

export const bankDetailChangeDetailSchema = bankDetailChangeSchema.extend({ history: z.array(requestHistoryEntrySchema) });
export type BankDetailChangeDetail = z.infer<typeof bankDetailChangeDetailSchema>;

export const NUBAN_REFUSED = 'This account number does not pass the NUBAN check for the chosen bank: check both.';

/** POST /api/staff/bank-detail-change: the new bank, account number (a valid NUBAN at that bank) and account name. */
export const requestBankDetailChangeInputSchema = z
  .object({
    /** A bank code from GET /api/public/banks. */
    bankCode: z.string().trim().min(1, 'Choose a bank').max(10),
    accountNumber: z.string().trim().regex(/^\d{10}$/, 'Enter the 10-digit account number'),
    accountName: z.string().trim().min(2, 'Enter the account name as the bank holds it').max(120, 'Use at most 120 characters'),
  })
  .superRefine((v, ctx) => {
    if (/^\d{10}$/.test(v.accountNumber) && /^\d{3,6}$/.test(v.bankCode) && nubanProblem(v.bankCode, v.accountNumber)) {
      ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: NUBAN_REFUSED });
    }
  });
export type RequestBankDetailChangeInput = z.infer<typeof requestBankDetailChangeInputSchema>;

/** Fields the admin list of bank-detail changes filters and sorts on. */
export const bankDetailChangeListFields = ['staff', 'staff.id', 'staff.staffId', 'staff.fullName', 'status', 'createdAt'] as const;
