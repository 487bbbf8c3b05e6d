// /api/admin/users: Profiles > Admins (list, view, create, update incl. role and status), plus the new admin's
// activation (public, rate limited).
import {
  acknowledgementSchema,
  activateAccountInputSchema,
  adminUserSchema,
  authTokensSchema,
  createAdminUserInputSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  updateAdminUserInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import { authRateLimit } from '../../platform/rate-limit';
import * as service from './users.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin users'];
const permission = (action: 'read' | 'create' | 'update') => ({ area: 'admin' as const, permission: { resource: 'users' as const, action } });

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/users',
    {
      config: permission('read'),
      schema: { tags, summary: 'Admins. Fields: firstName, lastName, email, role.displayName, status, createdAt', querystring: listQuerystringSchema, response: { 200: listResponseSchema(adminUserSchema), ...refused } },
    },
    (request) => service.listAdminUsers(serviceContext(request), rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/users',
    { config: permission('create'), schema: { tags, summary: 'Create an admin (Pending; an activation code is mailed)', body: createAdminUserInputSchema, response: { 201: adminUserSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createAdminUser(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/users/:id',
    { config: permission('read'), schema: { tags, summary: 'One admin', params: idParamsSchema, response: { 200: adminUserSchema, ...refused } } },
    (request) => service.getAdminUser(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/users/:id',
    {
      config: permission('update'),
      schema: { tags, summary: 'Edit an admin; status Inactive ends their sessions at once', params: idParamsSchema, body: updateAdminUserInputSchema, response: { 200: adminUserSchema, ...refused } },
    },
    (request) => service.updateAdminUser(serviceContext(request), request.params.id, request.body),
  );
  app.post(
    '/api/admin/users/:id/resend-activation',
    { config: permission('create'), schema: { tags, summary: 'Mail a new activation code to an admin who has not activated', params: idParamsSchema, response: { 202: acknowledgementSchema, ...refused } } },
    async (request, reply) => {
      await service.resendAdminActivation(serviceContext(request), request.params.id);
      return reply.code(202).send({ message: service.RESENT });
    },
  );
  app.post(
    '/api/admin/auth/activate',
    {
      config: { public: true, rateLimit: authRateLimit(app.config.authRateLimitMax) },
      schema: {
        tags: ['admin auth'],
        summary: 'A new admin proves the mailed activation code and chooses a password (Pending -> Active)',
        body: activateAccountInputSchema,
        response: { 200: authTokensSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    (request) => service.activateAdmin(serviceContext(request), request.body),
  );
};
