// Payment requests in SQL.
import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentRequests, staff } from '../../db/schema';
import { requestStaffColumns } from '../requests/request-list';

const t = paymentRequests;

/** A payment request as its answers read it, joined to its staff member. */
export const paymentColumns = {
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

export type PaymentRow = Awaited<ReturnType<typeof paymentRows>>[number];

/** The payment requests meeting `where`, with their staff member. */
export const paymentRows = (db: Db, where: SQL) => db.select(paymentColumns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(where);
