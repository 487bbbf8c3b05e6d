// Loans: staff ask (and change, withdraw); admins approve an amount and plan length, decline, disburse (which
// creates the monthly plan) and mark installments paid. Ceilings come from the request settings.
import {
  buildRepaymentPlan,
  computeLoanBalance,
  firstRepaymentDate,
  fromMinorUnits,
  loanStatusAfterPayment,
  loanWorkflow,
  todayIso,
  toMinorUnits,
  type ApproveLoanInput,
  type CreateLoanRequestInput,
  type DisburseLoanInput,
  type ErrorDetail,
  type ListResponse,
  type LoanBalance,
  type LoanRequest,
  type LoanRequestDetail,
  type LoanStatus,
} from '@crewbase/domain';
import type { Db } from '../../db/database';
import { loanRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { writeAudit } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import { loadRequestRules, type RequestRules } from '../request-settings/request-settings.service';
import { defineRequestKind } from '../requests/request-kind';
import { requestHistory } from '../requests/request-history';
import { toRequestStaff } from '../requests/request-list';
import { lockStaffForNewRequest, lockStaffMember, requestActor, requestNotFound, requireStaffMember, visibleTo } from '../requests/request-scope';
import { applyTransition, checkTransition, lockRequest, softDelete } from '../requests/request-transition';
import * as repo from './loan-requests.repository';

export const loanKind = defineRequestKind({ resource: 'loan-request', label: 'loan request', table: loanRequests, workflow: loanWorkflow });

const scopeOf = (actor: Actor) => visibleTo(actor, loanRequests);
const money = (numeric: string) => fromMinorUnits(toMinorUnits(numeric));

const toLoan = (row: repo.LoanRow): LoanRequest => ({
  id: row.id,
  staff: toRequestStaff(row),
  amountRequested: money(row.amountRequested),
  amount: row.amount === null ? null : money(row.amount),
  repaymentMonths: row.repaymentMonths,
  reason: row.reason,
  status: row.status,
  disbursedAt: row.disbursedAt?.toISOString() ?? null,
  amountPaid: money(row.amountPaid),
  amountOutstanding: money(row.amountOutstanding),
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listLoans(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<LoanRequest>> {
  const actor = requestActor(ctx);
  const query = parseListQuery(rawQuery, repo.loanListSpec);
  const { rows, total } = await repo.listLoans(ctx.db, query, scopeOf(actor), ctx.listMemory);
  return listResponse(rows.map(toLoan), total, query);
}

async function loadVisible(db: Db, actor: Actor, id: string): Promise<repo.LoanRow> {
  const row = await repo.findLoan(db, id, scopeOf(actor));
  if (!row) throw requestNotFound(loanKind.label);
  return row;
}

async function detail(db: Db, actor: Actor, id: string): Promise<LoanRequestDetail> {
  const row = await loadVisible(db, actor, id);
  const plan = await repo.repaymentPlan(db, id);
  return {
    ...toLoan(row),
    repaymentPlan: plan.map((i) => ({
      id: i.id,
      number: i.installmentNumber,
      dueDate: i.dueDate,
      amount: money(i.amount),
      status: i.paidAt ? 'PAID' : 'UNPAID',
      paidAt: i.paidAt?.toISOString() ?? null,
    })),
    history: await requestHistory(db, loanKind.resource, id),
  };
}

export const getLoan = (ctx: ServiceContext, id: string) => detail(ctx.db, requestActor(ctx), id);

async function balanceOf(db: Db, rules: RequestRules, staffId: string, exceptId?: string): Promise<LoanBalance & { availableMinor: number }> {
  const exposure = await repo.loanExposure(db, staffId, exceptId);
  const balance = computeLoanBalance(rules.loanMaxMinor, toMinorUnits(exposure.outstanding), toMinorUnits(exposure.committed), rules.loanMaxRepaymentMonths);
  return { ...balance, availableMinor: toMinorUnits(balance.available) };
}

/** The amount and plan length against the ceiling and the longest plan; 400 naming each field. */
async function checkLoan(db: Db, staffId: string, amountField: string, amountMinor: number, months: number, exceptId?: string): Promise<void> {
  const rules = await loadRequestRules(db);
  const balance = await balanceOf(db, rules, staffId, exceptId);
  const problems: ErrorDetail[] = [];
  if (amountMinor > balance.availableMinor) {
    problems.push({
      path: amountField,
      message:
        balance.availableMinor === 0
          ? `No more can be borrowed now: the limit of ${balance.ceiling} is taken by ${balance.outstanding} owed and ${balance.committed} requested.`
          : `At most ${balance.available} can be borrowed now (limit ${balance.ceiling}, ${balance.outstanding} owed, ${balance.committed} requested).`,
    });
  }
  if (months > rules.loanMaxRepaymentMonths) {
    problems.push({ path: 'repaymentMonths', message: `Repay over at most ${rules.loanMaxRepaymentMonths} months.` });
  }
  if (problems.length > 0) throw badRequest(`The loan cannot be saved: ${problems.map((p) => p.message).join(' ')}`, problems);
}

export async function createLoan(ctx: ServiceContext, input: CreateLoanRequestInput & { staffId?: string }): Promise<LoanRequestDetail> {
  const actor = requestActor(ctx);
  const staffId = actor.area === 'staff' ? actor.id : (input.staffId as string);
  const amountMinor = toMinorUnits(input.amountRequested);
  return ctx.db.transaction(async (tx) => {
    await lockStaffForNewRequest(tx, actor, staffId);
    await checkLoan(tx, staffId, 'amountRequested', amountMinor, input.repaymentMonths);
    const id = await repo.insertLoan(tx, {
      staffId,
      amountRequested: fromMinorUnits(amountMinor),
      repaymentMonths: input.repaymentMonths,
      reason: input.reason,
      createdByType: actor.area,
      createdById: actor.id,
    });
    await writeAudit(tx, {
      actor,
      action: 'create',
      entity: loanKind.resource,
      entityId: id,
      to: { status: 'PENDING', amountRequested: fromMinorUnits(amountMinor), repaymentMonths: input.repaymentMonths },
    });
    return detail(tx, actor, id);
  });
}

export async function updateLoan(ctx: ServiceContext, id: string, input: CreateLoanRequestInput): Promise<LoanRequestDetail> {
  const actor = requestActor(ctx);
  const amountMinor = toMinorUnits(input.amountRequested);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    checkTransition(loanWorkflow, 'update', actor, current.status, loanKind.label);
    await lockStaffMember(tx, current.staffId);
    await checkLoan(tx, current.staffId, 'amountRequested', amountMinor, input.repaymentMonths, id);
    const saved = await repo.updatePendingLoan(tx, id, { amountRequested: fromMinorUnits(amountMinor), repaymentMonths: input.repaymentMonths, reason: input.reason });
    if (!saved) throw conflict('This loan request was decided a moment ago, so it can no longer be changed. Reload it.');
    await writeAudit(tx, {
      actor,
      action: 'update',
      entity: loanKind.resource,
      entityId: id,
      from: { status: 'PENDING', amountRequested: money(current.amountRequested), repaymentMonths: current.repaymentMonths },
      to: { status: 'PENDING', amountRequested: fromMinorUnits(amountMinor), repaymentMonths: input.repaymentMonths },
    });
    return detail(tx, actor, id);
  });
}

/** withdraw (staff) and decline (admin). */
export async function decideLoan(ctx: ServiceContext, id: string, action: 'withdraw' | 'decline', note?: string): Promise<LoanRequestDetail> {
  const actor = requestActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    await applyTransition(tx, { kind: loanKind, actor, id, action, shown: current.status, stored: current.status, note: note ?? null });
    return detail(tx, actor, id);
  });
}

