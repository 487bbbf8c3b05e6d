// Loan requests and their repayment plans in SQL. Money stays numeric in SQL and integer minor units in code.
import type { LoanStatus } from '@crewbase/domain';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loanRepayments, loanRequests, staff } from '../../db/schema';
import { requestStaffColumns } from '../requests/request-list';

const paidSum = sql<string>`(select coalesce(sum(${loanRepayments.amount}), 0)::text from ${loanRepayments}
  where ${loanRepayments.loanRequestId} = ${loanRequests.id} and ${loanRepayments.paidAt} is not null)`;
const unpaidSum = sql<string>`(select coalesce(sum(${loanRepayments.amount}), 0)::text from ${loanRepayments}
  where ${loanRepayments.loanRequestId} = ${loanRequests.id} and ${loanRepayments.paidAt} is null)`;

/** A loan as its answers read it: joined to its staff member, with what has been repaid and is still owed. */
export const loanColumns = {
  id: loanRequests.id,
  staffId: loanRequests.staffId,
  amountRequested: loanRequests.amountRequested,
  amount: loanRequests.amount,
  repaymentMonths: loanRequests.repaymentMonths,
  reason: loanRequests.reason,
  status: loanRequests.status,
  disbursedAt: loanRequests.disbursedAt,
  amountPaid: paidSum,
  amountOutstanding: unpaidSum,
  decisionNote: loanRequests.decisionNote,
  createdAt: loanRequests.createdAt,
  updatedAt: loanRequests.updatedAt,
  ...requestStaffColumns,
};

export type LoanRow = Awaited<ReturnType<typeof loanRows>>[number];

/** The loans meeting `where`, with their staff member and what has been repaid and is still owed. */
export const loanRows = (db: Db, where: SQL) => db.select(loanColumns).from(loanRequests).innerJoin(staff, eq(staff.id, loanRequests.staffId)).where(where);

export const repaymentPlan = (db: Db, loanId: string) =>
  db.select().from(loanRepayments).where(eq(loanRepayments.loanRequestId, loanId)).orderBy(asc(loanRepayments.installmentNumber));

/** What the staff member owes on disbursed loans and has asked for or been granted but not received, in minor-unit text. */
export async function loanExposure(db: Db, staffId: string, exceptId?: string): Promise<{ outstanding: string; committed: string }> {
  const live = and(eq(loanRequests.staffId, staffId), isNull(loanRequests.deletedAt), exceptId ? ne(loanRequests.id, exceptId) : undefined);
  const [owed] = await db
    .select({ sum: sql<string>`coalesce(sum(${loanRepayments.amount}), 0)::text` })
    .from(loanRepayments)
    .innerJoin(loanRequests, eq(loanRequests.id, loanRepayments.loanRequestId))
    .where(and(live, isNull(loanRepayments.paidAt), inArray(loanRequests.status, ['DISBURSED', 'REPAYMENT_IN_PROGRESS'] satisfies LoanStatus[])));
  const [asked] = await db
    .select({ sum: sql<string>`coalesce(sum(coalesce(${loanRequests.amount}, ${loanRequests.amountRequested})), 0)::text` })
    .from(loanRequests)
    .where(and(live, inArray(loanRequests.status, ['PENDING', 'APPROVED'] satisfies LoanStatus[])));
  return { outstanding: owed.sum, committed: asked.sum };
}

export async function insertPlan(db: Db, loanId: string, installments: Array<{ number: number; dueDate: string; amount: string }>): Promise<void> {
  await db.insert(loanRepayments).values(installments.map((i) => ({ loanRequestId: loanId, installmentNumber: i.number, dueDate: i.dueDate, amount: i.amount })));
}

/** Marks one installment of the loan paid; 'paid' when it was, 'already' when it had been, 'missing' when it is not the loan's. */
export async function markInstallmentPaid(db: Db, loanId: string, installmentId: string, adminId: string): Promise<{ outcome: 'paid' | 'already' | 'missing'; number?: number }> {
  const rows = await db
    .update(loanRepayments)
    .set({ paidAt: new Date(), paidById: adminId })
    .where(and(eq(loanRepayments.id, installmentId), eq(loanRepayments.loanRequestId, loanId), isNull(loanRepayments.paidAt)))
    .returning({ number: loanRepayments.installmentNumber });
  if (rows.length > 0) return { outcome: 'paid', number: rows[0].number };
  const [existing] = await db.select({ id: loanRepayments.id }).from(loanRepayments).where(and(eq(loanRepayments.id, installmentId), eq(loanRepayments.loanRequestId, loanId)));
  return { outcome: existing ? 'already' : 'missing' };
}

export async function installmentCounts(db: Db, loanId: string): Promise<{ paid: number; total: number }> {
  const [row] = await db
    .select({ paid: sql<number>`count(${loanRepayments.paidAt})::int`, total: sql<number>`count(*)::int` })
    .from(loanRepayments)
    .where(eq(loanRepayments.loanRequestId, loanId));
  return row;
}
