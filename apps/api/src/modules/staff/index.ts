// GET /api/admin/staff (staff:read): filter, sort and page the staff list.
import { errorEnvelopeSchema, listResponseSchema, staffListItemSchema } from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { listQuerystringSchema } from '../../platform/list-querystring';
import { rawQueryString } from '../../platform/list-query';
import { listStaff } from './staff.service';

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/staff',
    {
      config: { area: 'admin', permission: { resource: 'staff', action: 'read' } },
      schema: {
        tags: ['admin staff'],
        summary: 'Staff list. Fields: staffId, fullName, firstName, lastName, createdAt, department.name, jobTitleName, status',
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(staffListItemSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    (request) => listStaff(serviceContext(request), rawQueryString(request.url)),
  );
};
