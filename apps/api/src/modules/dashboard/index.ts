// GET /api/admin/dashboard/staff/metrics (staff:read).
import { errorEnvelopeSchema, staffMetricsSchema } from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { staffMetrics } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard/staff/metrics',
    {
      config: { area: 'admin', permission: { resource: 'staff', action: 'read' } },
      schema: {
        tags: ['admin dashboard'],
        summary: 'Staff counts by status and department, joiners per month (12 months) and the latest joiners',
        response: { 200: staffMetricsSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    (request) => staffMetrics(serviceContext(request)),
  );
};
