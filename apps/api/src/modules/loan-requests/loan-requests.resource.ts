// The loan lists (staff: their own; admin: everyone's) and their export: one resource definition.
import { loanRequestListFields, loanStatusSchema, type LoanRequest } from '@crewbase/domain';
import { loanRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';
import { requestListFields, requestStaffJoin } from '../requests/request-list';
import { loanRecord, toLoan } from './loan-requests.record';
import { loanColumns } from './loan-requests.repository';

const t = loanRequests;

export const loanResource = defineResource({
  name: 'loan-requests',
  title: 'Loan requests',
  permission: 'loan-request',
  table: t,
  id: t.id,
  joins: [requestStaffJoin(t.staffId)],
  scope: (actor: Actor) => loanRecord.scope(actor),
  fields: {
    ...requestListFields(t.createdAt),
    amountRequested: { expr: t.amountRequested, type: 'number', notNull: true },
    amount: { expr: t.amount, type: 'number' },
    status: { expr: t.status, type: 'enum', values: loanStatusSchema.options, notNull: true },
  } satisfies Record<(typeof loanRequestListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: loanColumns,
  toItem: (row): LoanRequest => toLoan(row),
  exportColumns: exportColumns<LoanRequest>()([
    { header: 'Staff ID', type: 'text', value: (l) => l.staff.staffId },
    { header: 'Staff', type: 'text', value: (l) => l.staff.fullName },
    { header: 'Amount requested', type: 'money', value: (l) => l.amountRequested },
    { header: 'Amount approved', type: 'money', value: (l) => l.amount },
    { header: 'Months', type: 'number', value: (l) => l.repaymentMonths },
    { header: 'Repaid', type: 'money', value: (l) => l.amountPaid },
    { header: 'Outstanding', type: 'money', value: (l) => l.amountOutstanding },
    { header: 'Status', type: 'text', value: (l) => l.status },
    { header: 'Disbursed', type: 'datetime', value: (l) => l.disbursedAt },
    { header: 'Requested', type: 'datetime', value: (l) => l.createdAt },
  ]),
});
