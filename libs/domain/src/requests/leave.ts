// Leave requests: states, who may move them, the day count and the yearly balance.
import { z } from 'zod';
import type { ErrorDetail } from '../errors';
import { formatCalendarDay } from '@crewbase/locale';
import { calendarDateSchema, countWorkingDaysExcept, dateRangesOverlap, workingDaysByYear, type CalendarDate, type HolidayDates } from './calendar';
import { leaveTypeRefSchema } from '../time-off/leave-types';
import { requestDecisionInputSchema, requestReasonSchema, requestHistoryEntrySchema, requestStaffSchema } from './common';
import { defineWorkflow } from '../workflow/workflow';

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
export const leaveWorkflow = defineWorkflow<LeaveStatus, 'update' | 'withdraw' | 'approve' | 'reject' | 'cancel' | 'delete'>({
  update: { actor: 'staff', from: ['PENDING'] },
  withdraw: { actor: 'staff', from: ['PENDING', 'APPROVED'], to: 'WITHDRAWN' },
  approve: { actor: 'admin', from: ['PENDING'], to: 'APPROVED' },
  reject: { actor: 'admin', from: ['PENDING'], to: 'REJECTED', noteRequired: true },
  cancel: { actor: 'admin', from: ['APPROVED'], to: 'CANCELLED', noteRequired: true },
  // Only leave that never took days off the record may go: approved leave is absence history.
  delete: {
    actor: 'admin',
    from: ['PENDING', 'REJECTED', 'CANCELLED', 'WITHDRAWN'],
    refusals: {
      APPROVED: 'Approved leave cannot be deleted: cancel it first (its days go back to the balance).',
      ACTIVE: 'Leave in progress cannot be deleted: it is part of the absence record.',
      COMPLETED: 'Leave already taken cannot be deleted: it is part of the absence record.',
    },
  },
});
/** The changes and decisions (PATCH). Deleting is its own DELETE call; offer it when `availableActions` lists `delete`. */
export type LeaveAction = Exclude<keyof typeof leaveWorkflow, 'delete'>;

/** Requests that hold days: pending ones (reserved) and approved ones (taken). */
export const leaveHoldsDays = (stored: LeaveStoredStatus): boolean => stored === 'PENDING' || stored === 'APPROVED';

/**
 * Leave is counted in working days, Monday to Friday, both ends included; weekends and public holidays are free.
 * The API (saving a request, its balance) and the forms (the count shown while choosing dates) both count with it.
 */
export const countLeaveDays = (start: CalendarDate, end: CalendarDate, holidays?: HolidayDates): number => countWorkingDaysExcept(start, end, holidays);

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

export interface HeldLeave {
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: LeaveStoredStatus;
  /** The request's leave type; a balance counts only its own type's requests. */
  leaveTypeId?: string;
}

/**
 * The balance of `year`: the entitlement less the working days (public holidays left out) of that year held by
 * approved and pending leave.
 */
export function computeLeaveBalance(year: number, entitlement: number, requests: readonly HeldLeave[], holidays?: HolidayDates): LeaveBalance {
  let used = 0;
  let pending = 0;
  for (const request of requests) {
    const days = workingDaysByYear(request.startDate, request.endDate, holidays).get(year) ?? 0;
    if (request.status === 'APPROVED') used += days;
    else if (request.status === 'PENDING') pending += days;
  }
  return { year, entitlement, used, pending, remaining: entitlement - used - pending };
}

/**
 * How far back an admin may record an absence that already happened (a sick day last week): the first day of the
 * previous calendar year. Staff may never ask for days in the past.
 */
export const absenceBackdateLimit = (today: CalendarDate): CalendarDate => `${Number(today.slice(0, 4)) - 1}-01-01`;

export interface LeaveDates {
  startDate: CalendarDate;
  endDate: CalendarDate;
  leaveTypeId?: string;
}

/**
 * Every rule a new or changed leave request must meet, as field errors (empty when it may be saved):
 * not in the past, end not before start, at least one working day, no overlap with held leave, within each year's balance.
 * `others` are the staff member's other requests (the one being changed left out).
 */
