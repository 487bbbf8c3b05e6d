// The payment request list (admins) and its export: one resource definition.
import { paymentRequestListFields, paymentRequestStatusSchema, requestCategoryLabel, requestCategorySchema, type PaymentRequest } from '@crewbase/domain';
import { paymentRequests } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';
import { requestListFields, requestStaffJoin } from '../requests/request-list';
import { paymentRecord, toPayment } from './payment-requests.record';
import { paymentColumns } from './payment-requests.repository';

const t = paymentRequests;

export const paymentResource = defineResource({
  name: 'payment-requests',
  title: 'Payment requests',
  permission: 'payment-requests',
  table: t,
  id: t.id,
  joins: [requestStaffJoin(t.staffId)],
  scope: (actor: Actor) => paymentRecord.scope(actor),
  fields: {
    ...requestListFields(t.createdAt),
    category: { expr: t.category, type: 'enum', values: requestCategorySchema.options, notNull: true },
    amount: { expr: t.amount, type: 'number', notNull: true },
    status: { expr: t.status, type: 'enum', values: paymentRequestStatusSchema.options, notNull: true },
  } satisfies Record<(typeof paymentRequestListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: paymentColumns,
  toItem: (row): PaymentRequest => toPayment(row),
  exportColumns: exportColumns<PaymentRequest>()([
    { header: 'Staff ID', type: 'text', value: (p) => p.staff.staffId },
    { header: 'Staff', type: 'text', value: (p) => p.staff.fullName },
    // The label a person reads on the screens ("Tips (staff)"), not the stored value ("Tips-Staffs").
    { header: 'Category', type: 'text', value: (p) => requestCategoryLabel(p.category) },
    { header: 'Amount', type: 'money', value: (p) => p.amount },
    { header: 'Description', type: 'text', value: (p) => p.description },
    { header: 'Status', type: 'text', value: (p) => p.status },
    { header: 'Paid', type: 'text', value: (p) => p.paid },
    { header: 'Issued', type: 'datetime', value: (p) => p.issuedAt },
    { header: 'Created', type: 'datetime', value: (p) => p.createdAt },
  ]),
});
