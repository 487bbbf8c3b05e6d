// Payment requests (admin "Requests"): /api/admin/payment-requests (payment-requests permission).
import { createPaymentRequestInputSchema, listResponseSchema, paymentRequestDetailSchema, paymentRequestSchema, requestDecisionInputSchema } from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import { idParams, noContent, refusals } from '../requests/request-routes';
import * as payments from './payment-requests.service';

const tags = ['admin payment requests'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, category, amount, status, createdAt';
const admin = (action: 'read' | 'create' | 'approve' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'payment-requests' as const, action } });
const answers = { 200: paymentRequestDetailSchema, ...refusals };

export const paymentRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/payment-requests',
    { config: admin('read'), schema: { tags, summary: `Payment requests. ${fields}`, querystring: listQuerystringSchema, response: { 200: listResponseSchema(paymentRequestSchema), ...refusals } } },
    (request) => payments.listPayments(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/admin/payment-requests/:id',
    { config: admin('read'), schema: { tags, summary: 'A payment request with its history', params: idParams, response: answers } },
    (request) => payments.getPayment(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/admin/payment-requests',
    { config: admin('create'), schema: { tags, summary: 'New payment request (Vendor, Claims, Contract, Tips-Staffs)', body: createPaymentRequestInputSchema, response: { 201: paymentRequestDetailSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await payments.createPayment(serviceContext(request), request.body)),
  );
  for (const [action, summary] of [
    ['approve', 'Approve a payment request'],
    ['deny', 'Deny a payment request'],
    ['disburse', 'Issue the money of an approved request (marks it PAID)'],
  ] as const) {
    app.patch(
      `/api/admin/payment-requests/${action}/:id`,
      { config: admin('approve'), schema: { tags, summary, params: idParams, body: requestDecisionInputSchema.nullish(), response: answers } },
      (request) => payments.decidePayment(serviceContext(request), request.params.id, action, request.body?.note),
    );
  }
  app.delete(
    '/api/admin/payment-requests/:id',
    { config: admin('delete'), schema: { tags, summary: 'Delete a payment request not paid out (409 once issued; kept for the audit trail)', params: idParams, response: { ...noContent, ...refusals } } },
    async (request, reply) => {
      await payments.deletePayment(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
