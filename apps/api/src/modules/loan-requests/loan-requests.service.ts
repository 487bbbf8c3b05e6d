// Loans: staff ask (and change) their own, admins ask for staff; ceilings come from the request settings. Decisions,
// disbursement, installments, deletion and reading one go through the workflow record (loan-requests.record.ts).
import {
  fromMinorUnits,
  toMinorUnits,
  type CreateLoanRequestInput,
  type ListResponse,
  type LoanBalance,
  type LoanRequest,
  type LoanRequestDetail,
} from '@crewbase/domain';
import type { ServiceContext } from '../../platform/context';
import { listResource } from '../../platform/resource';
import { signedInActor } from '../../platform/workflow-record';
import { loadRequestRules } from '../request-settings/request-settings.service';
import { moneyText } from '../requests/money-text';
import { lockStaffForNewRequest, lockStaffMember, requireStaffMember } from '../requests/request-staff';
import { checkLoanLimits, loanBalanceOf } from './loan-limits';
import { loanRecord } from './loan-requests.record';
import { loanResource } from './loan-requests.resource';

/** The caller's loan list: staff their own, admins everyone's (loan-requests.resource.ts). */
export const listLoans = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<LoanRequest>> => listResource(ctx, loanResource, rawQuery, signedInActor(ctx));

export const createLoan = (ctx: ServiceContext, input: CreateLoanRequestInput & { staffId?: string }): Promise<LoanRequestDetail> =>
  loanRecord.create(ctx, async (tx, actor) => {
    const staffId = actor.area === 'staff' ? actor.id : (input.staffId as string);
    const amountMinor = toMinorUnits(input.amountRequested);
    await lockStaffForNewRequest(tx, actor, staffId);
    await checkLoanLimits(tx, staffId, 'amountRequested', amountMinor, input.repaymentMonths);
    const amountRequested = fromMinorUnits(amountMinor);
    return {
      values: { staffId, amountRequested, repaymentMonths: input.repaymentMonths, reason: input.reason, createdByType: actor.area, createdById: actor.id },
      details: { amountRequested, repaymentMonths: input.repaymentMonths },
    };
  });

/** A pending loan's new amount, plan length and reason (the workflow's `update`). */
export const updateLoan = (ctx: ServiceContext, id: string, input: CreateLoanRequestInput): Promise<LoanRequestDetail> =>
  loanRecord.edit(ctx, id, 'update', async (tx, _actor, current) => {
    const amountMinor = toMinorUnits(input.amountRequested);
    await lockStaffMember(tx, current.staffId);
    await checkLoanLimits(tx, current.staffId, 'amountRequested', amountMinor, input.repaymentMonths, id);
    const amountRequested = fromMinorUnits(amountMinor);
    return {
      set: { amountRequested, repaymentMonths: input.repaymentMonths, reason: input.reason },
      from: { amountRequested: moneyText(current.amountRequested), repaymentMonths: current.repaymentMonths },
      to: { amountRequested, repaymentMonths: input.repaymentMonths },
    };
  });

export async function loanBalance(ctx: ServiceContext, staffId: string): Promise<LoanBalance> {
  const actor = signedInActor(ctx);
  if (actor.area === 'admin') await requireStaffMember(ctx.db, staffId);
  const { availableMinor: _a, ...balance } = await loanBalanceOf(ctx.db, await loadRequestRules(ctx.db), staffId);
  return balance;
}
