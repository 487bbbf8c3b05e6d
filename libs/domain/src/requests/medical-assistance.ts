// Medical assistance requests: money a staff member asks for towards medical costs. PENDING -> APPROVED / DENIED
// (an admin declines) / WITHDRAWN (the staff member); APPROVED -> ISSUED (an admin disburses), which marks it PAID.
// Admins may delete one until it is disbursed.
import { z } from 'zod';
import { requestReasonSchema, requestHistoryEntrySchema, requestPaidFlagSchema, requestStaffSchema } from './common';
import { moneyInputSchema, moneySchema } from './money';
import { defineWorkflow } from '../workflow/workflow';

export const medicalAssistanceStatusSchema = z.enum(['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN', 'ISSUED']);
export type MedicalAssistanceStatus = z.infer<typeof medicalAssistanceStatusSchema>;

export const medicalAssistanceWorkflow = defineWorkflow<MedicalAssistanceStatus, 'update' | 'withdraw' | 'approve' | 'decline' | 'disburse' | 'delete'>({
  update: { actor: 'staff', from: ['PENDING'] },
  withdraw: { actor: 'staff', from: ['PENDING'], to: 'WITHDRAWN' },
  approve: { actor: 'admin', from: ['PENDING'], to: 'APPROVED' },
  decline: { actor: 'admin', from: ['PENDING'], to: 'DENIED', noteRequired: true },
  disburse: { actor: 'admin', from: ['APPROVED'], to: 'ISSUED' },
  // Approved but not disbursed may still be dropped (it cannot be declined any more); disbursed is money history.
  delete: {
    actor: 'admin',
    from: ['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN'],
    refusals: { ISSUED: 'Medical assistance that has been disbursed cannot be deleted: it is part of the money record.' },
  },
});
/** The changes and decisions (PATCH). Deleting is its own DELETE call; offer it when `availableActions` lists `delete`. */
export type MedicalAssistanceAction = Exclude<keyof typeof medicalAssistanceWorkflow, 'delete'>;

/** A supporting document: an upload from POST /api/system/media-upload, referenced by its key. */
export const requestDocumentSchema = z.object({ key: z.string(), name: z.string(), url: z.string(), mimeType: z.string() });
export type RequestDocument = z.infer<typeof requestDocumentSchema>;

export const MEDICAL_MAX_DOCUMENTS = 10;

export const medicalAssistanceSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  amount: moneySchema,
  reason: z.string(),
  documents: z.array(requestDocumentSchema),
  status: medicalAssistanceStatusSchema,
  paid: requestPaidFlagSchema,
  issuedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MedicalAssistance = z.infer<typeof medicalAssistanceSchema>;
export const medicalAssistanceDetailSchema = medicalAssistanceSchema.extend({ history: z.array(requestHistoryEntrySchema) });
export type MedicalAssistanceDetail = z.infer<typeof medicalAssistanceDetailSchema>;

export const createMedicalAssistanceInputSchema = z.object({
  amount: moneyInputSchema,
  reason: requestReasonSchema,
  /** Keys answered by POST /api/system/media-upload (the uploader's own files). */
  documents: z.array(z.string().min(1)).max(MEDICAL_MAX_DOCUMENTS, `Attach at most ${MEDICAL_MAX_DOCUMENTS} documents.`).default([]),
});
export type CreateMedicalAssistanceInput = z.infer<typeof createMedicalAssistanceInputSchema>;
export const updateMedicalAssistanceInputSchema = createMedicalAssistanceInputSchema;
export type UpdateMedicalAssistanceInput = z.infer<typeof updateMedicalAssistanceInputSchema>;
export const createAdminMedicalAssistanceInputSchema = createMedicalAssistanceInputSchema.extend({ staffId: z.uuid({ message: 'Choose a staff member.' }) });
export type CreateAdminMedicalAssistanceInput = z.infer<typeof createAdminMedicalAssistanceInputSchema>;

export const medicalAssistanceListFields = ['staff', 'staff.id', 'staff.staffId', 'staff.fullName', 'amount', 'status', 'createdAt'] as const;
