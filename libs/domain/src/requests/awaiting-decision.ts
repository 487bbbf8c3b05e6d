// What waits for an admin's decision, per request kind: the statuses from which an admin holding the kind's `approve`
// permission moves it on. Pending requests wait to be approved or refused; approved loans, medical assistance and
// payment requests wait to be disbursed. Approved leave (cancel) and a repaying loan (Mark as Paid) wait for nobody.
import { z } from 'zod';
import type { LeaveStatus } from './leave';
import type { LoanStatus } from './loan';
import type { MedicalAssistanceStatus } from './medical-assistance';
import type { PaymentRequestStatus } from './payment-requests';

/** The request kinds an admin decides, by their permission resource. */
export const decisionResourceSchema = z.enum(['leave-request', 'loan-request', 'medical-assistance', 'payment-requests']);
export type DecisionResource = z.infer<typeof decisionResourceSchema>;

export const awaitingDecisionStatuses = {
  'leave-request': ['PENDING'] satisfies LeaveStatus[],
  'loan-request': ['PENDING', 'APPROVED'] satisfies LoanStatus[],
  'medical-assistance': ['PENDING', 'APPROVED'] satisfies MedicalAssistanceStatus[],
  'payment-requests': ['PENDING', 'APPROVED'] satisfies PaymentRequestStatus[],
} as const satisfies Record<DecisionResource, readonly string[]>;

/**
 * GET /api/admin/dashboard/pending-decisions: how many requests of each kind wait for the caller's decision, only for
 * the kinds their role may approve (a kind left out is one they cannot decide).
 */
export const pendingDecisionsSchema = z.object({
  waiting: z.partialRecord(decisionResourceSchema, z.number().int().nonnegative()),
});
export type PendingDecisions = z.infer<typeof pendingDecisionsSchema>;
