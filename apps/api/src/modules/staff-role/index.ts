// /api/admin/staff-role: settings > staff roles (create, view, edit, list, delete).
import {
  createStaffRoleInputSchema,
  deletedSchema,
  staffRoleSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  updateStaffRoleInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './staff-role.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin settings'];
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'staff-role' as const, action } });

export const staffRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/staff-role',
    { config: permission('read'), schema: { tags, summary: 'Staff roles. Fields: name, createdAt', querystring: listQuerystringSchema, response: { 200: listResponseSchema(staffRoleSchema), ...refused } } },
    (request) => service.listStaffRoles(serviceContext(request), rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/staff-role',
    { config: permission('create'), schema: { tags, summary: 'Create a staff role', body: createStaffRoleInputSchema, response: { 201: staffRoleSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createStaffRole(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/staff-role/:id',
    { config: permission('read'), schema: { tags, summary: 'One staff role', params: idParamsSchema, response: { 200: staffRoleSchema, ...refused } } },
    (request) => service.getStaffRole(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/staff-role/:id',
    { config: permission('update'), schema: { tags, summary: 'Edit a staff role', params: idParamsSchema, body: updateStaffRoleInputSchema, response: { 200: staffRoleSchema, ...refused } } },
    (request) => service.updateStaffRole(serviceContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/staff-role/:id',
    { config: permission('delete'), schema: { tags, summary: 'Delete an unused staff role', params: idParamsSchema, response: { 200: deletedSchema, ...refused } } },
    (request) => service.deleteStaffRole(serviceContext(request), request.params.id),
  );
};
