// Leave: staff ask for (and change) their own; admins add absences. Decisions, deletion and reading one go through
// the workflow record kit (leave-requests.record.ts).
import {
  absenceBackdateLimit,
  computeLeaveBalance,
  countLeaveDays,
  leaveRequestProblems,
  proRatedEntitlement,
  todayIso,
  type CalendarDate,
  type CreateLeaveRequestInput,
  type LeaveBalance,
  type LeaveType,
  type LeaveTypeBalance,
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
import * as leaveTypes from '../leave-type/leave-type.repository';
import { holidayDates } from '../public-holiday/public-holiday.repository';
import { lockStaffForNewRequest, lockStaffMember, requireStaffMember } from '../requests/request-staff';
import { leaveRecord } from './leave-requests.record';
import { leaveResource } from './leave-requests.resource';
import * as repo from './leave-requests.repository';

/** The caller's leave list: staff their own, admins everyone's (leave-requests.resource.ts). */
export const listLeave = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<LeaveRequest>> =>
  listResource(ctx, leaveResource, rawQuery, signedInActor(ctx));

const yearOf = (date: CalendarDate) => Number(date.slice(0, 4));

/** The request's type: the one chosen, or Annual when none is named (as every request was before leave types). */
async function chosenType(db: Db, leaveTypeId: string | undefined, keptTypeId?: string): Promise<LeaveType> {
  const problem = (message: string) => badRequest(`The leave request cannot be saved: ${message}`, [{ path: 'leaveTypeId', message }]);
  const type = leaveTypeId ? await leaveTypes.find(db, leaveTypeId) : keptTypeId ? await leaveTypes.find(db, keptTypeId) : await leaveTypes.findByCode(db, 'ANNUAL');
  if (!type) throw problem('That leave type does not exist.');
  if (!type.active && type.id !== keptTypeId) throw problem(`${type.name} leave is no longer offered; choose another type.`);
  return type;
}

/** A type's entitlement of `year` for someone who joined on `joined`, or null when the type is not limited. */
const entitlementOf = (type: LeaveType, joined: CalendarDate | null) => (year: number) =>
  type.countsAgainstBalance ? proRatedEntitlement(type.entitlementDays, year, joined, type.proRated) : null;

/**
 * Checks the dates against the rules, the type's balance and the person's other leave; 400 naming each problem.
 * Staff may not ask for past days; an admin recording an absence ("Add Absence") may go back to 1 January of last
 * year. Public holidays are not leave days. Returns the working days the request takes.
 */
async function checkDates(db: Db, actor: Actor, staffId: string, input: CreateLeaveRequestInput, type: LeaveType, exceptId?: string): Promise<number> {
  const others = await repo.heldLeave(db, staffId, exceptId);
  const joined = await repo.dateJoined(db, staffId);
  const holidays = await holidayDates(db, `${yearOf(input.startDate)}-01-01`, `${Math.max(yearOf(input.endDate), yearOf(input.startDate))}-12-31`);
  const today = todayIso();
  const earliest = actor.area === 'admin' ? absenceBackdateLimit(today) : today;
  const problems = leaveRequestProblems(
    { ...input, leaveTypeId: type.id },
    { today, earliest, entitlement: entitlementOf(type, joined), typeName: type.name, others, holidays },
  );
  if (problems.length > 0) throw badRequest(`The leave request cannot be saved: ${problems.map((p) => p.message).join(' ')}`, problems);
  return countLeaveDays(input.startDate, input.endDate, holidays);
}

/** Staff: for themselves. Admin ("Add Absence"): for `staffId`. Starts PENDING either way. */
export const createLeave = (ctx: ServiceContext, input: CreateLeaveRequestInput & { staffId?: string }): Promise<LeaveRequestDetail> =>
  leaveRecord.create(ctx, async (tx, actor) => {
    const staffId = actor.area === 'staff' ? actor.id : (input.staffId as string);
    await lockStaffForNewRequest(tx, actor, staffId);
    const type = await chosenType(tx, input.leaveTypeId);
    const days = await checkDates(tx, actor, staffId, input, type);
    const { startDate, endDate, reason } = input;
    return {
      values: { staffId, leaveTypeId: type.id, startDate, endDate, days, reason, createdByType: actor.area, createdById: actor.id },
      details: { leaveType: type.name, startDate, endDate, days },
    };
  });

/** A pending request's new type, dates and reason (the workflow's `update`); no type sent keeps the current one. */
export const updateLeave = (ctx: ServiceContext, id: string, input: CreateLeaveRequestInput): Promise<LeaveRequestDetail> =>
  leaveRecord.edit(ctx, id, 'update', async (tx, actor, current) => {
    await lockStaffMember(tx, current.staffId);
    const type = await chosenType(tx, input.leaveTypeId, current.leaveTypeId);
    const days = await checkDates(tx, actor, current.staffId, input, type, id);
    const { startDate, endDate, reason } = input;
    return {
      set: { leaveTypeId: type.id, startDate, endDate, days, reason },
      from: { leaveType: current.leaveTypeName, startDate: current.startDate, endDate: current.endDate, days: current.days },
      to: { leaveType: type.name, startDate, endDate, days },
    };
  });

async function balanceInputs(ctx: ServiceContext, staffId: string, year: number) {
  const actor = signedInActor(ctx);
  if (actor.area === 'admin') await requireStaffMember(ctx.db, staffId);
  const held = await repo.heldLeave(ctx.db, staffId);
  const joined = await repo.dateJoined(ctx.db, staffId);
  const holidays = await holidayDates(ctx.db, `${year}-01-01`, `${year}-12-31`);
  return { held, joined, holidays };
}

/** Annual leave's balance of `year` (the balance every request had before leave types). */
export async function leaveBalance(ctx: ServiceContext, staffId: string, year = yearOf(todayIso())): Promise<LeaveBalance> {
  const { held, joined, holidays } = await balanceInputs(ctx, staffId, year);
  const annual = await chosenType(ctx.db, undefined);
  const entitlement = entitlementOf(annual, joined)(year) ?? 0;
  return computeLeaveBalance(year, entitlement, held.filter((r) => r.leaveTypeId === annual.id), holidays);
}

/** The balance of each active type of `year`: entitlement (pro-rated in the year the person joined), used, pending, remaining. */
export async function leaveBalances(ctx: ServiceContext, staffId: string, year = yearOf(todayIso())): Promise<LeaveTypeBalance[]> {
  const { held, joined, holidays } = await balanceInputs(ctx, staffId, year);
  return (await leaveTypes.active(ctx.db)).map((type) => {
    const entitlement = proRatedEntitlement(type.entitlementDays, year, joined, type.proRated);
    const balance = computeLeaveBalance(year, entitlement, held.filter((r) => r.leaveTypeId === type.id), holidays);
    return {
      leaveType: { id: type.id, name: type.name, paid: type.paid, documentRequired: type.documentRequired, countsAgainstBalance: type.countsAgainstBalance },
      year,
      entitlement,
      used: balance.used,
      pending: balance.pending,
      remaining: type.countsAgainstBalance ? balance.remaining : Math.max(balance.remaining, 0),
    };
  });
}
