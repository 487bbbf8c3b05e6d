// Loan requests and their repayment plans in SQL. Money stays numeric in SQL and integer minor units in code.
import { loanRequestListFields, loanStatusSchema, type LoanStatus } from '@crewbase/domain';
import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loanRepayments, loanRequests, staff } from '../../db/schema';
import type { ListMemory } from '../../platform/list-memory';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';
import { requestListFields, requestStaffColumns } from '../requests/request-list';

export const loanListSpec = defineListSpec<(typeof loanRequestListFields)[number]>({
  fields: {
    ...requestListFields(loanRequests.createdAt),
    amountRequested: { expr: loanRequests.amountRequested, type: 'number' },
    amount: { expr: loanRequests.amount, type: 'number' },
    status: { expr: loanRequests.status, type: 'enum', values: loanStatusSchema.options },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: loanRequests.id,
});

const paidSum = sql<string>`(select coalesce(sum(${loanRepayments.amount}), 0)::text from ${loanRepayments}
  where ${loanRepayments.loanRequestId} = ${loanRequests.id} and ${loanRepayments.paidAt} is not null)`;
const unpaidSum = sql<string>`(select coalesce(sum(${loanRepayments.amount}), 0)::text from ${loanRepayments}
  where ${loanRepayments.loanRequestId} = ${loanRequests.id} and ${loanRepayments.paidAt} is null)`;

const columns = {
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

export type LoanRow = NonNullable<Awaited<ReturnType<typeof findLoan>>>;

export async function listLoans(db: Db, query: ParsedListQuery, scope: SQL, memory: ListMemory) {
  const where = and(scope, query.where);
  const rows = await db
    .select(columns)
    .from(loanRequests)
    .innerJoin(staff, eq(staff.id, loanRequests.staffId))
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  // Remembered for a few seconds (platform list memory), forgotten after any write.
  const total = await memory.total('loan-requests', where, async () => {
    const [{ total: counted }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(loanRequests)
    .innerJoin(staff, eq(staff.id, loanRequests.staffId))
    .where(where);
    return counted;
  });
  return { rows, total };
}

export async function findLoan(db: Db, id: string, scope: SQL) {
  const [row] = await db
    .select(columns)
    .from(loanRequests)
    .innerJoin(staff, eq(staff.id, loanRequests.staffId))
    .where(and(eq(loanRequests.id, id), scope));
  return row;
}

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

export async function insertLoan(db: Db, values: typeof loanRequests.$inferInsert): Promise<string> {
  const [row] = await db.insert(loanRequests).values(values).returning({ id: loanRequests.id });
  return row.id;
}

export async function updatePendingLoan(db: Db, id: string, values: { amountRequested: string; repaymentMonths: number; reason: string }): Promise<boolean> {
  const rows = await db
    .update(loanRequests)
    .set(values)
    .where(and(eq(loanRequests.id, id), eq(loanRequests.status, 'PENDING'), isNull(loanRequests.deletedAt)))
    .returning({ id: loanRequests.id });
  return rows.length > 0;
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
