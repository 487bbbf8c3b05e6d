// Payment requests in SQL.
import { paymentRequestListFields, paymentRequestStatusSchema, requestCategorySchema } from '@crewbase/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentRequests, staff } from '../../db/schema';
import type { ListMemory } from '../../platform/list-memory';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';
import { requestListFields, requestStaffColumns } from '../requests/request-list';

const t = paymentRequests;

export const paymentListSpec = defineListSpec<(typeof paymentRequestListFields)[number]>({
  fields: {
    ...requestListFields(t.createdAt),
    category: { expr: t.category, type: 'enum', values: requestCategorySchema.options },
    amount: { expr: t.amount, type: 'number' },
    status: { expr: t.status, type: 'enum', values: paymentRequestStatusSchema.options },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: t.id,
});

const columns = {
  id: t.id,
  staffId: t.staffId,
  category: t.category,
  amount: t.amount,
  description: t.description,
  status: t.status,
  paid: t.paid,
  issuedAt: t.issuedAt,
  decisionNote: t.decisionNote,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  ...requestStaffColumns,
};

export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findPayment>>>;

export async function listPayments(db: Db, query: ParsedListQuery, scope: SQL, memory: ListMemory) {
  const where = and(scope, query.where);
  const rows = await db.select(columns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(where).orderBy(...query.orderBy).limit(query.limit).offset(query.offset);
  // Remembered for a few seconds (platform list memory), forgotten after any write.
  const total = await memory.total('payment-requests', where, async () => {
    const [{ total: counted }] = await db.select({ total: sql<number>`count(*)::int` }).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(where);
    return counted;
  });
  return { rows, total };
}

export async function findPayment(db: Db, id: string, scope: SQL) {
  const [row] = await db.select(columns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(and(eq(t.id, id), scope));
  return row;
}

export async function insertPayment(db: Db, values: typeof t.$inferInsert): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row.id;
}
