// Payment requests as a workflow record: admins only (no owner, so no staff member sees them); disbursing issues the
// money and marks it PAID. A new one tells the other admins who may decide it.
import { formatNaira, paymentRequestWorkflow, requestCategoryLabel, type PaymentRequest } from '@crewbase/domain';
import { paymentRequests } from '../../db/schema';
import { defineWorkflowRecord } from '../../platform/workflow-record';
import { moneyText } from '../requests/money-text';
import { disburse } from '../requests/disbursement';
import { requestNotices } from '../requests/request-notices';
import { toRequestStaff } from '../requests/request-list';
import { paymentRows, type PaymentRow } from './payment-requests.repository';

export const toPayment = (row: PaymentRow): PaymentRequest => ({
  id: row.id,
  staff: toRequestStaff(row),
  category: row.category,
  amount: moneyText(row.amount),
  description: row.description,
  status: row.status,
  paid: row.paid ? 'PAID' : 'UNPAID',
  issuedAt: row.issuedAt?.toISOString() ?? null,
  decisionNote: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const paymentRecord = defineWorkflowRecord({
  resource: 'payment-requests',
  label: 'payment request',
  table: paymentRequests,
  workflow: paymentRequestWorkflow,
  rows: paymentRows,
  toItems: async (_db, rows) => rows.map(toPayment),
  effects: { disburse },
  // Raised by one admin, it waits for another who may decide it; its staff member never sees it, so hears nothing.
  notify: requestNotices({
    entity: 'payment-requests',
    label: 'payment request',
    describe: (row: PaymentRow) => `${formatNaira(row.amount)}, ${requestCategoryLabel(row.category)}: ${row.description}`,
    decisions: {},
    staffIs: 'for',
  }),
});
