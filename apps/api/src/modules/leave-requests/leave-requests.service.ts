// Leave: staff ask for (and change) their own; admins add absences. Decisions, deletion and reading one go through
// the workflow record kit (leave-requests.record.ts).
import {
  absenceBackdateLimit,
  computeLeaveBalance,
  countLeaveDays,
  leaveRequestProblems,
  todayIso,
  type CreateLeaveRequestInput,
  type LeaveBalance,
  type LeaveRequest,
  type LeaveRequestDetail,
  type ListResponse,
} from '@crewbase/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../platform/accounts';
import type { ServiceContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { listResource } from '../../platform/resource';
import { signedInActor } from '../../platform/workflow-record';
import { loadRequestRules } from '../request-settings/request-settings.service';
import { lockStaffForNewRequest, lockStaffMember, requireStaffMember } from '../requests/request-staff';
import { leaveRecord } from './leave-requests.record';
import { leaveResource } from './leave-requests.resource';
import * as repo from './leave-requests.repository';

/** The caller's leave list: staff their own, admins everyone's (leave-requests.resource.ts). */
export const listLeave = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<LeaveRequest>> =>
  listResource(ctx, leaveResource, rawQuery, signedInActor(ctx));

/**
 * Checks the dates against the rules and the person's other leave; 400 naming each problem. Staff may not ask for
 * past days; an admin recording an absence ("Add Absence") may go back to 1 January of last year.
 */
async function checkDates(db: Db, actor: Actor, staffId: string, input: CreateLeaveRequestInput, exceptId?: string): Promise<number> {
  const rules = await loadRequestRules(db);
  const others = await repo.heldLeave(db, staffId, exceptId);
  const today = todayIso();
  const earliest = actor.area === 'admin' ? absenceBackdateLimit(today) : today;
  const problems = leaveRequestProblems(input, { today, earliest, entitlement: rules.leaveDaysPerYear, others });
  if (problems.length > 0) throw badRequest(`The leave request cannot be saved: ${problems.map((p) => p.message).join(' ')}`, problems);
  return countLeaveDays(input.startDate, input.endDate);
}

/** Staff: for themselves. Admin ("Add Absence"): for `staffId`. Starts PENDING either way. */
export const createLeave = (ctx: ServiceContext, input: CreateLeaveRequestInput & { staffId?: string }): Promise<LeaveRequestDetail> =>
  leaveRecord.create(ctx, async (tx, actor) => {
    const staffId = actor.area === 'staff' ? actor.id : (input.staffId as string);
    await lockStaffForNewRequest(tx, actor, staffId);
    const days = await checkDates(tx, actor, staffId, input);
    const { startDate, endDate, reason } = input;
    return {
      values: { staffId, startDate, endDate, days, reason, createdByType: actor.area, createdById: actor.id },
      details: { startDate, endDate, days },
    };
  });

/** A pending request's new dates and reason (the workflow's `update`). */
export const updateLeave = (ctx: ServiceContext, id: string, input: CreateLeaveRequestInput): Promise<LeaveRequestDetail> =>
  leaveRecord.edit(ctx, id, 'update', async (tx, actor, current) => {
    await lockStaffMember(tx, current.staffId);
    const days = await checkDates(tx, actor, current.staffId, input, id);
    const { startDate, endDate, reason } = input;
    return {
      set: { startDate, endDate, days, reason },
      from: { startDate: current.startDate, endDate: current.endDate, days: current.days },
      to: { startDate, endDate, days },
    };
  });

export async function leaveBalance(ctx: ServiceContext, staffId: string, year = Number(todayIso().slice(0, 4))): Promise<LeaveBalance> {
  const actor = signedInActor(ctx);
  if (actor.area === 'admin') await requireStaffMember(ctx.db, staffId);
  const rules = await loadRequestRules(ctx.db);
  return computeLeaveBalance(year, rules.leaveDaysPerYear, await repo.heldLeave(ctx.db, staffId));
}
