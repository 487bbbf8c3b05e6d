// /api/admin/payment-requests (payment-requests permission): admins raise, decide and disburse payments for staff.
// The actions' endpoints are generated from paymentRequestWorkflow.
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import { requestDecisionBodySchema, requestIdParamsSchema } from './common';
import { createPaymentRequestInputSchema, paymentRequestDetailSchema, paymentRequestSchema, paymentRequestWorkflow } from './payment-requests';

const tags = ['admin payment requests'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, category, amount, status, createdAt';

export const paymentRequestEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/admin/payment-requests', access: adminMay('payment-requests', 'read'), tags, summary: `Payment requests. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(paymentRequestSchema),
  }),
  export: exportEndpoint({ path: '/api/admin/payment-requests', access: adminMay('payment-requests', 'read'), tags }, 'Payment requests'),
  statusCounts: statusCountsEndpoint({ path: '/api/admin/payment-requests', access: adminMay('payment-requests', 'read'), tags }, 'Payment requests'),
  get: endpoint({
    method: 'GET', path: '/api/admin/payment-requests/:id', access: adminMay('payment-requests', 'read'), tags, summary: 'A payment request with its history',
    params: requestIdParamsSchema, status: 200, response: paymentRequestDetailSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/payment-requests', access: adminMay('payment-requests', 'create'), tags,
    summary: 'New payment request (Vendor, Claims, Contract, Tips-Staffs)', body: createPaymentRequestInputSchema, status: 201, response: paymentRequestDetailSchema,
  }),
  ...workflowEndpoints(paymentRequestWorkflow, {
    resource: 'payment-requests',
    base: { admin: '/api/admin/payment-requests' },
    tags: { admin: tags },
    params: requestIdParamsSchema,
    response: paymentRequestDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bulk: ['approve', 'deny'],
    summaries: {
      approve: 'Approve a payment request',
      deny: 'Deny a payment request',
      disburse: 'Disburse an approved payment request (status ISSUED, marked PAID)',
      delete: 'Delete a payment request not disbursed (409 once ISSUED; kept for the audit trail)',
    },
  }),
};
