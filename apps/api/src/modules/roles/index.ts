// /api/admin/roles: settings > roles (create, edit with permissions grouped by tableName, list, view, delete).
import {
  createRoleInputSchema,
  deletedSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  roleDetailSchema,
  roleListItemSchema,
  updateRoleInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './roles.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin settings'];
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'roles' as const, action } });

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/roles',
    { config: permission('read'), schema: { tags, summary: 'Admin roles. Fields: name, displayName, createdAt', querystring: listQuerystringSchema, response: { 200: listResponseSchema(roleListItemSchema), ...refused } } },
    (request) => service.listRoles(serviceContext(request), rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/roles',
    { config: permission('create'), schema: { tags, summary: 'Create a role with its permissions', body: createRoleInputSchema, response: { 201: roleDetailSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createRole(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/roles/:id',
    { config: permission('read'), schema: { tags, summary: 'One role with the permissions it grants', params: idParamsSchema, response: { 200: roleDetailSchema, ...refused } } },
    (request) => service.getRole(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/roles/:id',
    {
      config: permission('update'),
      schema: { tags, summary: 'Edit a role; permissionIds replaces its permissions (applies on the holders\' next request)', params: idParamsSchema, body: updateRoleInputSchema, response: { 200: roleDetailSchema, ...refused } },
    },
    (request) => service.updateRole(serviceContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/roles/:id',
    { config: permission('delete'), schema: { tags, summary: 'Delete a role nobody holds', params: idParamsSchema, response: { 200: deletedSchema, ...refused } } },
    (request) => service.deleteRole(serviceContext(request), request.params.id),
  );
};
