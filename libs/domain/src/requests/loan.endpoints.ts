// /api/staff/loan-request (the caller's own) and /api/admin/loan-request (loan-request permission). The actions'
// endpoints are generated from loanWorkflow; paying an installment is PATCH .../:id/repayment-plan/set-to-paid.
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import { requestDecisionBodySchema, requestIdParamsSchema, requestStaffIdParamsSchema } from './common';
import {
  approveLoanInputSchema,
  createAdminLoanRequestInputSchema,
  createLoanRequestInputSchema,
  disburseLoanInputSchema,
  loanBalanceSchema,
  loanRequestDetailSchema,
  loanRequestSchema,
  loanWorkflow,
  setInstallmentPaidInputSchema,
  updateLoanRequestInputSchema,
} from './loan';

const staffTags = ['staff loans'];
const adminTags = ['admin loans'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, amountRequested, amount, status, createdAt';

export const loanEndpoints = {
  staffList: endpoint({
    method: 'GET', path: '/api/staff/loan-request', access: staffAccess, tags: staffTags, summary: `My loan requests, newest first. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(loanRequestSchema),
  }),
  staffBalance: endpoint({
    method: 'GET', path: '/api/staff/loan-request/loan-balance', access: staffAccess, tags: staffTags, summary: 'What I owe and may still borrow',
    status: 200, response: loanBalanceSchema,
  }),
  staffGet: endpoint({
    method: 'GET', path: '/api/staff/loan-request/:id', access: staffAccess, tags: staffTags, summary: 'One of my loans, with its repayment plan and history',
    params: requestIdParamsSchema, status: 200, response: loanRequestDetailSchema,
  }),
  staffCreate: endpoint({
    method: 'POST', path: '/api/staff/loan-request', access: staffAccess, tags: staffTags, summary: 'Request a loan',
    body: createLoanRequestInputSchema, status: 201, response: loanRequestDetailSchema,
  }),
  adminList: endpoint({
    method: 'GET', path: '/api/admin/loan-request', access: adminMay('loan-request', 'read'), tags: adminTags, summary: `Loan requests. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(loanRequestSchema),
  }),
  adminExport: exportEndpoint({ path: '/api/admin/loan-request', access: adminMay('loan-request', 'read'), tags: adminTags }, 'Loan requests'),
  adminStatusCounts: statusCountsEndpoint({ path: '/api/admin/loan-request', access: adminMay('loan-request', 'read'), tags: adminTags }, 'Loan requests'),
  adminBalance: endpoint({
    method: 'GET', path: '/api/admin/loan-request/loan-balance/:id', access: adminMay('loan-request', 'read'), tags: adminTags,
    summary: "A staff member's loan balance (id = staff id)", params: requestStaffIdParamsSchema, status: 200, response: loanBalanceSchema,
  }),
  adminGet: endpoint({
    method: 'GET', path: '/api/admin/loan-request/:id', access: adminMay('loan-request', 'read'), tags: adminTags, summary: 'A loan with its repayment plan and history',
    params: requestIdParamsSchema, status: 200, response: loanRequestDetailSchema,
  }),
  adminCreate: endpoint({
    method: 'POST', path: '/api/admin/loan-request', access: adminMay('loan-request', 'create'), tags: adminTags, summary: 'Request a loan for a staff member',
    body: createAdminLoanRequestInputSchema, status: 201, response: loanRequestDetailSchema,
  }),
  ...workflowEndpoints(loanWorkflow, {
    resource: 'loan-request',
    base: { staff: '/api/staff/loan-request', admin: '/api/admin/loan-request' },
    tags: { staff: staffTags, admin: adminTags },
    params: requestIdParamsSchema,
    response: loanRequestDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: {
      update: updateLoanRequestInputSchema,
      approve: approveLoanInputSchema,
      disburse: disburseLoanInputSchema.nullish(),
      setInstallmentPaid: setInstallmentPaidInputSchema,
    },
    paths: { setInstallmentPaid: ':id/repayment-plan/set-to-paid' },
    bulk: ['approve', 'decline'],
    summaries: {
      update: 'Change a pending loan request',
      withdraw: 'Withdraw a pending loan request',
      approve: 'Approve an amount and a plan length',
      decline: 'Decline a loan request',
      disburse: 'Disburse the approved amount and create the monthly repayment plan',
      setInstallmentPaid: 'Mark as Paid: one installment of the repayment plan (set-to-paid)',
      delete: 'Delete a loan request not disbursed: pending, approved, declined or withdrawn (409 once disbursed; kept for the audit trail)',
    },
  }),
};
