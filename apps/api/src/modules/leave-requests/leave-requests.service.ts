// Leave: staff ask for (and change, withdraw) their own; admins add absences, approve, reject, cancel and delete.
import {
  absenceBackdateLimit,
  computeLeaveBalance,
  countLeaveDays,
  leaveRequestProblems,
  leaveWorkflow,
  todayIso,
  type CreateLeaveRequestInput,
  type LeaveAction,
  type LeaveBalance,
  type LeaveRequest,
  type LeaveRequestDetail,
  type LeaveStatus,
  type ListResponse,
} from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leaveRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { writeAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { badRequest, conflict } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import { loadRequestRules } from '../request-settings/request-settings.service';
import { defineRequestKind } from '../requests/request-kind';
import { requestHistory } from '../requests/request-history';
import { toRequestStaff } from '../requests/request-list';
import { lockStaffForNewRequest, lockStaffMember, requestActor, requestNotFound, requireStaffMember, visibleTo } from '../requests/request-scope';
import { applyTransition, checkTransition, softDelete } from '../requests/request-transition';
import * as repo from './leave-requests.repository';

export const leaveKind = defineRequestKind({ resource: 'leave-request', label: 'leave request', table: leaveRequests, workflow: leaveWorkflow });

const actorOf = requestActor;
const scopeOf = (actor: Actor) => visibleTo(actor, leaveRequests);

const toLeave = (row: repo.LeaveRow): LeaveRequest => ({
  id: row.id,
  staff: toRequestStaff(row),
  startDate: row.startDate,
  endDate: row.endDate,
  days: row.days,
  reason: row.reason,
  status: row.shownStatus as LeaveStatus,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listLeave(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<LeaveRequest>> {
  const actor = actorOf(ctx);
  const today = todayIso();
  const query = parseListQuery(rawQuery, repo.leaveListSpec(today));
  const { rows, total } = await repo.listLeave(ctx.db, query, scopeOf(actor), today, ctx.listMemory);
  return listResponse(rows.map(toLeave), total, query);
}

async function loadVisible(db: Db, actor: Actor, id: string): Promise<repo.LeaveRow> {
  const row = await repo.findLeave(db, id, scopeOf(actor), todayIso());
  if (!row) throw requestNotFound(leaveKind.label);
  return row;
}

async function detail(db: Db, actor: Actor, id: string): Promise<LeaveRequestDetail> {
  const row = await loadVisible(db, actor, id);
  return { ...toLeave(row), history: await requestHistory(db, leaveKind.resource, id) };
}

export const getLeave = (ctx: ServiceContext, id: string) => detail(ctx.db, actorOf(ctx), id);

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
export async function createLeave(ctx: ServiceContext, input: CreateLeaveRequestInput & { staffId?: string }): Promise<LeaveRequestDetail> {
  const actor = actorOf(ctx);
  const staffId = actor.area === 'staff' ? actor.id : (input.staffId as string);
  return ctx.db.transaction(async (tx) => {
    await lockStaffForNewRequest(tx, actor, staffId);
    const days = await checkDates(tx, actor, staffId, input);
    const id = await repo.insertLeave(tx, {
      staffId,
      startDate: input.startDate,
      endDate: input.endDate,
      days,
      reason: input.reason,
      createdByType: actor.area,
      createdById: actor.id,
    });
    await writeAudit(tx, {
      actor,
      action: 'create',
      entity: leaveKind.resource,
      entityId: id,
      to: { status: 'PENDING', startDate: input.startDate, endDate: input.endDate, days },
    });
    return detail(tx, actor, id);
  });
}

export async function updateLeave(ctx: ServiceContext, id: string, input: CreateLeaveRequestInput): Promise<LeaveRequestDetail> {
  const actor = actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    checkTransition(leaveWorkflow, 'update', actor, current.shownStatus as LeaveStatus, leaveKind.label);
    await lockStaffMember(tx, current.staffId);
    const days = await checkDates(tx, actor, current.staffId, input, id);
    const saved = await repo.updatePendingLeave(tx, id, { startDate: input.startDate, endDate: input.endDate, days, reason: input.reason });
    if (!saved) throw conflict('This leave request was decided a moment ago, so it can no longer be changed. Reload it.');
    await writeAudit(tx, {
      actor,
      action: 'update',
      entity: leaveKind.resource,
      entityId: id,
      from: { status: 'PENDING', startDate: current.startDate, endDate: current.endDate, days: current.days },
      to: { status: 'PENDING', startDate: input.startDate, endDate: input.endDate, days },
    });
    return detail(tx, actor, id);
  });
}

/** approve, reject, cancel (admin) and withdraw (staff). */
export async function decideLeave(ctx: ServiceContext, id: string, action: Exclude<LeaveAction, 'update'>, note?: string): Promise<LeaveRequestDetail> {
  const actor = actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    const shown = current.shownStatus as LeaveStatus;
    await applyTransition(tx, {
      kind: leaveKind,
      actor,
      id,
      action,
      shown,
      stored: current.storedStatus,
      note: note ?? null,
      // Approved leave may only be cancelled or withdrawn before it starts.
      guard: shown === 'APPROVED' ? sql`${sql.identifier('start_date')} > cast(${todayIso()} as date)` : undefined,
    });
    return detail(tx, actor, id);
  });
}

export async function deleteLeave(ctx: ServiceContext, id: string): Promise<void> {
  const actor = actorOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    await softDelete(tx, leaveKind, actor, id, current.shownStatus, current.storedStatus);
  });
}

export async function leaveBalance(ctx: ServiceContext, staffId: string, year = Number(todayIso().slice(0, 4))): Promise<LeaveBalance> {
  const actor = actorOf(ctx);
  if (actor.area === 'admin') await requireStaffMember(ctx.db, staffId);
  const rules = await loadRequestRules(ctx.db);
  return computeLeaveBalance(year, rules.leaveDaysPerYear, await repo.heldLeave(ctx.db, staffId));
}
