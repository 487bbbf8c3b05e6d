// Leave requests: /api/staff/leave-request (own) and /api/admin/leave-request (leave-request permission).
import {
  createAdminLeaveRequestInputSchema,
  createLeaveRequestInputSchema,
  leaveBalanceSchema,
  leaveRequestDetailSchema,
  leaveRequestSchema,
  listResponseSchema,
  requestDecisionInputSchema,
  updateLeaveRequestInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import { idParams, noContent, refusals, staffIdParams } from '../requests/request-routes';
import * as leave from './leave-requests.service';

const staffTags = ['staff leave'];
const adminTags = ['admin leave'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, startDate, endDate, days, status (as shown: ACTIVE, COMPLETED, ...), createdAt';
const yearQuery = z.object({ year: z.coerce.number().int().min(2000, 'Give a year from 2000.').max(2100, 'Give a year up to 2100.').optional() });
const admin = (action: 'read' | 'create' | 'approve' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'leave-request' as const, action } });
const decision = { body: requestDecisionInputSchema.nullish(), params: idParams, response: { 200: leaveRequestDetailSchema, ...refusals } };

export const leaveRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  // Staff: their own requests only.
  app.get(
    '/api/staff/leave-request',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: `My leave requests, newest first. ${fields}`, querystring: listQuerystringSchema, response: { 200: listResponseSchema(leaveRequestSchema), ...refusals } } },
    (request) => leave.listLeave(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/staff/leave-request/leave-balance',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'My leave balance for a year (working days)', querystring: yearQuery, response: { 200: leaveBalanceSchema, ...refusals } } },
    (request) => leave.leaveBalance(serviceContext(request), request.actor!.id, request.query.year),
  );
  app.get(
    '/api/staff/leave-request/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'One of my leave requests, with its history', params: idParams, response: { 200: leaveRequestDetailSchema, ...refusals } } },
    (request) => leave.getLeave(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/staff/leave-request',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Request leave', body: createLeaveRequestInputSchema, response: { 201: leaveRequestDetailSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await leave.createLeave(serviceContext(request), request.body)),
  );
  app.put(
    '/api/staff/leave-request/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Change a pending leave request', params: idParams, body: updateLeaveRequestInputSchema, response: { 200: leaveRequestDetailSchema, ...refusals } } },
    (request) => leave.updateLeave(serviceContext(request), request.params.id, request.body),
  );
  app.patch(
    '/api/staff/leave-request/withdraw/:id',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'Withdraw a pending leave request, or approved leave before it starts', ...decision } },
    (request) => leave.decideLeave(serviceContext(request), request.params.id, 'withdraw', request.body?.note),
  );

  // Admin.
  app.get(
    '/api/admin/leave-request',
    { config: admin('read'), schema: { tags: adminTags, summary: `Leave requests. ${fields}`, querystring: listQuerystringSchema, response: { 200: listResponseSchema(leaveRequestSchema), ...refusals } } },
    (request) => leave.listLeave(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/admin/leave-request/leave-balance/:id',
    { config: admin('read'), schema: { tags: adminTags, summary: "A staff member's leave balance (id = staff id)", params: staffIdParams, querystring: yearQuery, response: { 200: leaveBalanceSchema, ...refusals } } },
    (request) => leave.leaveBalance(serviceContext(request), request.params.id, request.query.year),
  );
  app.get(
    '/api/admin/leave-request/:id',
    { config: admin('read'), schema: { tags: adminTags, summary: 'A leave request with its history', params: idParams, response: { 200: leaveRequestDetailSchema, ...refusals } } },
    (request) => leave.getLeave(serviceContext(request), request.params.id),
  );
  app.post(
    '/api/admin/leave-request',
    { config: admin('create'), schema: { tags: adminTags, summary: 'Add an absence for an Active or Suspended staff member, back to 1 January of last year (starts pending)', body: createAdminLeaveRequestInputSchema, response: { 201: leaveRequestDetailSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await leave.createLeave(serviceContext(request), request.body)),
  );
  for (const action of ['approve', 'reject', 'cancel'] as const) {
    app.patch(
      `/api/admin/leave-request/${action}/:id`,
      { config: admin('approve'), schema: { tags: adminTags, summary: `${action[0].toUpperCase()}${action.slice(1)} a leave request`, ...decision } },
      (request) => leave.decideLeave(serviceContext(request), request.params.id, action, request.body?.note),
    );
  }
  app.delete(
    '/api/admin/leave-request/:id',
    { config: admin('delete'), schema: { tags: adminTags, summary: 'Delete a leave request that never took effect: pending, rejected, cancelled or withdrawn (409 otherwise; kept for the audit trail)', params: idParams, response: { ...noContent, ...refusals } } },
    async (request, reply) => {
      await leave.deleteLeave(serviceContext(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
