// Bank-detail changes in SQL: each row joined to its staff member, with the names of the banks it names (old and new).
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { bankDetailChanges, banks, staff } from '../../db/schema';
import { requestStaffColumns } from '../requests/request-list';

const t = bankDetailChanges;
/** A bank's name by its code, read beside the row (the list kit joins tables, not aliases of one table twice). */
const bankName = (code: PgColumn) => sql<string | null>`(select ${banks.name} from ${banks} where ${banks.code} = ${code})`;

export const bankDetailChangeColumns = {
  id: t.id,
  staffId: t.staffId,
  status: t.status,
  fromBankCode: t.fromBankCode,
  fromBankName: bankName(t.fromBankCode),
  fromAccountNumber: t.fromAccountNumber,
  fromAccountName: t.fromAccountName,
  toBankCode: t.toBankCode,
  toBankName: bankName(t.toBankCode),
  toAccountNumber: t.toAccountNumber,
  toAccountName: t.toAccountName,
  decisionNote: t.decisionNote,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  ...requestStaffColumns,
};

export type BankDetailChangeRow = Awaited<ReturnType<typeof bankDetailChangeRows>>[number];

export const bankDetailChangeRows = (db: Db, where: SQL) =>
  db
    .select(bankDetailChangeColumns)
    .from(t)
    .innerJoin(staff, eq(staff.id, t.staffId))
    .where(where);
