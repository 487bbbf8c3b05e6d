// /api/admin/permissions: settings > permissions (create, view, list) and the grouped catalogue for the role editor.
import {
  createPermissionInputSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  permissionGroupSchema,
  permissionListItemSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './permissions.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin settings'];
const permission = (action: 'read' | 'create') => ({ area: 'admin' as const, permission: { resource: 'permissions' as const, action } });

export const permissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/permissions',
    { config: permission('read'), schema: { tags, summary: 'Permissions. Fields: name, tableName, createdAt', querystring: listQuerystringSchema, response: { 200: listResponseSchema(permissionListItemSchema), ...refused } } },
    (request) => service.listPermissions(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/admin/permissions/grouped',
    { config: permission('read'), schema: { tags, summary: 'Every permission, grouped by tableName', response: { 200: z.array(permissionGroupSchema), ...refused } } },
    (request) => service.groupedPermissions(serviceContext(request)),
  );
  app.post(
    '/api/admin/permissions',
    { config: permission('create'), schema: { tags, summary: 'Add a permission to the catalogue', body: createPermissionInputSchema, response: { 201: permissionListItemSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createPermission(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/permissions/:id',
    { config: permission('read'), schema: { tags, summary: 'One permission', params: idParamsSchema, response: { 200: permissionListItemSchema, ...refused } } },
    (request) => service.getPermission(serviceContext(request), request.params.id),
  );
};
