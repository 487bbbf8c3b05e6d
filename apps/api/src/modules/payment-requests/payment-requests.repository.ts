// Payment requests in SQL.
import { paymentRequestListFields, paymentRequestStatusSchema, requestCategorySchema } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentRequests, staff } from '../../db/schema';
import { defineListSpec } from '../../platform/list-query';
import { requestListFields, requestStaffColumns } from '../requests/request-list';
import { requestRows } from '../requests/request-rows';

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

const rows = requestRows(t, (db: Db) => db.select(columns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).$dynamic(), 'payment-requests');

export const listPayments = rows.list;
export const findPayment = rows.find;

export async function insertPayment(db: Db, values: typeof t.$inferInsert): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row.id;
}