export function leaveRequestProblems(
  input: LeaveDates,
  context: {
    today: CalendarDate;
    /**
     * The type's entitlement of a year (pro-rated), or null when the type does not count against a balance. A number
     * applies to every year.
     */
    entitlement: number | null | ((year: number) => number | null);
    /** The type's name, for the balance message ("Annual leave"). */
    typeName?: string;
    others: readonly HeldLeave[];
    holidays?: HolidayDates;
    /** The earliest day the leave may touch: today for staff, `absenceBackdateLimit(today)` for an admin's "Add Absence". */
    earliest?: CalendarDate;
  },
): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  const earliest = context.earliest ?? context.today;
  const tooEarly = (which: 'start' | 'end') =>
    earliest >= context.today ? `The leave cannot ${which} in the past.` : `An absence can be recorded back to ${formatCalendarDay(earliest, { weekday: false })} at the earliest.`;
  if (input.startDate < earliest) problems.push({ path: 'startDate', message: tooEarly('start') });
  if (input.endDate < input.startDate) {
    problems.push({ path: 'endDate', message: 'The end date cannot be before the start date.' });
    return problems;
  }
  if (input.endDate < earliest) problems.push({ path: 'endDate', message: tooEarly('end') });
  const days = countLeaveDays(input.startDate, input.endDate, context.holidays);
  if (days === 0) {
    problems.push({ path: 'endDate', message: 'Those dates hold no working day (leave counts Monday to Friday, public holidays left out).' });
    return problems;
  }
  const held = context.others.filter((r) => leaveHoldsDays(r.status));
  const clash = held.find((r) => dateRangesOverlap(r, input));
  if (clash) {
    problems.push({
      path: 'startDate',
      message: `These dates overlap your ${clash.status === 'APPROVED' ? 'approved' : 'pending'} leave from ${formatCalendarDay(clash.startDate, { weekday: false })} to ${formatCalendarDay(clash.endDate, { weekday: false })}.`,
    });
  }
  const sameType = held.filter((r) => r.leaveTypeId === input.leaveTypeId);
  for (const [year, requested] of workingDaysByYear(input.startDate, input.endDate, context.holidays)) {
    const entitlement = typeof context.entitlement === 'function' ? context.entitlement(year) : context.entitlement;
    if (entitlement === null) continue;
    const balance = computeLeaveBalance(year, entitlement, sameType, context.holidays);
    if (requested > balance.remaining) {
      const of = context.typeName ? ` of ${context.typeName} leave` : '';
      problems.push({
        path: 'endDate',
        message: `This asks for ${requested} working day${requested === 1 ? '' : 's'}${of} in ${year}, but only ${Math.max(balance.remaining, 0)} of ${entitlement} remain.`,
      });
    }
  }
  return problems;
}

export const leaveRequestSchema = z.object({
  id: z.string(),
  staff: requestStaffSchema,
  leaveType: leaveTypeRefSchema,
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

/** `leaveTypeId` left out means Annual, as every request was before leave types. */
export const createLeaveRequestInputSchema = z.object({
  leaveTypeId: z.uuid({ message: 'Choose a leave type.' }).optional(),
  startDate: calendarDateSchema,
  endDate: calendarDateSchema,
  reason: requestReasonSchema,
});
export type CreateLeaveRequestInput = z.infer<typeof createLeaveRequestInputSchema>;

export const updateLeaveRequestInputSchema = createLeaveRequestInputSchema;
export type UpdateLeaveRequestInput = z.infer<typeof updateLeaveRequestInputSchema>;

/** Admin "Add Absence": the same, on behalf of a staff member. */
export const createAdminLeaveRequestInputSchema = createLeaveRequestInputSchema.extend({ staffId: z.uuid({ message: 'Choose a staff member.' }) });
export type CreateAdminLeaveRequestInput = z.infer<typeof createAdminLeaveRequestInputSchema>;

export const leaveDecisionInputSchema = requestDecisionInputSchema;

/** Fields a leave list may be filtered and sorted on (spec section 3, plus createdAt, days and the staff member's id). */
export const leaveRequestListFields = [
  'staff',
  'staff.id',
  'staff.staffId',
  'staff.fullName',
  'staff.departmentId',
  'staff.locationId',
  'leaveType.id',
  'leaveType.name',
  'startDate',
  'endDate',
  'days',
  'status',
  'createdAt',
] as const;