/** Grants an amount (at most the amount asked, within the ceiling) repaid over a number of months. */
export async function approveLoan(ctx: ServiceContext, id: string, input: ApproveLoanInput): Promise<LoanRequestDetail> {
  const actor = adminActor(ctx);
  const amountMinor = toMinorUnits(input.amount);
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    checkTransition(loanWorkflow, 'approve', actor, current.status, loanKind.label);
    if (amountMinor > toMinorUnits(current.amountRequested)) {
      const message = `Approve at most the amount requested (${money(current.amountRequested)}).`;
      throw badRequest(message, [{ path: 'amount', message }]);
    }
    await lockStaffMember(tx, current.staffId);
    await checkLoan(tx, current.staffId, 'amount', amountMinor, input.repaymentMonths, id);
    const amount = fromMinorUnits(amountMinor);
    await applyTransition(tx, {
      kind: loanKind,
      actor,
      id,
      action: 'approve',
      shown: current.status,
      stored: current.status,
      note: input.note ?? null,
      set: [
        ['amount', amount],
        ['repayment_months', input.repaymentMonths],
      ],
      details: { amount, repaymentMonths: input.repaymentMonths },
    });
    return detail(tx, actor, id);
  });
}

/** Pays out the approved amount and creates the monthly plan. */
export async function disburseLoan(ctx: ServiceContext, id: string, input: DisburseLoanInput): Promise<LoanRequestDetail> {
  const actor = adminActor(ctx);
  const today = todayIso();
  const firstDueDate = input.firstDueDate ?? firstRepaymentDate(today);
  if (firstDueDate <= today) {
    const message = 'The first installment must fall due after today.';
    throw badRequest(message, [{ path: 'firstDueDate', message }]);
  }
  return ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    checkTransition(loanWorkflow, 'disburse', actor, current.status, loanKind.label);
    const amountMinor = toMinorUnits(current.amount ?? current.amountRequested);
    const plan = buildRepaymentPlan(amountMinor, current.repaymentMonths, firstDueDate);
    await applyTransition(tx, {
      kind: loanKind,
      actor,
      id,
      action: 'disburse',
      shown: current.status,
      stored: current.status,
      note: input.note ?? null,
      set: [['disbursed_at', new Date().toISOString()]],
      details: { amount: fromMinorUnits(amountMinor), installments: plan.length, firstDueDate },
    });
    await repo.insertPlan(tx, id, plan.map((i) => ({ number: i.number, dueDate: i.dueDate, amount: fromMinorUnits(i.amountMinor) })));
    return detail(tx, actor, id);
  });
}

