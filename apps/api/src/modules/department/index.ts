// /api/admin/department: settings > departments (create, view, edit, list, delete).
import {
  createDepartmentInputSchema,
  deletedSchema,
  departmentSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  updateDepartmentInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './department.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin settings'];
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'department' as const, action } });

export const departmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/department',
    { config: permission('read'), schema: { tags, summary: 'Departments. Fields: name, createdAt', querystring: listQuerystringSchema, response: { 200: listResponseSchema(departmentSchema), ...refused } } },
    (request) => service.listDepartments(serviceContext(request), rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/department',
    { config: permission('create'), schema: { tags, summary: 'Create a department', body: createDepartmentInputSchema, response: { 201: departmentSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createDepartment(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/department/:id',
    { config: permission('read'), schema: { tags, summary: 'One department', params: idParamsSchema, response: { 200: departmentSchema, ...refused } } },
    (request) => service.getDepartment(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/department/:id',
    { config: permission('update'), schema: { tags, summary: 'Edit a department', params: idParamsSchema, body: updateDepartmentInputSchema, response: { 200: departmentSchema, ...refused } } },
    (request) => service.updateDepartment(serviceContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/department/:id',
    { config: permission('delete'), schema: { tags, summary: 'Delete an unused department', params: idParamsSchema, response: { 200: deletedSchema, ...refused } } },
    (request) => service.deleteDepartment(serviceContext(request), request.params.id),
  );
};
