// Payment requests (Vendor, Claims, Contract, Tips-Staffs): money an admin raises for a staff member. PENDING ->
// APPROVED / DENIED (an admin denies); APPROVED -> ISSUED (an admin disburses), which marks it PAID. Admins may delete
// one until it is disbursed.
import { z } from 'zod';
import { requestReasonSchema, requestHistoryEntrySchema, requestPaidFlagSchema, requestStaffSchema } from './common';
import { moneyInputSchema, moneySchema } from './money';
import { requestCategorySchema } from '../enums';
import { defineWorkflow } from '../workflow/workflow';

export const paymentRequestStatusSchema = z.enum(['PENDING', 'APPROVED', 'DENIED', 'ISSUED']);
export type PaymentRequestStatus = z.infer<typeof paymentRequestStatusSchema>;

export const paymentRequestWorkflow = defineWorkflow<PaymentRequestStatus, 'approve' | 'deny' | 'disburse' | 'delete'>({
  approve: { actor: 'admin', from: ['PENDING'], to: 'APPROVED' },
  deny: { actor: 'admin', from: ['PENDING'], to: 'DENIED', noteRequired: true },
  disburse: { actor: 'admin', from: ['APPROVED'], to: 'ISSUED' },
  delete: {
    actor: 'admin',
    from: ['PENDING', 'APPROVED', 'DENIED'],
    refusals: { ISSUED: 'A payment request that has been disbursed cannot be deleted: it is part of the money record.' },
  },
});
/** The changes and decisions (PATCH). Deleting is its own DELETE call; offer it when `availableActions` lists `delete`. */
export type PaymentRequestAction = Exclude<keyof typeof paymentRequestWorkflow, 'delete'>;

export const paymentRequestSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  category: requestCategorySchema,
  amount: moneySchema,
  description: z.string(),
  status: paymentRequestStatusSchema,
  paid: requestPaidFlagSchema,
  issuedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;
export const paymentRequestDetailSchema = paymentRequestSchema.extend({ history: z.array(requestHistoryEntrySchema) });
export type PaymentRequestDetail = z.infer<typeof paymentRequestDetailSchema>;

/** "New Request": a payment to or for a staff member. */
export const createPaymentRequestInputSchema = z.object({
  staffId: z.uuid({ message: 'Choose a staff member.' }),
  category: requestCategorySchema,
  amount: moneyInputSchema,
  description: requestReasonSchema,
});
export type CreatePaymentRequestInput = z.infer<typeof createPaymentRequestInputSchema>;

export const paymentRequestListFields = ['staff', 'staff.id', 'staff.staffId', 'staff.fullName', 'category', 'amount', 'status', 'createdAt'] as const;
