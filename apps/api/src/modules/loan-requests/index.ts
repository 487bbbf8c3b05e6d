// Loan requests: /api/staff/loan-request (own) and /api/admin/loan-request (loan-request permission).
import {
  approveLoanInputSchema,
  createAdminLoanRequestInputSchema,
  createLoanRequestInputSchema,
  disburseLoanInputSchema,
  listResponseSchema,
  loanBalanceSchema,
  loanRequestDetailSchema,
  loanRequestSchema,
  requestDecisionInputSchema,
  setInstallmentPaidInputSchema,
  updateLoanRequestInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import { idParams, noContent, refusals, staffIdParams } from '../requests/request-routes';
import * as loans from './loan-requests.service';

const staffTags = ['staff loans'];
const adminTags = ['admin loans'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, amountRequested, amount, status, createdAt';
const admin = (action: 'read' | 'create' | 'approve' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'loan-request' as const, action } });
const answers = { 200: loanRequestDetailSchema, ...refusals };

export const loanRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/loan-request',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: `My loan requests, newest first. ${fields}`, querystring: listQuerystringSchema, response: { 200: listResponseSchema(loanRequestSchema), ...refusals } } },
    (request) => loans.listLoans(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/staff/loan-request/loan-balance',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'What I owe and may still borrow', response: { 200: loanBalanceSchema, ...refusals } } },
    (request) => loans.loanBalance(serviceContext(request), request.actor!.id),
  );
  app.get(
    '/api/staff/loan-request/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'One of my loans, with its repayment plan and history', params: idParams, response: answers } },
    (request) => loans.getLoan(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/staff/loan-request',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Request a loan', body: createLoanRequestInputSchema, response: { 201: loanRequestDetailSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await loans.createLoan(serviceContext(request), request.body)),
  );
  app.put(
    '/api/staff/loan-request/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Change a pending loan request', params: idParams, body: updateLoanRequestInputSchema, response: answers } },
    (request) => loans.updateLoan(serviceContext(request), request.params.id, request.body),
  );
  app.patch(
    '/api/staff/loan-request/withdraw/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Withdraw a pending loan request', params: idParams, body: requestDecisionInputSchema.nullish(), response: answers } },
    (request) => loans.decideLoan(serviceContext(request), request.params.id, 'withdraw', request.body?.note),
  );

  app.get(
    '/api/admin/loan-request',
    { config: admin('read'), schema: { tags: adminTags, summary: `Loan requests. ${fields}`, querystring: listQuerystringSchema, response: { 200: listResponseSchema(loanRequestSchema), ...refusals } } },
    (request) => loans.listLoans(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/admin/loan-request/loan-balance/:id',
    { config: admin('read'), schema: { tags: adminTags, summary: "A staff member's loan balance (id = staff id)", params: staffIdParams, response: { 200: loanBalanceSchema, ...refusals } } },
    (request) => loans.loanBalance(serviceContext(request), request.params.id),
  );
  app.get(
    '/api/admin/loan-request/:id',
    { config: admin('read'), schema: { tags: adminTags, summary: 'A loan with its repayment plan and history', params: idParams, response: answers } },
    (request) => loans.getLoan(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/admin/loan-request',
    { config: admin('create'), schema: { tags: adminTags, summary: 'Request a loan for a staff member', body: createAdminLoanRequestInputSchema, response: { 201: loanRequestDetailSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await loans.createLoan(serviceContext(request), request.body)),
  );
  app.patch(
    '/api/admin/loan-request/approve/:id',
    { config: admin('approve'), schema: { tags: adminTags, summary: 'Approve an amount and a plan length', params: idParams, body: approveLoanInputSchema, response: answers } },
    (request) => loans.approveLoan(serviceContext(request), request.params.id, request.body),
  );
  app.patch(
    '/api/admin/loan-request/decline/:id',
    { config: admin('approve'), schema: { tags: adminTags, summary: 'Decline a loan request', params: idParams, body: requestDecisionInputSchema.nullish(), response: answers } },
    (request) => loans.decideLoan(serviceContext(request), request.params.id, 'decline', request.body?.note),
  );
  app.patch(
    '/api/admin/loan-request/disburse/:id',
    { config: admin('approve'), schema: { tags: adminTags, summary: 'Pay out the approved amount and create the monthly repayment plan', params: idParams, body: disburseLoanInputSchema.nullish(), response: answers } },
    (request) => loans.disburseLoan(serviceContext(request), request.params.id, request.body ?? {}),
  );
  app.patch(
    '/api/admin/loan-request/:id/repayment-plan/set-to-paid',
    { config: admin('approve'), schema: { tags: adminTags, summary: 'Mark an installment of the plan paid', params: idParams, body: setInstallmentPaidInputSchema, response: answers } },
    (request) => loans.setInstallmentPaid(serviceContext(request), request.params.id, request.body.installmentId),
  );
  app.delete(
    '/api/admin/loan-request/:id',
    { config: admin('delete'), schema: { tags: adminTags, summary: 'Delete a loan request not paid out: pending, approved, declined or withdrawn (409 once disbursed; kept for the audit trail)', params: idParams, response: { ...noContent, ...refusals } } },
    async (request, reply) => {
      await loans.deleteLoan(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