/** Marks one installment paid: the loan moves to REPAYMENT_IN_PROGRESS, and to COMPLETED with the last one. */
export async function setInstallmentPaid(ctx: ServiceContext, id: string, installmentId: string): Promise<LoanRequestDetail> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    // Payments of one loan go one after the other, so the state read here is the state written.
    await lockRequest(tx, loanKind, id);
    const current = await loadVisible(tx, actor, id);
    checkTransition(loanWorkflow, 'setInstallmentPaid', actor, current.status, loanKind.label);
    const result = await repo.markInstallmentPaid(tx, id, installmentId, actor.id);
    if (result.outcome === 'missing') throw notFound('That installment is not part of this loan.');
    if (result.outcome === 'already') throw conflict('That installment is already paid.');
    const counts = await repo.installmentCounts(tx, id);
    const to: LoanStatus = loanStatusAfterPayment(counts.paid, counts.total);
    await applyTransition(tx, {
      kind: loanKind,
      actor,
      id,
      action: 'setInstallmentPaid',
      shown: current.status,
      stored: current.status,
      to,
      details: { installment: result.number, paidInstallments: counts.paid, installments: counts.total },
    });
    return detail(tx, actor, id);
  });
}

export async function deleteLoan(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requestActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await loadVisible(tx, actor, id);
    await softDelete(tx, loanKind, actor, id, current.status, current.status);
  });
}

export async function loanBalance(ctx: ServiceContext, staffId: string): Promise<LoanBalance> {
  const actor = requestActor(ctx);
  if (actor.area === 'admin') await requireStaffMember(ctx.db, staffId);
  const { availableMinor: _a, ...balance } = await balanceOf(ctx.db, await loadRequestRules(ctx.db), staffId);
  return balance;
}
