// Bank-detail changes as a workflow record: the staff member owns theirs (sees and withdraws only their own); an
// admin's approval writes the new details to the staff row in the same transaction as the decision and its audit entry.
import { BANK_DETAIL_CHANGE_LABEL, bankDetailChangeWorkflow, type BankDetailChange } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { bankDetailChanges, staff } from '../../db/schema';
import { defineWorkflowRecord } from '../../platform/workflow-record';
import { toRequestStaff } from '../requests/request-list';
import { bankDetailChangeRows, type BankDetailChangeRow } from './bank-detail-changes.repository';

const bankOf = (code: string | null, name: string | null) => (code ? { code, name: name ?? code } : null);

export const toBankDetailChange = (row: BankDetailChangeRow): BankDetailChange => ({
  id: row.id,
  staff: toRequestStaff(row),
  status: row.status,
  from: { bank: bankOf(row.fromBankCode, row.fromBankName), accountNumber: row.fromAccountNumber, accountName: row.fromAccountName },
  to: { bank: bankOf(row.toBankCode, row.toBankName), accountNumber: row.toAccountNumber, accountName: row.toAccountName },
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const bankDetailChangeRecord = defineWorkflowRecord({
  resource: 'staff',
  auditEntity: 'bank-detail-change',
  label: BANK_DETAIL_CHANGE_LABEL,
  table: bankDetailChanges,
  workflow: bankDetailChangeWorkflow,
  owner: bankDetailChanges.staffId,
  rows: bankDetailChangeRows,
  toItems: async (_db, rows) => rows.map(toBankDetailChange),
  effects: {
    approve: async ({ db, row }) => {
      const before = { bankCode: row.fromBankCode, accountNumber: row.fromAccountNumber, accountName: row.fromAccountName };
      const after = { bankCode: row.toBankCode, accountNumber: row.toAccountNumber, accountName: row.toAccountName };
      await db.update(staff).set(after).where(eq(staff.id, row.staffId));
      return { details: { staffId: row.staffId, bankDetails: { from: before, to: after } } };
    },
  },
});
