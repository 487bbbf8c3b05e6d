// What the four request kinds (leave, loan, medical assistance, payment request) share: who it is for, notes, history.
import { z } from 'zod';
import type { StaffStatus } from '../enums';

/** The staff member a request belongs to. */
export const requestStaffSchema = z.object({ id: z.string(), staffId: z.string(), fullName: z.string() });
export type RequestStaff = z.infer<typeof requestStaffSchema>;

export const paidFlagValues = ['PAID', 'UNPAID'] as const;
export const requestPaidFlagSchema = z.enum(paidFlagValues);
export type RequestPaidFlag = z.infer<typeof requestPaidFlagSchema>;

/** A free-text reason; trimmed, never empty. */
export const requestReasonSchema = z.string().trim().min(1, 'Give a reason.').max(1000, 'Keep the reason under 1000 characters.');

/** Body of every decision (approve, reject, decline, deny, cancel, withdraw, disburse): an optional note for the record. */
export const requestDecisionInputSchema = z.object({
  note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional(),
});
export type RequestDecisionInput = z.infer<typeof requestDecisionInputSchema>;

/** One line of a request's audit trail: who did what, when, from which state to which. */
export const requestHistoryEntrySchema = z.object({
  id: z.string(),
  /** `create`, `update`, `approve`, `reject`, `withdraw`, `disburse`, `set-to-paid`, `delete`, ... */
  action: z.string(),
  actor: z.object({
    type: z.enum(['staff', 'admin', 'system']),
    id: z.string().nullable(),
    name: z.string().nullable(),
  }),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type RequestHistoryEntry = z.infer<typeof requestHistoryEntrySchema>;

export const requestIdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid id.' }) });
/** A staff member named in the path of a request endpoint (a balance). */
export const requestStaffIdParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid staff id.' }) });
/** A decision's body: the note may be left out, and so may the body itself. */
export const requestDecisionBodySchema = requestDecisionInputSchema.nullish();

/** Staff an admin may add a request for: people still employed (a suspended person may still be owed or absent). */
export const staffStatusesOpenToRequests = ['Active', 'Suspended'] as const satisfies readonly StaffStatus[];

/** Why an admin may not add a request for a staff member in `status`, or null when they may. */
export function newRequestStaffProblem(status: StaffStatus): string | null {
  return (staffStatusesOpenToRequests as readonly StaffStatus[]).includes(status)
    ? null
    : `Requests can only be added for Active or Suspended staff; this person is ${status}.`;
}
