// Leave requests: states, who may move them, the day count and the yearly balance.
import { z } from 'zod';
import type { ErrorDetail } from '../errors';
import { calendarDateSchema, dateRangesOverlap, workingDaysByYear, countWorkingDays, type CalendarDate } from './calendar';
import { requestDecisionInputSchema, requestReasonSchema, requestHistoryEntrySchema, requestStaffSchema } from './common';
import { defineWorkflow } from './workflow';

/** What is stored. */
export const leaveStoredStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'WITHDRAWN']);
export type LeaveStoredStatus = z.infer<typeof leaveStoredStatusSchema>;

/** What people see: an approved leave is ACTIVE from its first day and COMPLETED after its last, with no manual step. */
export const leaveStatusSchema = z.enum(['PENDING', 'APPROVED', 'ACTIVE', 'COMPLETED', 'REJECTED', 'CANCELLED', 'WITHDRAWN']);
export type LeaveStatus = z.infer<typeof leaveStatusSchema>;

export function leaveDisplayStatus(stored: LeaveStoredStatus, startDate: CalendarDate, endDate: CalendarDate, today: CalendarDate): LeaveStatus {
  if (stored !== 'APPROVED') return stored;
  if (today > endDate) return 'COMPLETED';
  if (today >= startDate) return 'ACTIVE';
  return 'APPROVED';
}

/** Leave workflow over the shown status: APPROVED here means approved and not yet started. */
export const leaveWorkflow = defineWorkflow<LeaveStatus, 'update' | 'withdraw' | 'approve' | 'reject' | 'cancel'>({
  update: { actor: 'staff', from: ['PENDING'] },
  withdraw: { actor: 'staff', from: ['PENDING', 'APPROVED'], to: 'WITHDRAWN' },
  approve: { actor: 'admin', from: ['PENDING'], to: 'APPROVED' },
  reject: { actor: 'admin', from: ['PENDING'], to: 'REJECTED' },
  cancel: { actor: 'admin', from: ['APPROVED'], to: 'CANCELLED' },
});
export type LeaveAction = keyof typeof leaveWorkflow;

/** Requests that hold days: pending ones (reserved) and approved ones (taken). */
export const leaveHoldsDays = (stored: LeaveStoredStatus): boolean => stored === 'PENDING' || stored === 'APPROVED';

/** Leave is counted in working days, Monday to Friday, both ends included; weekends are free. */
export const countLeaveDays = countWorkingDays;

export interface LeaveBalance {
  year: number;
  entitlement: number;
  /** Approved days (including leave in progress or completed). */
  used: number;
  /** Days reserved by requests still awaiting a decision. */
  pending: number;
  remaining: number;
}

export const leaveBalanceSchema = z.object({
  year: z.number().int(),
  entitlement: z.number().int(),
  used: z.number().int(),
  pending: z.number().int(),
  remaining: z.number().int(),
});

interface HeldLeave {
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: LeaveStoredStatus;
}

/** The balance of `year`: the entitlement less the working days of that year held by approved and pending leave. */
export function computeLeaveBalance(year: number, entitlement: number, requests: readonly HeldLeave[]): LeaveBalance {
  let used = 0;
  let pending = 0;
  for (const request of requests) {
    const days = workingDaysByYear(request.startDate, request.endDate).get(year) ?? 0;
    if (request.status === 'APPROVED') used += days;
    else if (request.status === 'PENDING') pending += days;
  }
  return { year, entitlement, used, pending, remaining: entitlement - used - pending };
}

export interface LeaveDates {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/**
 * Every rule a new or changed leave request must meet, as field errors (empty when it may be saved):
 * not in the past, end not before start, at least one working day, no overlap with held leave, within each year's balance.
 * `others` are the staff member's other requests (the one being changed left out).
 */
export function leaveRequestProblems(input: LeaveDates, context: { today: CalendarDate; entitlement: number; others: readonly HeldLeave[] }): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (input.startDate < context.today) problems.push({ path: 'startDate', message: 'The leave cannot start in the past.' });
  if (input.endDate < input.startDate) {
    problems.push({ path: 'endDate', message: 'The end date cannot be before the start date.' });
    return problems;
  }
  if (input.endDate < context.today) problems.push({ path: 'endDate', message: 'The leave cannot end in the past.' });
  const days = countLeaveDays(input.startDate, input.endDate);
  if (days === 0) {
    problems.push({ path: 'endDate', message: 'Those dates hold no working day (leave counts Monday to Friday).' });
    return problems;
  }
  const held = context.others.filter((r) => leaveHoldsDays(r.status));
  const clash = held.find((r) => dateRangesOverlap(r, input));
  if (clash) {
    problems.push({
      path: 'startDate',
      message: `These dates overlap your ${clash.status === 'APPROVED' ? 'approved' : 'pending'} leave from ${clash.startDate} to ${clash.endDate}.`,
    });
  }
  for (const [year, requested] of workingDaysByYear(input.startDate, input.endDate)) {
    const balance = computeLeaveBalance(year, context.entitlement, held);
    if (requested > balance.remaining) {
      problems.push({
        path: 'endDate',
        message: `This asks for ${requested} working day${requested === 1 ? '' : 's'} in ${year}, but only ${Math.max(balance.remaining, 0)} of ${context.entitlement} remain.`,
      });
    }
  }
  return problems;
}

export const leaveRequestSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  startDate: z.string(),
  endDate: z.string(),
  /** Working days the request takes from the balance. */
  days: z.number().int(),
  reason: z.string(),
  status: leaveStatusSchema,
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

export const leaveRequestDetailSchema = leaveRequestSchema.extend({ history: z.array(requestHistoryEntrySchema) });
export type LeaveRequestDetail = z.infer<typeof leaveRequestDetailSchema>;

export const createLeaveRequestInputSchema = z.object({ startDate: calendarDateSchema, endDate: calendarDateSchema, reason: requestReasonSchema });
export type CreateLeaveRequestInput = z.infer<typeof createLeaveRequestInputSchema>;

export const updateLeaveRequestInputSchema = createLeaveRequestInputSchema;
export type UpdateLeaveRequestInput = z.infer<typeof updateLeaveRequestInputSchema>;

/** Admin "Add Absence": the same, on behalf of a staff member. */
export const createAdminLeaveRequestInputSchema = createLeaveRequestInputSchema.extend({ staffId: z.uuid({ message: 'Choose a staff member.' }) });
export type CreateAdminLeaveRequestInput = z.infer<typeof createAdminLeaveRequestInputSchema>;

export const leaveDecisionInputSchema = requestDecisionInputSchema;

/** Fields a leave list may be filtered and sorted on (spec section 3, plus createdAt, days and the staff member's id). */
export const leaveRequestListFields = ['staff', 'staff.id', 'staff.staffId', 'staff.fullName', 'startDate', 'endDate', 'days', 'status', 'createdAt'] as const;
