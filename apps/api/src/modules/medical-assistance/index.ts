// Medical assistance: /api/staff/medical-assistance (own) and /api/admin/medical-assistance (medical-assistance permission).
import {
  createAdminMedicalAssistanceInputSchema,
  createMedicalAssistanceInputSchema,
  listResponseSchema,
  medicalAssistanceDetailSchema,
  medicalAssistanceSchema,
  requestDecisionInputSchema,
  updateMedicalAssistanceInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import { idParams, noContent, refusals } from '../requests/request-routes';
import * as medical from './medical-assistance.service';

const staffTags = ['staff medical assistance'];
const adminTags = ['admin medical assistance'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, amount, status, createdAt';
const admin = (action: 'read' | 'create' | 'approve' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'medical-assistance' as const, action } });
const answers = { 200: medicalAssistanceDetailSchema, ...refusals };
const decision = { params: idParams, body: requestDecisionInputSchema.nullish(), response: answers };

export const medicalAssistanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/medical-assistance',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: `My medical assistance requests, newest first. ${fields}`, querystring: listQuerystringSchema, response: { 200: listResponseSchema(medicalAssistanceSchema), ...refusals } } },
    (request) => medical.listMedical(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/staff/medical-assistance/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'One of my medical assistance requests, with its history', params: idParams, response: answers } },
    (request) => medical.getMedical(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/staff/medical-assistance',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Request medical assistance (documents: keys from POST /api/system/media-upload)', body: createMedicalAssistanceInputSchema, response: { 201: medicalAssistanceDetailSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await medical.createMedical(serviceContext(request), request.body)),
  );
  app.put(
    '/api/staff/medical-assistance/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Change a pending medical assistance request', params: idParams, body: updateMedicalAssistanceInputSchema, response: answers } },
    (request) => medical.updateMedical(serviceContext(request), request.params.id, request.body),
  );
  app.patch(
    '/api/staff/medical-assistance/withdraw/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Withdraw a pending medical assistance request', ...decision } },
    (request) => medical.decideMedical(serviceContext(request), request.params.id, 'withdraw', request.body?.note),
  );

  app.get(
    '/api/admin/medical-assistance',
    { config: admin('read'), schema: { tags: adminTags, summary: `Medical assistance requests. ${fields}`, querystring: listQuerystringSchema, response: { 200: listResponseSchema(medicalAssistanceSchema), ...refusals } } },
    (request) => medical.listMedical(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/admin/medical-assistance/:id',
    { config: admin('read'), schema: { tags: adminTags, summary: 'A medical assistance request with its history', params: idParams, response: answers } },
    (request) => medical.getMedical(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/admin/medical-assistance',
    { config: admin('create'), schema: { tags: adminTags, summary: 'Request medical assistance for a staff member', body: createAdminMedicalAssistanceInputSchema, response: { 201: medicalAssistanceDetailSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await medical.createMedical(serviceContext(request), request.body)),
  );
  for (const [action, summary] of [
    ['approve', 'Approve a medical assistance request'],
    ['decline', 'Decline (deny) a medical assistance request'],
    ['disburse', 'Issue the money of an approved request (marks it PAID)'],
  ] as const) {
    app.patch(
      `/api/admin/medical-assistance/${action}/:id`,
      { config: admin('approve'), schema: { tags: adminTags, summary, ...decision } },
      (request) => medical.decideMedical(serviceContext(request), request.params.id, action, request.body?.note),
    );
  }
  app.delete(
    '/api/admin/medical-assistance/:id',
    { config: admin('delete'), schema: { tags: adminTags, summary: 'Delete a medical assistance request not paid out (409 once issued; kept for the audit trail)', params: idParams, response: { ...noContent, ...refusals } } },
    async (request, reply) => {
      await medical.deleteMedical(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
