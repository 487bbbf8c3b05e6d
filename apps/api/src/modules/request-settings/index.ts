// GET/PUT /api/admin/request-settings: the leave entitlement and money ceilings the request rules read.
import { requestSettingsSchema, updateRequestSettingsInputSchema } from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { refusals } from '../requests/request-routes';
import { getRequestSettings, updateRequestSettings } from './request-settings.service';

export const requestSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/request-settings',
    {
      config: { area: 'admin', permission: { resource: 'leave-request', action: 'read' } },
      schema: { tags: ['admin requests'], summary: 'Leave entitlement and request ceilings', response: { 200: requestSettingsSchema, ...refusals } },
    },
    (request) => getRequestSettings(serviceContext(request)),
  );

  app.put(
    '/api/admin/request-settings',
    {
      config: { area: 'admin', permission: { resource: 'leave-request', action: 'update' } },
      schema: {
        tags: ['admin requests'],
        summary: 'Change the leave entitlement and request ceilings (applies to requests made from now on)',
        body: updateRequestSettingsInputSchema,
        response: { 200: requestSettingsSchema, ...refusals },
      },
    },
    (request) => updateRequestSettings(serviceContext(request), request.body),
  );
};
