// Loans as a workflow record. What the actions do besides moving the status: approving grants an amount and a plan
// length within the limits, disbursing pays out and creates the monthly plan, and an installment paid moves the loan
// to REPAYMENT_IN_PROGRESS, then COMPLETED with the last one.
import {
  buildRepaymentPlan,
  formatNaira,
  firstRepaymentDate,
  fromMinorUnits,
  loanStatusAfterPayment,
  loanWorkflow,
  todayIso,
  toMinorUnits,
  type ApproveLoanInput,
  type DisburseLoanInput,
  type LoanRequest,
  type LoanStatus,
  type RepaymentInstallment,
  type SetInstallmentPaidInput,
} from '@crewbase/domain';
import { loanRequests } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { defineWorkflowRecord, type ActionContext } from '../../platform/workflow-record';
import { moneyText } from '../requests/money-text';
import { toRequestStaff } from '../requests/request-list';
import { requestNotices } from '../requests/request-notices';
import { lockStaffMember } from '../requests/request-staff';
import { checkLoanLimits } from './loan-limits';
import * as repo from './loan-requests.repository';

type Action<Body> = ActionContext<repo.LoanRow, LoanStatus, Body>;

export const toLoan = (row: repo.LoanRow): LoanRequest => ({
  id: row.id,
  staff: toRequestStaff(row),
  amountRequested: moneyText(row.amountRequested),
  amount: row.amount === null ? null : moneyText(row.amount),
  repaymentMonths: row.repaymentMonths,
  reason: row.reason,
  status: row.status,
  disbursedAt: row.disbursedAt?.toISOString() ?? null,
  amountPaid: moneyText(row.amountPaid),
  amountOutstanding: moneyText(row.amountOutstanding),
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toInstallment = (i: Awaited<ReturnType<typeof repo.repaymentPlan>>[number]): RepaymentInstallment => ({
  id: i.id,
  number: i.installmentNumber,
  dueDate: i.dueDate,
  amount: moneyText(i.amount),
  status: i.paidAt ? 'PAID' : 'UNPAID',
  paidAt: i.paidAt?.toISOString() ?? null,
});

/** Grants an amount (at most the amount asked, within the ceiling) repaid over a number of months. */
async function approve({ db, row, body }: Action<ApproveLoanInput>) {
  const amountMinor = toMinorUnits(body.amount);
  if (amountMinor > toMinorUnits(row.amountRequested)) {
    const message = `Approve at most the amount requested (${moneyText(row.amountRequested)}).`;
    throw badRequest(message, [{ path: 'amount', message }]);
  }
  await lockStaffMember(db, row.staffId);
  await checkLoanLimits(db, row.staffId, 'amount', amountMinor, body.repaymentMonths, row.id);
  const amount = fromMinorUnits(amountMinor);
  return { set: { amount, repaymentMonths: body.repaymentMonths }, details: { amount, repaymentMonths: body.repaymentMonths } };
}

/** Pays out the approved amount and creates the monthly plan (the first installment a month on unless chosen). */
async function disburse({ db, row, body }: Action<DisburseLoanInput | null | undefined>) {
  const today = todayIso();
  const firstDueDate = body?.firstDueDate ?? firstRepaymentDate(today);
  if (firstDueDate <= today) {
    const message = 'The first installment must fall due after today.';
    throw badRequest(message, [{ path: 'firstDueDate', message }]);
  }
  const amountMinor = toMinorUnits(row.amount ?? row.amountRequested);
  const plan = buildRepaymentPlan(amountMinor, row.repaymentMonths, firstDueDate);
  await repo.insertPlan(db, row.id, plan.map((i) => ({ number: i.number, dueDate: i.dueDate, amount: fromMinorUnits(i.amountMinor) })));
  return { set: { disbursedAt: new Date() }, details: { amount: fromMinorUnits(amountMinor), installments: plan.length, firstDueDate } };
}

/** Marks one installment paid; the loan's state follows from how many remain. */
async function setInstallmentPaid({ db, actor, row, body }: Action<SetInstallmentPaidInput>) {
  const result = await repo.markInstallmentPaid(db, row.id, body.installmentId, actor.id);
  if (result.outcome === 'missing') throw notFound('That installment is not part of this loan.');
  if (result.outcome === 'already') throw conflict('That installment is already paid.');
  const counts = await repo.installmentCounts(db, row.id);
  return {
    to: loanStatusAfterPayment(counts.paid, counts.total),
    details: { installment: result.number, paidInstallments: counts.paid, installments: counts.total },
  };
}

export const loanRecord = defineWorkflowRecord({
  resource: 'loan-request',
  label: 'loan request',
  table: loanRequests,
  workflow: loanWorkflow,
  owner: loanRequests.staffId,
  rows: repo.loanRows,
  toItems: async (_db, rows) => rows.map(toLoan),
  detail: async (db, row) => ({ repaymentPlan: (await repo.repaymentPlan(db, row.id)).map(toInstallment) }),
  effects: { approve, disburse, setInstallmentPaid },
  // Payments of one loan go one after the other, so the state read is the state written.
  lockFirst: ['setInstallmentPaid'],
  auditActions: { setInstallmentPaid: 'set-to-paid' },
  // Approved in bulk: the amount asked for, over the months asked for (the limits are checked as for one approval).
  bulkBodies: { approve: (row, note): ApproveLoanInput => ({ amount: row.amountRequested, repaymentMonths: row.repaymentMonths, note }) },
  notify: requestNotices({
    entity: 'loan-request',
    label: 'loan request',
    describe: (row: repo.LoanRow) => `${formatNaira(row.amount ?? row.amountRequested)}, repaid over ${row.repaymentMonths} month${row.repaymentMonths === 1 ? '' : 's'}`,
    decisions: { approve: 'approved', decline: 'declined', disburse: 'disbursed' },
  }),
});
